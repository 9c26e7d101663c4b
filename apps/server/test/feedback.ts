// Feedback helpers shared by the feedback tests: calls as the app makes them, and what changed.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_API, type Lang } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { deposits } from '../src/modules/deposit/schema.ts';
import { callEndpoint, unchecked } from './helper.ts';
import { newKey } from './money.ts';

/** The reference lists common/ seeds, whose feedback types the tests compare with the contract's. */
export { DICTIONARY } from '../src/modules/common/reference-data.ts';

/** A ticket submitted with a fresh Idempotency-Key unless one is given; `body` may be wrong on purpose. */
export function submitFeedback(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  opts: { lang?: Lang; key?: string } = {},
) {
  return callEndpoint(app, FEEDBACK_API.submit, unchecked(body), {
    token,
    lang: opts.lang ?? 'zh_hans',
    headers: { 'idempotency-key': opts.key ?? newKey() },
  });
}

/** The member's orders offered to pick from. */
export async function ordersOf(app: FastifyInstance, token: string, lang: Lang = 'zh_hans') {
  const res = await callEndpoint(app, FEEDBACK_API.getOrder, undefined, { token, lang });
  if (res.body.code !== 1) throw new Error(`getOrder failed: ${JSON.stringify(res.body)}`);
  return res.body.data.list;
}

/** How many tickets the member has. */
export async function ticketCount(app: FastifyInstance, memberId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from feedback_tickets where member_id = ${memberId}`,
  );
  return rows[0]!.n;
}

/** A description of exactly `n` characters (CJK). */
export const text = (n: number) => '问'.repeat(n);

/** Moves a deposit's time `days` back, as if it had been made then. */
export async function backdateDeposit(app: FastifyInstance, orderNo: string, days: number) {
  const at = new Date(Date.now() - days * 86_400_000);
  await app.database.db.update(deposits).set({ createdAt: at }).where(eq(deposits.orderNo, orderNo));
}
