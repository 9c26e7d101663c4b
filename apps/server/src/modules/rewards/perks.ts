import { translate, type Lang, type MessageKey, type VipPerk } from '@app/contract';
import { claimKey, type Standing } from './progress.ts';
import { isoWeekOf, monthOf, yearOf } from './periods.ts';

/** One perk as the member may claim it today: its period, amount and state. */
export type PerkOffer = {
  perk: VipPerk;
  level: number;
  amount: bigint;
  turnoverPercent: number;
  /** The reward_claims kind and period a claim of it writes. */
  kind: string;
  period: string;
  state: 'claimable' | 'claimed' | 'unavailable';
  /** Why not, or when again; null when claimable. */
  note: { key: MessageKey; params?: Record<string, string | number> } | null;
};

const again = (date: string) => ({ key: 'rewards.again_from' as const, params: { date } });

function offer(s: Standing, perk: VipPerk, level: number, period: string, next: string | null): PerkOffer {
  const row = s.table.find((r) => r.level === level)!;
  const amount = row[perk];
  const kind = `vip.${perk}`;
  const base = { perk, level, amount, turnoverPercent: row.turnoverPercent, kind, period };
  if (amount <= 0n) return { ...base, state: 'unavailable', note: { key: 'rewards.nothing_at_level' } };
  if (s.claimed.has(claimKey(kind, period))) return { ...base, state: 'claimed', note: next ? again(next) : null };
  return { ...base, state: 'claimable', note: null };
}

function birthdayOffer(s: Standing, today: string): PerkOffer {
  const year = yearOf(today);
  const month = s.birthDate ? Number(s.birthDate.slice(5, 7)) : null;
  const nextYear = month ? `${year.next.slice(0, 4)}-${String(month).padStart(2, '0')}-01` : null;
  const o = offer(s, 'birthday', s.level, year.key, nextYear);
  if (o.state !== 'claimable') return o;
  if (month === null) return { ...o, state: 'unavailable', note: { key: 'rewards.birthday_no_date' } };
  if (month !== Number(today.slice(5, 7))) {
    return { ...o, state: 'unavailable', note: { key: 'rewards.birthday_not_month', params: { month } } };
  }
  return o;
}

/**
 * Every perk of the member today ("YYYY-MM-DD" in the platform's zone): the weekly, monthly and
 * birthday perks of their level, then the level-up gift of each level reached (those with an amount).
 */
export function perkOffers(s: Standing, today: string): PerkOffer[] {
  const week = isoWeekOf(today);
  const month = monthOf(today);
  const levelUps = s.table
    .filter((r) => r.level >= 1 && r.level <= s.level && r.levelUp > 0n)
    .map((r) => offer(s, 'levelUp', r.level, `level:${r.level}`, null));
  return [
    offer(s, 'weekly', s.level, week.key, week.next),
    offer(s, 'monthly', s.level, month.key, month.next),
    birthdayOffer(s, today),
    ...levelUps,
  ];
}

export const noteText = (o: PerkOffer, lang: Lang) => (o.note ? translate(lang, o.note.key, o.note.params) : '');
