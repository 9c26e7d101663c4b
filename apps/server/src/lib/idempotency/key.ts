import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db, type Executor, type Tx } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import type { Guard, HeldGuard } from '../../ledger/index.ts';

/**
 * What a statement of several requests' effects (ledger/sets/post-set.ts) needs of one request's key to
 * claim it and store its answer with the effect, as `inlineAnswer` does for one: the key row's
 * values, the answer rendered with stand-ins, and `held`, told once the statement wrote it.
 */
export type KeyRow = { key: string; route: string; hash: string; body: string; held: () => void };

/**
 * What a service holds of a request's Idempotency-Key (docs/decisions.md, Idempotency). A
 * one-transaction request runs in `transaction`: claim, effect, `answer`, commit. A flow that calls
 * a third party claims in its first transaction (or with `claim`) and answers in its last; an
 * answer it leaves unstored is stored by the route after it. A handler that never claims fails.
 */
export interface IdempotencyKey {
  readonly key: string;
  /** A transaction whose first statement claims the key (unless this request holds it already). */
  transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Claims the key in a statement of its own, for a flow whose next step is not a transaction. */
  claim(db: Db): Promise<void>;
  /** Replays or refuses at once, before slow checks, when the key is answered, taken or mismatched. */
  peek(db: Db): Promise<void>;
  /** Stores `output` (what the handler returns) as the answer; in the request's last transaction. */
  answer(ex: Executor, output: unknown): Promise<void>;
  /**
   * The claim as a guard that also stores the answer, both in the effect's one statement: `output`
   * rendered, each text of `fill` in it replaced by what the statement writes there (SQL over its
   * CTEs). The key row is written answered, and only with the effect, so claim, effect and answer
   * commit together without a transaction around them. Null when the key is not free to claim so
   * (held already, or no request's): the effect then goes through `transaction`.
   * Once the guard held, the request gives the same output to `answered`. `also`: a further
   * condition the guard holds only with (the action's gates, lib/gates.ts `Admission`).
   */
  inlineAnswer(output: unknown, fill: ReadonlyMap<string, SQL>, also?: SQL): HeldGuard | null;
  /**
   * The claim and answer as a row of a statement of several requests (lib/idempotency/answered-set.ts);
   * null when the key is not free to claim so, as for `inlineAnswer`.
   */
  inlineRow(output: unknown): KeyRow | null;
  /** The answer an `inlineAnswer` statement stored, as this request sends it: `output`, rendered. */
  answered(output: unknown): void;
}

/** The first answer to a key, sent again as it was. Not an AppError: services pass it through. */
export class Replay extends Error {
  constructor(
    readonly status: number,
    readonly response: unknown,
  ) {
    super('idempotent replay');
  }
}

/** The key is another body's (422) or its first request is still running (409); never stored. */
export class KeyTaken extends AppError {}

/** A key no request holds (a service called by another service, or by a test): no claim, no answer. */
export function detachedKey(key: string): IdempotencyKey {
  return {
    key,
    transaction: (db, work) => db.transaction(work),
    claim: async () => {},
    peek: async () => {},
    answer: async () => {},
    inlineAnswer: () => null,
    inlineRow: () => null,
    answered: () => {},
  };
}

/** Services take a plain key from internal callers and a request's key from their route. */
export const idempotencyOf = (k: string | IdempotencyKey): IdempotencyKey =>
  typeof k === 'string' ? detachedKey(k) : k;

export type KeyIdentity = { memberId: number; key: string; route: string; requestHash: string; abandonedMs: number };
type Stored = { state: 'running' | 'done'; request_hash: string; status_code: number | null; response: unknown };
/** What a claim found: the key is now this request's (`held`), or the stored answer to send. */
export type ClaimOutcome = 'held' | Replay;

/** The advisory lock of a member's key (both as text), taken without waiting, for the statement's transaction. */
export const tryKeyLock = (memberId: SQL, key: SQL) =>
  sql`pg_try_advisory_xact_lock(hashtextextended(${memberId} || ':' || ${key}, 7240002))`;
const keyLock = (id: KeyIdentity) =>
  sql`kl as materialized (select ${tryKeyLock(sql`${String(id.memberId)}`, sql`${id.key}`)} as got)`;

/**
 * The claim as two CTEs: a transaction-level advisory lock on the key, taken without waiting (a
 * twin in flight holds it: 409 at once, never a queue), then the key row inserted. `answer` given:
 * the row is stored answered at once (a refusal after its transaction rolled back).
 */
const claimCtes = (id: KeyIdentity, answer: { status: number; body: string } | null) => sql`
  ${keyLock(id)}, ki as (
    insert into idempotency_keys (member_id, key, route, request_hash, state, status_code, response)
    select ${id.memberId}, ${id.key}, ${id.route}, ${id.requestHash}, ${answer ? 'done' : 'running'},
           ${answer?.status ?? null}::int, ${answer?.body ?? null}::jsonb
    from kl where kl.got
    on conflict (member_id, key) do nothing
    returning 1
  )`;

/** Claims in a statement of its own. */
async function tryInsert(ex: Executor, id: KeyIdentity, answer: { status: number; body: string } | null) {
  const [row] = await queryPrepared<{ got: boolean; claimed: boolean }>(
    ex,
    'idempotency_claim',
    sql`with ${claimCtes(id, answer)} select kl.got, exists (select 1 from ki) as claimed from kl`,
  );
  return row!;
}

/** An answer's text (`body`, SQL) with each text of `fill` in it replaced by what its SQL writes there. */
export function filledAnswer(body: SQL, fill: ReadonlyMap<string, SQL>): SQL {
  let filled = body;
  for (const [text, value] of fill) filled = sql`replace(${filled}, ${JSON.stringify(text)}, to_json(${value})::text)`;
  return filled;
}

/**
 * The claim as a guard that stores the answer too (RequestKey `inlineAnswer`): it holds when the
 * key's lock is free, no row has the key and `also` is true, and the row is written answered by
 * the statement's last CTE, with the effect. A twin that committed the key after this statement's
 * snapshot makes that insert fail on the key (KEY_CONSTRAINT), and the whole statement with it.
 */
export const answeredGuard = (id: KeyIdentity, body: SQL, also?: SQL): Guard => ({
  name: 'claim_answered',
  ctes: sql`${keyLock(id)}, kf as materialized (
    select not exists (select 1 from idempotency_keys where member_id = ${id.memberId} and key = ${id.key})
           and (${also ?? sql`true`}) as free
  ),`,
  holds: sql`((select got from kl) and (select free from kf))`,
  after: (written) => sql`
    insert into idempotency_keys (member_id, key, route, request_hash, state, status_code, response)
    select ${id.memberId}, ${id.key}, ${id.route}, ${id.requestHash}, 'done', 200, (${body})::jsonb
    where ${written}
    returning 1`,
});

/** The primary key of idempotency_keys (drizzle/0000_init.sql). */
export const KEY_CONSTRAINT = 'idempotency_keys_member_id_key_pk';

async function readKey(ex: Executor, id: KeyIdentity): Promise<(Stored & { stale: boolean }) | null> {
  const [row] = await queryRows<Stored & { stale: boolean }>(
    ex,
    sql`select state, request_hash, status_code, response,
               updated_at < now() - make_interval(secs => ${id.abandonedMs / 1000}) as stale
        from idempotency_keys where member_id = ${id.memberId} and key = ${id.key}`,
  );
  return row ?? null;
}

/** What an existing key means for this request; 'free' for one it may take (absent, or abandoned). */
function judge(id: KeyIdentity, row: (Stored & { stale: boolean }) | null): 'free' | Replay {
  if (!row) return 'free';
  if (row.request_hash !== id.requestHash) throw new KeyTaken('money.idempotency_mismatch', 422);
  if (row.state === 'done') return new Replay(row.status_code ?? 200, row.response);
  if (!row.stale) throw new KeyTaken('money.request_in_progress', 409);
  return 'free';
}

/**
 * Claims the key for this request, or answers the stored answer, or throws KeyTaken. A key left
 * 'running' longer than `abandonedMs` died with its process: it is taken over in one update judged
 * by the database clock, so of two racing retries only one wins (comparing with a value read into
 * JS would never match on PostgreSQL: it keeps microseconds, a JS Date only milliseconds).
 */
export async function claimKey(
  ex: Executor,
  id: KeyIdentity,
  answer: { status: number; body: string } | null = null,
): Promise<ClaimOutcome> {
  const first = await tryInsert(ex, id, answer);
  if (first.claimed) return 'held';
  if (!first.got) throw new KeyTaken('money.request_in_progress', 409);
  const found = judge(id, await readKey(ex, id));
  if (found instanceof Replay) return found;
  const [taken] = await queryRows<{ ok: number }>(
    ex,
    sql`update idempotency_keys
        set updated_at = now(), state = ${answer ? 'done' : 'running'},
            status_code = ${answer?.status ?? null}::int, response = ${answer?.body ?? null}::jsonb
        where member_id = ${id.memberId} and key = ${id.key} and request_hash = ${id.requestHash}
          and state = 'running' and updated_at < now() - make_interval(secs => ${id.abandonedMs / 1000})
        returning 1 as ok`,
  );
  if (taken) return 'held';
  // Deleted meanwhile (a twin's 5xx freed it): take it the ordinary way, once.
  const again = await tryInsert(ex, id, answer);
  if (again.claimed) return 'held';
  throw new KeyTaken('money.request_in_progress', 409);
}

/** Looks without claiming: throws KeyTaken or answers the Replay; 'free' when the key may be claimed. */
export async function peekKey(ex: Executor, id: KeyIdentity): Promise<'free' | Replay> {
  return judge(id, await readKey(ex, id));
}

/** Stores the answer on a key this request holds; false when it no longer runs under this request. */
export async function storeAnswer(ex: Executor, id: KeyIdentity, status: number, body: string): Promise<boolean> {
  const rows = await queryPrepared<{ ok: number }>(
    ex,
    'idempotency_answer',
    sql`update idempotency_keys set state = 'done', status_code = ${status}::int, response = ${body}::jsonb,
               updated_at = now()
        where member_id = ${id.memberId} and key = ${id.key} and state = 'running'
        returning 1 as ok`,
  );
  return rows.length > 0;
}

/** Frees a key whose request ended in a server error, so the member may retry with it. */
export async function releaseKey(ex: Executor, id: KeyIdentity): Promise<void> {
  await ex.execute(
    sql`delete from idempotency_keys where member_id = ${id.memberId} and key = ${id.key} and state = 'running'`,
  );
}

/** The stored answer of a key that is done, if it is. */
export async function storedAnswer(ex: Executor, id: KeyIdentity): Promise<Replay | null> {
  const row = await readKey(ex, id);
  return row?.state === 'done' ? new Replay(row.status_code ?? 200, row.response) : null;
}
