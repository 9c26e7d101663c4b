import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PARTNER_LOGO_COUNT, partnerLogoUrl, type PartnerCreateSchema, type PartnerUpdateSchema } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/rich-text.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { SponsorshipDeps } from './deps.ts';
import { partners } from './schema.ts';
import { adminView, type PartnerRow } from './views.ts';

// The operators' partners (role marketing): list, create, update, delete.

type Create = z.output<typeof PartnerCreateSchema>;
type Update = z.output<typeof PartnerUpdateSchema>;

/** The stored row of what an operator saved: rich text cleaned to the allow-list before it is kept. */
export const partnerValues = (input: Create) => ({
  ...input,
  contentZhHans: cleanHtml(input.contentZhHans),
  contentEn: cleanHtml(input.contentEn),
});
const byId = (id: number) => eq(partners.id, id);

/** One change and its audit row in one transaction. */
async function change(
  deps: SponsorshipDeps,
  op: OperatorContext,
  action: string,
  work: (tx: Tx) => Promise<PartnerRow | undefined>,
) {
  return deps.db.transaction(async (tx) => {
    const row = await work(tx);
    if (!row) throw new AppError('sponsorship.not_found', 404);
    const view = adminView(row);
    await deps.audit(tx, { operatorId: op.operatorId, action, target: `partner:${row.id}`, detail: view });
    return view;
  });
}

/** Every partner, hidden ones too, and the built-in logos to choose from. */
export async function partnerList(deps: SponsorshipDeps) {
  const rows = await deps.db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id));
  const logos = Array.from({ length: PARTNER_LOGO_COUNT }, (_, i) => partnerLogoUrl(i + 1));
  return { list: rows.map(adminView), logos };
}

export const createPartner = (deps: SponsorshipDeps, op: OperatorContext, input: Create) =>
  change(
    deps,
    op,
    'partner.create',
    async (tx) => (await tx.insert(partners).values(partnerValues(input)).returning())[0],
  );

export const updatePartner = (deps: SponsorshipDeps, op: OperatorContext, { id, ...input }: Update) =>
  change(deps, op, 'partner.update', async (tx) => {
    const set = { ...partnerValues(input), updatedAt: deps.clock() };
    return (await tx.update(partners).set(set).where(byId(id)).returning())[0];
  });

export async function deletePartner(deps: SponsorshipDeps, op: OperatorContext, id: number) {
  await change(deps, op, 'partner.delete', async (tx) => (await tx.delete(partners).where(byId(id)).returning())[0]);
  return { id };
}
