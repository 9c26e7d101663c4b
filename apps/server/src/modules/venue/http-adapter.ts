import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type {
  VenueAdapter,
  VenueBalance,
  VenueBet,
  VenueBetPage,
  VenueLaunch,
  VenueOutcome,
  VenueSessionsEnded,
  VenueTransferRequest,
  VenueTransferState,
} from './adapter.ts';
import {
  BalanceAnswerSchema,
  BetHistoryAnswerSchema,
  CreatePlayerAnswerSchema,
  EndSessionsAnswerSchema,
  LaunchAnswerSchema,
  StatusAnswerSchema,
  TransferAnswerSchema,
  VENUE_API,
  VENUE_HEADERS,
  fenToVenueMoney,
  signVenueRequest,
  venueMoneyToFen,
} from './protocol.ts';

export type HttpVenueConfig = {
  code: string;
  apiUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
  /** Stamps each signed request (the venue refuses stale ones). */
  clock: Clock;
};

/** Our player name for a member at every external venue. */
export const playerOf = (memberId: number) => `h5m${memberId}`;
/** The member a player name of ours stands for; null for any other name. */
export const memberOfPlayer = (player: string): number | null => {
  const m = /^h5m([1-9]\d{0,14})$/.exec(player);
  return m ? Number(m[1]) : null;
};

type Answer<T> = { ok: true; body: T } | { ok: false; error: string };
type HistoryBet = z.infer<typeof BetHistoryAnswerSchema>['bets'][number];

/** One signed call. Only a 200 answer that matches the protocol is `ok`; anything else is an error to report. */
async function callVenue<S extends z.ZodType>(
  cfg: HttpVenueConfig,
  path: string,
  payload: object,
  schema: S,
): Promise<Answer<z.infer<S>>> {
  const body = JSON.stringify(payload);
  const timestamp = String(cfg.clock().getTime());
  try {
    const res = await fetch(new URL(path, cfg.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENUE_HEADERS.merchant]: cfg.merchantId,
        [VENUE_HEADERS.timestamp]: timestamp,
        [VENUE_HEADERS.signature]: signVenueRequest(cfg.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    const text = await res.text();
    if (res.status !== 200) return { ok: false, error: `HTTP ${res.status}` };
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? { ok: true, body: parsed.data } : { ok: false, error: 'malformed answer' };
  } catch (error) {
    return {
      ok: false,
      error: (error as Error).name === 'TimeoutError' ? 'timeout' : String((error as Error).message),
    };
  }
}

/** A deposit or withdrawal at the venue; an answer about another transfer id is no answer. */
async function transferAt(cfg: HttpVenueConfig, path: string, t: VenueTransferRequest): Promise<VenueOutcome> {
  const answer = await callVenue(
    cfg,
    path,
    { transferId: t.transferId, player: playerOf(t.memberId), amount: fenToVenueMoney(t.amount) },
    TransferAnswerSchema,
  );
  if (!answer.ok) return { result: 'unknown', error: answer.error };
  if (answer.body.transferId !== t.transferId) return { result: 'unknown', error: 'answer for another transfer' };
  return answer.body.result === 'success'
    ? { result: 'success', balance: venueMoneyToFen(answer.body.balance) }
    : { result: 'failed', reason: answer.body.reason };
}

/** A bet of the venue's history in our units (fen, dates, the member behind the player). */
const betOf = (b: HistoryBet): VenueBet => ({
  betId: b.betId,
  player: b.player,
  memberId: memberOfPlayer(b.player),
  game: b.game,
  stake: venueMoneyToFen(b.stake),
  payout: b.payout === null ? null : venueMoneyToFen(b.payout),
  status: b.status,
  placedAt: new Date(b.placedAt),
  settledAt: b.settledAt === null ? null : new Date(b.settledAt),
  detail: b.detail,
});

/**
 * An external venue reached over its HTTP API (modules/venue/protocol.ts). Only a 200 answer
 * that matches the protocol counts; a timeout, any other status or a malformed body is
 * `unknown`, because the venue may have applied the call anyway.
 */
export function httpVenueAdapter(cfg: HttpVenueConfig): VenueAdapter {
  const call = <S extends z.ZodType>(path: string, payload: object, schema: S) => callVenue(cfg, path, payload, schema);
  return {
    code: cfg.code,
    kind: 'remote',
    async createPlayer(memberId): Promise<VenueOutcome> {
      const answer = await call(VENUE_API.createPlayer, { player: playerOf(memberId) }, CreatePlayerAnswerSchema);
      return answer.ok ? { result: 'success', balance: null } : { result: 'unknown', error: answer.error };
    },
    async balance(_ex, memberId): Promise<VenueBalance> {
      const answer = await call(VENUE_API.balance, { player: playerOf(memberId) }, BalanceAnswerSchema);
      if (!answer.ok) return { result: 'unknown', error: answer.error };
      return answer.body.result === 'success'
        ? { result: 'success', balance: venueMoneyToFen(answer.body.balance) }
        : { result: 'failed', reason: answer.body.reason };
    },
    deposit: (_tx, t) => transferAt(cfg, VENUE_API.deposit, t),
    withdraw: (_tx, t) => transferAt(cfg, VENUE_API.withdraw, t),
    async transferStatus(_ex, transferId): Promise<VenueTransferState> {
      const answer = await call(VENUE_API.transferStatus, { transferId }, StatusAnswerSchema);
      if (!answer.ok) return { result: 'unknown', error: answer.error };
      if (answer.body.transferId !== transferId) return { result: 'unknown', error: 'answer for another transfer' };
      if (answer.body.result === 'failed') return { result: 'failed', reason: answer.body.reason ?? 'rejected' };
      return { result: answer.body.result };
    },
    async launchUrl(memberId, gameCode, lang, frameOrigin): Promise<VenueLaunch> {
      const framed = frameOrigin === undefined ? {} : { frameOrigin };
      const answer = await call(
        VENUE_API.launch,
        { player: playerOf(memberId), game: gameCode, lang, ...framed },
        LaunchAnswerSchema,
      );
      if (!answer.ok) return { result: 'unknown', error: answer.error };
      return answer.body;
    },
    async betHistory(cursor, limit): Promise<VenueBetPage> {
      const answer = await call(VENUE_API.betHistory, { cursor, limit }, BetHistoryAnswerSchema);
      if (!answer.ok) return { result: 'unknown', error: answer.error };
      const { cursor: next, hasMore, bets } = answer.body;
      return { result: 'success', cursor: next, hasMore, bets: bets.map(betOf) };
    },
    async endSessions(memberId): Promise<VenueSessionsEnded> {
      const player = playerOf(memberId);
      const answer = await call(VENUE_API.endSessions, { player }, EndSessionsAnswerSchema);
      if (!answer.ok) return { result: 'unknown', error: answer.error };
      return answer.body.player === player
        ? { result: 'success' }
        : { result: 'unknown', error: 'answer for another player' };
    },
  };
}
