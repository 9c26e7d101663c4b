import { eq } from 'drizzle-orm';
import { formatFen, LIMIT_KINDS, type ResponsibleStatus } from '@app/contract';
import type { ResponsibleDeps } from './deps.ts';
import { activeExclusion } from './exclusion.ts';
import { usedIn } from './gates.ts';
import { limitRows, stateAt } from './limits.ts';
import { responsibleSettings } from './schema.ts';

const money = (fen: bigint | null) => (fen === null ? null : formatFen(fen));

/** Every limit with its waiting change and what its period used, the running exclusion, the reality check. */
export async function statusOf(deps: ResponsibleDeps, memberId: number): Promise<ResponsibleStatus> {
  const now = deps.clock();
  const [rows, exclusion, [settings]] = await Promise.all([
    limitRows(deps.db, memberId),
    activeExclusion(deps.db, memberId, now),
    deps.db.select().from(responsibleSettings).where(eq(responsibleSettings.memberId, memberId)),
  ]);
  const limits = await Promise.all(
    LIMIT_KINDS.map(async (kind) => {
      const state = stateAt(rows.get(kind), now);
      const { period, used } = await usedIn(deps, memberId, kind, now);
      return {
        kind,
        amount: money(state.amount),
        pending: state.pending ? { amount: money(state.pending.amount), from: state.pending.from.toISOString() } : null,
        used: formatFen(used),
        resetsAt: period.to.toISOString(),
      };
    }),
  );
  return {
    limits,
    exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until.toISOString() } : null,
    realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
  };
}
