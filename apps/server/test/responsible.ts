// Responsible-play helpers for the server tests: limits, the status, a deposit on the sandbox provider.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Lang, ResponsibleStatus } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { api } from './helper.ts';
import { newKey } from './money.ts';

export function setLimit(app: FastifyInstance, token: string, kind: string, amount: string, lang: Lang = 'zh_hans') {
  return api<ResponsibleStatus>(app, 'responsible/setLimit', { token, body: { kind, amount }, lang });
}

export async function statusOf(app: FastifyInstance, token: string): Promise<ResponsibleStatus> {
  return (await api<ResponsibleStatus>(app, 'responsible/status', { token })).body.data;
}

export const limitOf = (s: ResponsibleStatus, kind: string) => s.limits.find((l) => l.kind === kind)!;

/** A deposit order on the first online channel (the sandbox provider answers its pay page). */
export async function deposit(app: FastifyInstance, token: string, amount: string, lang: Lang = 'zh_hans') {
  const channels = await api<{ list: { id: number; kind: string }[] }>(app, 'recharge/getRechargeChannels', { token });
  const online = channels.body.data.list.find((c) => c.kind === 'online')!;
  return api<{ orderNo: string }>(app, 'recharge/submit', {
    token,
    body: { channelId: online.id, amount },
    lang,
    headers: { 'idempotency-key': newKey() },
  });
}

export async function depositCount(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from deposits where member_id = ${memberId}`,
  );
  return row!.n;
}
