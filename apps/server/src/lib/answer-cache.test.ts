import { describe, expect, it } from 'vitest';
import { testFeed } from '../../test/test-feed.ts';
import { answerCache } from './answer-cache.ts';

/** A load whose answer the test gives when it chooses, counting its calls. */
function controlledLoad<T>() {
  const calls: ((value: T) => void)[] = [];
  const load = () => new Promise<{ value: T }>((resolve) => calls.push((value) => resolve({ value })));
  return { load, calls, answer: (i: number, value: T) => calls[i]!(value) };
}

describe('the answer cache', () => {
  it('loads once for readers arriving together, then answers from memory', async () => {
    const feed = testFeed();
    const cached = answerCache(feed);
    const { load, calls, answer } = controlledLoad<string>();
    const both = Promise.all([cached('k', load), cached('k', load)]);
    answer(0, 'v1');
    expect(await both).toEqual(['v1', 'v1']);
    expect(await cached('k', load)).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('never keeps an answer loaded before a change', async () => {
    const feed = testFeed();
    const cached = answerCache(feed);
    const { load, calls, answer } = controlledLoad<string>();
    const early = cached('k', load);
    feed.change();
    // A reader after the change does not join the load that started before it.
    const late = cached('k', load);
    expect(calls).toHaveLength(2);
    // The later load finishing first is the harder case: the earlier one must not overwrite it.
    answer(1, 'after');
    expect(await late).toBe('after');
    answer(0, 'before');
    expect(await early).toBe('before');
    expect(await cached('k', load)).toBe('after');
    expect(calls).toHaveLength(2);
  });

  it('forgets everything on a change, and reads through while it cannot hear changes', async () => {
    const feed = testFeed();
    const cached = answerCache(feed);
    let n = 0;
    const load = async () => ({ value: ++n });
    expect(await cached('k', load)).toBe(1);
    expect(await cached('k', load)).toBe(1);
    feed.change();
    expect(await cached('k', load)).toBe(2);
    feed.deaf = true;
    expect(await cached('k', load)).toBe(3);
    expect(await cached('k', load)).toBe(4);
  });

  it('keeps an answer no longer than it is true, and not one already past', async () => {
    const cached = answerCache(testFeed());
    let n = 0;
    const past = async () => ({ value: ++n, until: Date.now() - 1 });
    expect(await cached('k', past)).toBe(1);
    expect(await cached('k', past)).toBe(2);
  });
});
