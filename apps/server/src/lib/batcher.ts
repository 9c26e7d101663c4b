/**
 * Gathers work that arrives while earlier work runs, so that one call (one statement, one commit)
 * does the work of several requests (docs/decisions.md, House transfers in sets). Nothing waits on
 * a timer: with no call running, what is queued goes at once, so a lone request runs alone and
 * without delay; while calls run, another starts (up to `inFlight`) once `gather` items wait, as a
 * call's fixed cost is worth paying for several. A call takes at most `size` items and never two of
 * one `groupOf` (one member's, say, whose wallets two items of one statement may not share), nor
 * one of a group a running call holds, so two calls never meet on a group's rows; the later waits. `run` answers one result per item, in order; should it throw, every item of its
 * call gets the error.
 */
export type Batcher<I, O> = { submit(item: I): Promise<O> };

export function createBatcher<I, O>(opts: {
  run: (items: I[]) => Promise<O[]>;
  groupOf: (item: I) => string | number;
  size: number;
  inFlight: number;
  gather: number;
}): Batcher<I, O> {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  const queue: Waiting[] = [];
  let running = 0;
  const busy = new Set<string | number>();

  const take = (): Waiting[] => {
    const groups = new Set<string | number>(busy);
    const batch: Waiting[] = [];
    for (let i = 0; i < queue.length && batch.length < opts.size;) {
      const group = opts.groupOf(queue[i]!.item);
      if (groups.has(group)) i += 1;
      else {
        groups.add(group);
        batch.push(queue.splice(i, 1)[0]!);
      }
    }
    return batch;
  };

  const pump = () => {
    while (running < opts.inFlight && queue.length >= (running === 0 ? 1 : opts.gather)) {
      const batch = take();
      if (batch.length === 0) return;
      const held = batch.map((w) => opts.groupOf(w.item));
      held.forEach((g) => busy.add(g));
      running += 1;
      // The next call goes before this one's answers are handed out, so the database never waits on them.
      const next = () => {
        running -= 1;
        held.forEach((g) => busy.delete(g));
        pump();
      };
      opts.run(batch.map((w) => w.item)).then(
        (outs) => {
          next();
          batch.forEach((w, i) => w.resolve(outs[i]!));
        },
        (error: unknown) => {
          next();
          batch.forEach((w) => w.reject(error));
        },
      );
    }
  };

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}

/**
 * One batcher for each owner (an app's database or services), made on its first use: a process
 * may hold several apps (the tests do), and two apps' work must never share a statement.
 */
export function batcherPer<K extends object, I, O>(make: (owner: K) => Batcher<I, O>): (owner: K) => Batcher<I, O> {
  const made = new WeakMap<K, Batcher<I, O>>();
  return (owner) => {
    let batcher = made.get(owner);
    if (!batcher) {
      batcher = make(owner);
      made.set(owner, batcher);
    }
    return batcher;
  };
}
