import type { z } from 'zod';
import { asc } from 'drizzle-orm';
import { MESSAGES_API, type NoticeInputSchema } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { changeShared } from '../../lib/invalidation.ts';
import { route } from '../../plugins/routes.ts';
import type { Audit } from '../operator/index.ts';
import type { OperatorContext } from '../operator/service.ts';
import { bulletins } from './schema.ts';

type NoticeInput = z.output<typeof NoticeInputSchema>;
type Row = typeof bulletins.$inferSelect;

const adminView = ({ code, startsAt, endsAt, createdAt, ...rest }: Row) => ({
  id: code,
  ...rest,
  startsAt: startsAt?.toISOString() ?? null,
  endsAt: endsAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

/**
 * The operators' notices and marquee bulletins, one table and one API (docs/decisions.md, Messages
 * and notices). A save is announced on the change feed, so every instance's cached getBulletin and
 * other/notice answers are dropped at once.
 */
async function saveNotice(deps: { db: Db; audit: Audit }, op: OperatorContext, input: NoticeInput) {
  const { code, ...fields } = input;
  const row = {
    ...fields,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
  };
  return changeShared(deps.db, 'catalogue', async (tx) => {
    const [saved] = await tx
      .insert(bulletins)
      .values({ code, ...row })
      .onConflictDoUpdate({ target: bulletins.code, set: row })
      .returning();
    const view = adminView(saved!);
    await deps.audit(tx, { operatorId: op.operatorId, action: 'notice.save', target: `notice:${code}`, detail: view });
    return view;
  });
}

export function noticeAdminRoutes(deps: { db: Db; audit: Audit }) {
  return [
    route(MESSAGES_API.adminNotices, async () => ({
      list: (await deps.db.select().from(bulletins).orderBy(asc(bulletins.sort), asc(bulletins.code))).map(adminView),
    })),
    route(MESSAGES_API.adminSaveNotice, (body, { operator }) => saveNotice(deps, operator, body)),
  ];
}
