import { pageSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import type { LotteryGameCode } from '../rules/lottery.ts';
import {
  BetSchema,
  CancelOrderInputSchema,
  CancelOrderResultSchema,
  LotteryOddsSchema,
  PlaceOrderInputSchema,
  PlaceOrderResultSchema,
  UserGameListQuerySchema,
} from './lottery-bets.ts';
import {
  AdminVoidDrawInputSchema,
  AdminVoidDrawResultSchema,
  DrawIdQuerySchema,
  DrawScheduleSchema,
  DrawSchema,
  DrawVerificationSchema,
  FamilyPageQuerySchema,
  LotteryGameInfoSchema,
  LotteryGameQuerySchema,
  LotteryHistoryQuerySchema,
  LotteryListSchema,
} from './lottery-draws.ts';

/** The game each single-game family serves. */
export const LOTTERY_FAMILY_GAME = { caipiao: 'pc28', locsgwin: 'fast3' } as const satisfies Record<
  string,
  LotteryGameCode
>;

/**
 * The platform's own lottery (the house venue, paid from the central wallet). Three families of
 * calls, each serving its games (see docs/decisions.md, Lottery games and call families):
 * - `lottery/*`, `Lottery/getLotteryInfo`, `getLotteryOneList`, `getLotteryPeilv`: every game,
 *   chosen by the `game` query field (the lottery hall and its bet slip);
 * - `caipiao/*`: PC28 (the 0-27 sum game, a draw every 3 minutes);
 * - `locsgwin/*`: Fast 3 (three dice, a draw every minute).
 */
export const LOTTERY_API = {
  lotteryList: endpoint({ method: 'GET', path: 'lottery/lotteryList', auth: 'visitor', answer: LotteryListSchema }),
  getLotteryInfo: endpoint({
    method: 'GET',
    path: 'Lottery/getLotteryInfo',
    auth: 'visitor',
    query: LotteryGameQuerySchema,
    answer: LotteryGameInfoSchema,
  }),
  getLotteryOneList: endpoint({
    method: 'GET',
    path: 'getLotteryOneList',
    auth: 'visitor',
    query: LotteryHistoryQuerySchema,
    answer: pageSchema(DrawSchema),
  }),
  getLotteryPeilv: endpoint({
    method: 'GET',
    path: 'getLotteryPeilv',
    auth: 'visitor',
    query: LotteryGameQuerySchema,
    answer: LotteryOddsSchema,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: 'lottery/placeOrder',
    auth: 'member',
    idempotent: true,
    body: PlaceOrderInputSchema,
    answer: PlaceOrderResultSchema,
    message: 'lottery.placed',
  }),
  getUserGameList: endpoint({
    method: 'GET',
    path: 'lottery/getUserGameList',
    auth: 'member',
    query: UserGameListQuerySchema,
    answer: pageSchema(BetSchema),
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: 'lottery/cancelOrder',
    auth: 'member',
    idempotent: true,
    body: CancelOrderInputSchema,
    answer: CancelOrderResultSchema,
    message: 'lottery.withdrawn',
  }),
  verifyDraw: endpoint({
    method: 'GET',
    path: 'lottery/verifyDraw',
    auth: 'visitor',
    query: DrawIdQuerySchema,
    answer: DrawVerificationSchema,
  }),
  /** Server-Sent Events: `event: draw` with a LotteryGameInfo (LotteryStreamEventSchema) each time a draw of the game is drawn. */
  stream: endpoint({
    method: 'GET',
    path: 'lottery/stream',
    auth: 'visitor',
    query: LotteryGameQuerySchema,
    answer: 'raw',
  }),
  caipiaoList: endpoint({ method: 'GET', path: 'caipiao/getList', auth: 'visitor', answer: DrawScheduleSchema }),
  caipiaoHistory: endpoint({
    method: 'GET',
    path: 'caipiao/getHistory',
    auth: 'visitor',
    query: FamilyPageQuerySchema,
    answer: pageSchema(DrawSchema),
  }),
  caipiaoOption: endpoint({ method: 'GET', path: 'caipiao/getOption', auth: 'visitor', answer: LotteryOddsSchema }),
  locsgwinBetList: endpoint({
    method: 'GET',
    path: 'locsgwin/betList',
    auth: 'member',
    query: FamilyPageQuerySchema,
    answer: pageSchema(BetSchema),
  }),
  locsgwinLastGameInfo: endpoint({
    method: 'GET',
    path: 'locsgwin/lastGameInfo',
    auth: 'visitor',
    answer: DrawSchema.nullable(),
  }),
  locsgwinGameInfo: endpoint({
    method: 'GET',
    path: 'locsgwin/getGameInfo',
    auth: 'visitor',
    answer: LotteryGameInfoSchema,
  }),
  /** An admin voids a draw not yet drawn; its bets are cancelled and refunded (audited). */
  adminVoidDraw: endpoint({
    method: 'POST',
    path: 'admin/lottery/voidDraw',
    auth: { operator: ['admin'] },
    body: AdminVoidDrawInputSchema,
    answer: AdminVoidDrawResultSchema,
    message: 'lottery.voided',
  }),
} as const;
