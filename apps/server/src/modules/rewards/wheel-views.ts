import { chanceText, formatFen, translate, type Lang, type Spin } from '@app/contract';
import type { SeedPrize, wheelSpins } from './schema.ts';
import type { SeedRow } from './wheel-seeds.ts';

type SpinRow = typeof wheelSpins.$inferSelect;
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** The wheel as members see it, each prize with its chance. */
export function prizesView(prizes: SeedPrize[], lang: Lang) {
  const total = prizes.reduce((a, p) => a + p.weight, 0);
  return prizes.map((p, index) => ({
    index,
    name: pick(lang, p.nameZhHans, p.nameEn),
    kind: p.kind,
    amount: p.amount,
    weight: p.weight,
    chance: chanceText(p.weight, total),
  }));
}

/** A spin with what is needed to recompute it: the seed's commitment, client seed, nonce and weights; the seed once revealed. */
export function spinView(s: SpinRow, seed: SeedRow, lang: Lang): Spin {
  return {
    orderNo: s.orderNo,
    index: s.position,
    name: s.kind === 'none' ? translate(lang, 'wheel.nothing') : pick(lang, s.nameZhHans, s.nameEn),
    kind: s.kind,
    amount: formatFen(s.amount),
    commitment: seed.commitment,
    clientSeed: seed.clientSeed,
    nonce: s.nonce,
    seed: seed.revealedAt ? seed.seed : null,
    weights: seed.prizes.map((p) => p.weight),
    createdAt: s.createdAt.toISOString(),
  };
}

export function awardView(s: SpinRow, lang: Lang) {
  return {
    orderNo: s.orderNo,
    name: pick(lang, s.nameZhHans, s.nameEn),
    state: s.fulfilledAt ? ('fulfilled' as const) : ('pending' as const),
    createdAt: s.createdAt.toISOString(),
    fulfilledAt: s.fulfilledAt?.toISOString() ?? null,
  };
}
