import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

type Item = { group: string; n: number };

/** A batcher whose calls are recorded and finish only when the test lets them. */
function recorded(size = 4, inFlight = 1, gather = 1) {
  const calls: { items: Item[]; finish: (fail?: Error) => void }[] = [];
  const batcher = createBatcher<Item, number>({
    run: (items) =>
      new Promise((resolve, reject) => {
        calls.push({ items, finish: (fail) => (fail ? reject(fail) : resolve(items.map((i) => i.n * 10))) });
      }),
    groupOf: (i) => i.group,
    size,
    inFlight,
    gather,
  });
  return { calls, submit: (group: string, n: number) => batcher.submit({ group, n }) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('batcher', () => {
  it('runs a lone item at once, alone, and answers it', async () => {
    const b = recorded();
    const one = b.submit('a', 1);
    expect(b.calls.map((c) => c.items)).toEqual([[{ group: 'a', n: 1 }]]);
    b.calls[0]!.finish();
    expect(await one).toBe(10);
  });

  it('gathers what arrives while a call runs into the next, up to its size, one per group', async () => {
    const b = recorded(3);
    const answers = [b.submit('a', 1), b.submit('b', 2), b.submit('c', 3), b.submit('b', 4), b.submit('d', 5)];
    answers.push(b.submit('e', 6));
    expect(b.calls).toHaveLength(1);
    b.calls[0]!.finish();
    await tick();
    // b's second item waits: a call never holds two of one group.
    expect(b.calls[1]!.items.map((i) => i.n)).toEqual([2, 3, 5]);
    b.calls[1]!.finish();
    await tick();
    expect(b.calls[2]!.items.map((i) => i.n)).toEqual([4, 6]);
    b.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('starts another call while one runs only once `gather` items wait, and never more than `inFlight`', async () => {
    const b = recorded(2, 2, 2);
    const answers = [b.submit('a', 1), b.submit('b', 2)];
    expect(b.calls).toHaveLength(1);
    answers.push(b.submit('c', 3), b.submit('d', 4), b.submit('e', 5));
    expect(b.calls.map((c) => c.items.map((i) => i.n))).toEqual([[1], [2, 3]]);
    b.calls[1]!.finish();
    await tick();
    expect(b.calls[2]!.items.map((i) => i.n)).toEqual([4, 5]);
    b.calls[0]!.finish();
    b.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('keeps a group out of a call while another call holds it', async () => {
    const b = recorded(4, 2, 1);
    const answers = [b.submit('a', 1), b.submit('a', 2), b.submit('b', 3)];
    // The second call may start, but not with a's second item, which waits for the first call.
    expect(b.calls.map((c) => c.items.map((i) => i.n))).toEqual([[1], [3]]);
    b.calls[1]!.finish();
    await tick();
    expect(b.calls).toHaveLength(2);
    b.calls[0]!.finish();
    await tick();
    expect(b.calls[2]!.items.map((i) => i.n)).toEqual([2]);
    b.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });

  it("gives a failed call's error to each of its items, and goes on with the rest", async () => {
    const b = recorded(2);
    const first = b.submit('a', 1);
    const second = Promise.allSettled([b.submit('b', 2), b.submit('c', 3)]);
    const third = b.submit('d', 4);
    b.calls[0]!.finish();
    await tick();
    b.calls[1]!.finish(new Error('statement failed'));
    await tick();
    b.calls[2]!.finish();
    expect(await first).toBe(10);
    expect((await second).map((s) => s.status === 'rejected' && String(s.reason))).toEqual([
      'Error: statement failed',
      'Error: statement failed',
    ]);
    expect(await third).toBe(40);
  });
});
