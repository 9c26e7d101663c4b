// Responsible-play helpers for the server tests: limits, the status, a deposit on the sandbox provider.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEPOSIT_API, RESPONSIBLE_API, type Lang, type LimitKind, type ResponsibleStatus } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { callEndpoint } from './helper.ts';
import { newKey } from './money.ts';

/** The sandbox venue's player of a member, to play there as them (the venue module's own naming). */
export { playerOf } from '../src/modules/venue/http-adapter.ts';

export function setLimit(app: FastifyInstance, token: string, kind: LimitKind, amount: string, lang: Lang = 'zh_hans') {
  return callEndpoint(app, RESPONSIBLE_API.setLimit, { kind, amount }, { token, lang });
}

export async function statusOf(app: FastifyInstance, token: string): Promise<ResponsibleStatus> {
  return (await callEndpoint(app, RESPONSIBLE_API.status, undefined, { token })).body.data;
}

export const limitOf = (s: ResponsibleStatus, kind: string) => s.limits.find((l) => l.kind === kind)!;

/** A deposit order on the first online channel (the sandbox provider answers its pay page). */
export async function deposit(app: FastifyInstance, token: string, amount: string, lang: Lang = 'zh_hans') {
  const channels = await callEndpoint(app, DEPOSIT_API.channels, undefined, { token });
  const online = channels.body.data.list.find((c) => c.kind === 'online')!;
  return callEndpoint(
    app,
    DEPOSIT_API.submit,
    { channelId: online.id, amount },
    { token, lang, headers: { 'idempotency-key': newKey() } },
  );
}

export async function depositCount(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from deposits where member_id = ${memberId}`,
  );
  return row!.n;
}
