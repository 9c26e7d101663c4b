import type { Lang, VenueGameDetail } from '@app/contract';
import type { Executor, Tx } from '../../db/client.ts';
import type { LaunchFailure, VenueBetStatus, VenueFailure } from './protocol.ts';

/** What a venue answered to a call. `unknown`: no usable answer (timeout, 5xx, reset); the call may or may not have taken effect. */
export type VenueOutcome =
  | { result: 'success'; balance: bigint | null }
  | { result: 'failed'; reason: VenueFailure }
  | { result: 'unknown'; error: string };

export type VenueBalance =
  | { result: 'success'; balance: bigint }
  | { result: 'failed'; reason: VenueFailure }
  | { result: 'unknown'; error: string };

/** What a venue knows of one of our transfer ids. */
export type VenueTransferState =
  | { result: 'success' }
  | { result: 'failed'; reason: VenueFailure }
  | { result: 'not_found' }
  | { result: 'unknown'; error: string };

/**
 * What a venue answered to a game launch: a URL of its own that opens the game for the member;
 * `framing`: its page lets the launch's frame origin show it in a frame.
 */
export type VenueLaunch =
  | { result: 'success'; url: string; framing: boolean }
  | { result: 'failed'; reason: LaunchFailure }
  | { result: 'unknown'; error: string };

/** What a venue answered when asked to end a player's game sessions. */
export type VenueSessionsEnded = { result: 'success' } | { result: 'unknown'; error: string };

export type VenueTransferRequest = { transferId: string; memberId: number; amount: bigint };

/** A bet played at a venue, as its history tells it; `memberId` null for a player that is not ours. */
export type VenueBet = {
  betId: string;
  player: string;
  memberId: number | null;
  game: string;
  stake: bigint;
  payout: bigint | null;
  status: VenueBetStatus;
  placedAt: Date;
  settledAt: Date | null;
  detail?: VenueGameDetail | undefined;
};

/** A page of a venue's bet history, and the cursor to read on from. */
export type VenueBetPage =
  | { result: 'success'; bets: VenueBet[]; cursor: string | null; hasMore: boolean }
  | { result: 'unknown'; error: string };

/**
 * A transfer-wallet game venue. `kind` says where the member's venue wallet lives:
 * - 'ledger' (the house venue): a ledger account; `deposit`/`withdraw` post one journal entry
 *   inside the caller's transaction `tx` and succeed or throw (the transaction then rolls back);
 * - 'remote' (an external venue over HTTP): the venue holds the money; each call goes over the
 *   network, ignores `tx`, and must never be made while a database transaction is open.
 * A venue applies a transfer id at most once and answers the same for it ever after.
 */
export interface VenueAdapter {
  readonly code: string;
  readonly kind: 'ledger' | 'remote';
  createPlayer(memberId: number): Promise<VenueOutcome>;
  balance(ex: Executor, memberId: number): Promise<VenueBalance>;
  deposit(tx: Tx | null, t: VenueTransferRequest): Promise<VenueOutcome>;
  withdraw(tx: Tx | null, t: VenueTransferRequest): Promise<VenueOutcome>;
  transferStatus(ex: Executor, transferId: string): Promise<VenueTransferState>;
  /**
   * A URL opening the venue's game `gameCode` for the member, to be framed by `frameOrigin` when
   * given and the venue allows it; null when the venue's games are pages of our own app.
   */
  launchUrl(memberId: number, gameCode: string, lang: Lang, frameOrigin?: string): Promise<VenueLaunch | null>;
  /** The bets that changed at the venue after `cursor` (null: from the start), oldest change first. */
  betHistory(cursor: string | null, limit: number): Promise<VenueBetPage>;
  /**
   * Ends every game session the member has open at the venue (and every launch link not yet
   * used), so play there stops until a new launch; for an exclusion or a reached loss limit.
   */
  endSessions(memberId: number): Promise<VenueSessionsEnded>;
}
