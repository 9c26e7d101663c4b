import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { SponsorshipDeps } from './deps.ts';
import { partners } from './schema.ts';
import { cardView, detailView } from './views.ts';

/** The visible partners in the operators' order: the Sponsorship tab's cards. */
export async function listPartners({ db }: SponsorshipDeps, lang: Lang) {
  const rows = await db
    .select()
    .from(partners)
    .where(eq(partners.visible, true))
    .orderBy(asc(partners.sort), asc(partners.id));
  return { list: rows.map((row) => cardView(row, lang)) };
}

/** One visible partner's page; a hidden or deleted one is not found, like one that never was. */
export async function partnerDetail({ db }: SponsorshipDeps, lang: Lang, id: number) {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.visible, true)));
  if (!row) throw new AppError('sponsorship.not_found', 404);
  return detailView(row, lang);
}
