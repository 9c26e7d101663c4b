import type { CacheTopic, ChangeFeed, Changed } from '../src/lib/invalidation.ts';

/** A change feed a test drives: `change(topic, key)` is an announced change, `deaf` a lost LISTEN connection. */
export function testFeed() {
  const listeners: { topic: CacheTopic; fn: Changed }[] = [];
  const feed = {
    deaf: false,
    onChange: (topic: CacheTopic, fn: Changed) => void listeners.push({ topic, fn }),
    heard: () => !feed.deaf,
    change: (topic: CacheTopic = 'catalogue', key?: string) =>
      listeners.filter((l) => l.topic === topic).forEach((l) => l.fn(key)),
  };
  return feed satisfies ChangeFeed;
}
