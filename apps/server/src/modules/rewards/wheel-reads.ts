import { and, desc, eq, inArray } from 'drizzle-orm';
import { formatFen, type Lang } from '@app/contract';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import type { RewardsDeps } from './deps.ts';
import { wheelSeeds, wheelSpins } from './schema.ts';
import { wheelConfig } from './wheel-config.ts';
import { activeSeed, rotateSeed } from './wheel-seeds.ts';
import { chancesOf } from './wheel-spin.ts';
import { awardView, prizesView, spinView } from './wheel-views.ts';

const fairness = (s: { commitment: string; clientSeed: string; nextNonce: number }) => ({
  commitment: s.commitment,
  clientSeed: s.clientSeed,
  nonce: s.nextNonce,
});
const items = (memberId: number) => and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.kind, 'item'));

// The wheel's pages: prizes and chances, the member's spins and item prizes, and seed rotation.

/** A member sees the wheel of their seed (what their next spin is drawn from); a visitor the wheel now. */
export async function wheelPrizesOf({ db }: RewardsDeps, memberId: number | null, lang: Lang) {
  if (memberId === null) return { list: prizesView((await wheelConfig(db)).prizes, lang), fairness: null };
  const seed = await activeSeed(db, memberId);
  return { list: prizesView(seed.prizes, lang), fairness: fairness(seed) };
}

export async function wheelChances(deps: RewardsDeps, memberId: number) {
  const c = await chancesOf(deps, deps.db, memberId);
  return {
    chances: Math.max(0, c.earned - c.used),
    used: c.used,
    depositPerSpin: formatFen(c.settings.depositPerSpin),
    turnoverPerSpin: formatFen(c.settings.turnoverPerSpin),
    deposits: formatFen(c.deposits),
    turnover: formatFen(c.turnover),
  };
}

export function spinsOf({ db }: RewardsDeps, memberId: number, query: PageQuery, lang: Lang) {
  const where = eq(wheelSpins.memberId, memberId);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(wheelSpins).where(where).orderBy(desc(wheelSpins.id)).limit(limit).offset(offset),
    total: () => countWhere(db, wheelSpins, where),
    view: async (rows) => {
      const ids = [...new Set(rows.map((r) => r.seedId))];
      const seeds = ids.length ? await db.select().from(wheelSeeds).where(inArray(wheelSeeds.id, ids)) : [];
      return rows.map((r) =>
        spinView(
          r,
          seeds.find((s) => s.id === r.seedId)!,
          lang,
        ),
      );
    },
  });
}

export function awardsOf({ db }: RewardsDeps, memberId: number, query: PageQuery, lang: Lang) {
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(wheelSpins).where(items(memberId)).orderBy(desc(wheelSpins.id)).limit(limit).offset(offset),
    total: () => countWhere(db, wheelSpins, items(memberId)),
    view: (rows) => rows.map((r) => awardView(r, lang)),
  });
}

export async function rotateWheelSeed(deps: RewardsDeps, memberId: number, clientSeed: string | undefined) {
  await activeSeed(deps.db, memberId);
  const done = await deps.db.transaction((tx) => rotateSeed(tx, memberId, deps.clock(), clientSeed));
  return { revealed: done.revealed, fairness: fairness(done.next) };
}
