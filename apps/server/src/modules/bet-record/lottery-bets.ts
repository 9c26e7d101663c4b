import { startOfDayIn, type BetStatus, type Lang } from '@app/contract';
import type { LotteryBetRecord } from '../lottery/index.ts';
import type { BetRecordDeps } from './deps.ts';

/** Lottery bets read per call when they must be filtered here (betsOf has no status filter). */
const LOTTERY_CHUNK = 1000;

type LotteryReads = BetRecordDeps['lottery'];

/** The member's newest `want` lottery bets in the window (of one status when asked) and how many there are. */
export async function lotteryBets(
  lottery: LotteryReads,
  memberId: number,
  q: { range: { from: Date; to: Date }; status: BetStatus | undefined; want: number; lang: Lang },
): Promise<{ rows: LotteryBetRecord[]; total: number }> {
  if (!q.status) return lottery.betsOf(memberId, q.range, { page: 1, limit: q.want }, q.lang);
  const matching: LotteryBetRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { rows } = await lottery.betsOf(memberId, q.range, { page, limit: LOTTERY_CHUNK }, q.lang);
    matching.push(...rows.filter((b) => b.status === q.status));
    if (rows.length < LOTTERY_CHUNK) break;
  }
  return { rows: matching.slice(0, q.want), total: matching.length };
}

/**
 * A lottery bet by order number. Its number starts with the second it was placed, in the
 * platform time zone ("L" + YYYYMMDDHHmmss, lottery service `newBatchNo`), so only that second
 * is read (and an hour either side, where a daylight-saving change could shift it).
 */
export async function lotteryBetByOrderNo(
  lottery: LotteryReads,
  timeZone: string,
  memberId: number,
  orderNo: string,
  lang: Lang,
) {
  const m = /^L(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\d{8}$/.exec(orderNo);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = `${String(y)}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let at: number;
  try {
    at = startOfDayIn(date, timeZone).getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000;
  } catch {
    return null;
  }
  for (const t of [at, at - 3_600_000, at + 3_600_000]) {
    const range = { from: new Date(t), to: new Date(t + 1000) };
    const { rows } = await lottery.betsOf(memberId, range, { page: 1, limit: LOTTERY_CHUNK }, lang);
    const hit = rows.find((r) => r.orderNo === orderNo);
    if (hit) return hit;
  }
  return null;
}

/** The lottery's own view of a bet (odds, potential payout), among the member's bets on its draw. */
export async function lotteryBetView(lottery: LotteryReads, memberId: number, bet: LotteryBetRecord, lang: Lang) {
  for (let page = 1; ; page += 1) {
    const { list } = await lottery.memberBets(
      memberId,
      { page, limit: 100, drawId: bet.drawId, status: bet.status },
      lang,
    );
    const hit = list.find((b) => b.orderNo === bet.orderNo);
    if (hit || list.length < 100) return hit ?? null;
  }
}
