import type { z } from 'zod';
import { asc } from 'drizzle-orm';
import type { NoticeInputSchema } from '@app/contract';
import { changeShared } from '../../lib/invalidation.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { CatalogueDeps } from './deps.ts';
import { bulletins } from './schema.ts';

// The operators' notices and marquee bulletins, one table and one API (docs/decisions.md, Messages
// and notices).

type NoticeInput = z.output<typeof NoticeInputSchema>;
type Row = typeof bulletins.$inferSelect;

const adminView = ({ code, startsAt, endsAt, createdAt, ...rest }: Row) => ({
  id: code,
  ...rest,
  startsAt: startsAt?.toISOString() ?? null,
  endsAt: endsAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

/** Every notice and bulletin, in their order. */
export async function adminNotices({ db }: CatalogueDeps) {
  return { list: (await db.select().from(bulletins).orderBy(asc(bulletins.sort), asc(bulletins.code))).map(adminView) };
}

/**
 * Creates or changes a notice (audited). A save is announced on the change feed, so every
 * instance's cached getBulletin and other/notice answers are dropped at once.
 */
export async function saveNotice({ db, audit }: CatalogueDeps, op: OperatorContext, input: NoticeInput) {
  const { code, ...fields } = input;
  const row = {
    ...fields,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
  };
  return changeShared(db, 'catalogue', async (tx) => {
    const [saved] = await tx
      .insert(bulletins)
      .values({ code, ...row })
      .onConflictDoUpdate({ target: bulletins.code, set: row })
      .returning();
    const view = adminView(saved!);
    await audit(tx, { operatorId: op.operatorId, action: 'notice.save', target: `notice:${code}`, detail: view });
    return view;
  });
}
