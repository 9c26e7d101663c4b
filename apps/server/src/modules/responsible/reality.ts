import { eq } from 'drizzle-orm';
import { formatFen, type RealityCheck } from '@app/contract';
import { netOf, type ResponsibleDeps } from './deps.ts';
import { responsibleSessions, responsibleSettings } from './schema.ts';

/**
 * The reality check of one session: its interval, when its play began (the first time the
 * server saw the session here, which the app asks right after sign-in) and the net result of
 * the bets placed since (docs/decisions.md, Responsible play: reality check).
 */
export async function realityCheck(
  deps: ResponsibleDeps,
  member: { memberId: number; sessionId: number },
): Promise<RealityCheck> {
  const now = deps.clock();
  await deps.db
    .insert(responsibleSessions)
    .values({ sessionId: member.sessionId, memberId: member.memberId, startedAt: now })
    .onConflictDoNothing();
  const [[session], [settings]] = await Promise.all([
    deps.db.select().from(responsibleSessions).where(eq(responsibleSessions.sessionId, member.sessionId)),
    deps.db.select().from(responsibleSettings).where(eq(responsibleSettings.memberId, member.memberId)),
  ]);
  const startedAt = session!.startedAt;
  const net = netOf(await deps.betTotals(member.memberId, startedAt, new Date(now.getTime() + 1)));
  return { minutes: settings?.realityCheckMinutes ?? 0, startedAt: startedAt.toISOString(), net: formatFen(net) };
}
