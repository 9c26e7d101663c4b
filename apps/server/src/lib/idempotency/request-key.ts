import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  answeredGuard,
  claimKey,
  filledAnswer,
  KeyTaken,
  peekKey,
  Replay,
  storeAnswer,
  type IdempotencyKey,
  type KeyIdentity,
  type KeyRow,
} from './key.ts';

/**
 * The Idempotency-Key of one request, as its service uses it (key.ts). `state`: 'free'
 * until a claim commits ('held'), 'replayed' when the key had an answer, 'taken' when it is
 * another's. `body` is the answer the service stored, sent as it is.
 */
export class RequestKey implements IdempotencyKey {
  state: 'free' | 'held' | 'replayed' | 'taken' = 'free';
  body: string | null = null;
  render: (output: unknown) => string = () => {
    throw new Error('idempotent answer rendered outside its route');
  };

  constructor(readonly id: KeyIdentity) {}

  get key(): string {
    return this.id.key;
  }

  private async take(ex: Executor): Promise<void> {
    try {
      const outcome = await claimKey(ex, this.id);
      if (outcome instanceof Replay) throw outcome;
      this.state = 'held';
    } catch (error) {
      if (error instanceof Replay) this.state = 'replayed';
      if (error instanceof KeyTaken) this.state = 'taken';
      throw error;
    }
  }

  async transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
    const before = { state: this.state, body: this.body };
    try {
      return await db.transaction(async (tx) => {
        if (this.state === 'free') await this.take(tx);
        return work(tx);
      });
    } catch (error) {
      // Rolled back: so were a claim and an answer made in it.
      if (this.state === 'held') Object.assign(this, before);
      throw error;
    }
  }

  async claim(db: Db): Promise<void> {
    if (this.state === 'free') await this.take(db);
  }

  async peek(db: Db): Promise<void> {
    if (this.state !== 'free') return;
    try {
      const found = await peekKey(db, this.id);
      if (found instanceof Replay) throw found;
    } catch (error) {
      if (error instanceof Replay) this.state = 'replayed';
      if (error instanceof KeyTaken) this.state = 'taken';
      throw error;
    }
  }

  inlineAnswer(output: unknown, fill: ReadonlyMap<string, SQL>, also?: SQL) {
    if (this.state !== 'free') return null;
    const body = filledAnswer(sql`${this.render(output)}::text`, fill);
    return { ...answeredGuard(this.id, body, also), held: () => void (this.state = 'held') };
  }

  inlineRow(output: unknown): KeyRow | null {
    if (this.state !== 'free') return null;
    const { key, route, requestHash } = this.id;
    return { key, route, hash: requestHash, body: this.render(output), held: () => void (this.state = 'held') };
  }

  answered(output: unknown): void {
    if (this.state !== 'held') throw new Error('an answer for an idempotency key this request does not hold');
    this.body = this.render(output);
  }

  async answer(ex: Executor, output: unknown): Promise<void> {
    if (this.state !== 'held') throw new Error('an answer for an idempotency key this request does not hold');
    const body = this.render(output);
    if (!(await storeAnswer(ex, this.id, 200, body))) throw new Error('idempotency key taken over while running');
    this.body = body;
  }
}
