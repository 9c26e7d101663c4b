import { formatFen, type Lang, type VipInfo, type VipLevel } from '@app/contract';
import type { LevelRow } from './levels.ts';
import { noteText, type PerkOffer } from './perks.ts';
import type { Standing } from './progress.ts';

export function levelView(r: LevelRow): VipLevel {
  return {
    level: r.level,
    depositThreshold: formatFen(r.depositThreshold),
    turnoverThreshold: formatFen(r.turnoverThreshold),
    weekly: formatFen(r.weekly),
    levelUp: formatFen(r.levelUp),
    monthly: formatFen(r.monthly),
    birthday: formatFen(r.birthday),
    turnoverMultiple: r.turnoverPercent / 100,
  };
}

const missing = (need: bigint, have: bigint) => formatFen(need > have ? need - have : 0n);

export function vipInfoView(s: Standing, offers: PerkOffer[], lang: Lang): VipInfo {
  const next = s.table.find((r) => r.level === s.level + 1);
  return {
    level: s.level,
    deposits: formatFen(s.deposits),
    turnover: formatFen(s.turnover),
    next: next
      ? {
          level: next.level,
          depositThreshold: formatFen(next.depositThreshold),
          turnoverThreshold: formatFen(next.turnoverThreshold),
          depositMissing: missing(next.depositThreshold, s.deposits),
          turnoverMissing: missing(next.turnoverThreshold, s.turnover),
        }
      : null,
    perks: offers.map((o) => ({
      perk: o.perk,
      level: o.level,
      amount: formatFen(o.amount),
      state: o.state,
      note: noteText(o, lang),
    })),
  };
}
