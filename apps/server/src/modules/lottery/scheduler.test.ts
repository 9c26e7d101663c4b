import { describe, expect, it } from 'vitest';
import { LOTTERY_API } from '@app/contract';
import { buildTestApp, callEndpoint } from '../../../test/helper.ts';

// The platform as it runs: the scheduler ticks by itself every second (real time).
const app = await buildTestApp({ SANDBOX_VENUE: 'false', VENUE_RECONCILE_INTERVAL_MS: '0', LOTTERY_SCHEDULER: 'true' });

describe('lottery scheduler', () => {
  it('starts with the app and creates the open draw of each game within a few seconds', async () => {
    await app.ready();
    const deadline = Date.now() + 10_000;
    let list: { game: string; current: { drawId: string; seed: string | null } | null }[] = [];
    while (Date.now() < deadline) {
      list = (await callEndpoint(app, LOTTERY_API.lotteryList)).body.data.list;
      if (list.every((g) => g.current)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(list.map((g) => g.game)).toEqual(['fast3', 'pc28']);
    for (const g of list)
      expect(g.current).toMatchObject({ drawId: expect.stringMatching(/^(fast3|pc28)-\d{8}-\d{4}$/), seed: null });
  });
});
