import { LIVE_API, type LiveBet, type LiveRound } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

// The e2e platform runs the table on a 20 s cycle (LIVE_CYCLE_SECONDS in playwright.config.ts): 14 s of
// betting, then the deal until the next round opens. The waits below are in rounds of that cycle.
const CYCLE_MS = 20_000;

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
/** "1,234.50 元" as the pages write an amount. */
const yuan = (amount: string) =>
  fill(zh['money.cny'], { amount: amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',') });
const fen = (amount: string) => Math.round(Number(amount) * 100);

/** Seconds left on the countdown ("00:09"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('live-countdown').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return Number.isFinite(m) && Number.isFinite(s) ? m! * 60 + s! : 0;
}

/** Waits, checking every frame, until `selector` is on the page: for states that last a second or two. */
const seen = (page: Page, selector: string, timeout: number) =>
  page.waitForFunction((s) => document.querySelector(s) !== null, selector, { polling: 'raf', timeout });

test('from the live category into Live Baccarat: bet on the open round, watch the deal, see the result and the road grow, verify the round', async ({
  page,
  request,
  baseURL,
}) => {
  // Signing up and funding, up to a round to find one with time left, a round to its deal, and a slow machine's slack.
  test.setTimeout(150_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // The member's bets on a round as the page reads them (live/myRound), kept to compare with the screen.
  const rounds = new Map<string, { round: LiveRound; bets: LiveBet[] }>();
  page.on('response', async (response) => {
    if (!response.url().includes(`/api/${LIVE_API.myRound.path}`)) return;
    const body = (await response.json().catch(() => null)) as {
      code: number;
      data: { round: LiveRound; bets: LiveBet[] };
    };
    if (body?.code === 1) rounds.set(body.data.round.roundId, body.data);
  });

  // Home: the live category (its dictionary name) lists the table; it opens in the app.
  await page.goto('./#/');
  await page.locator('.home-menu').getByText('真人视讯', { exact: true }).click();
  const grid = page.getByTestId('game-grid');
  await expect(grid).toContainText(zh['live.table.live_baccarat']);
  await grid
    .getByRole('button', { name: fill(zh['games.open_game'], { name: zh['live.table.live_baccarat'] }) })
    .click();
  await expect(page).toHaveURL(/#\/pages\/home\/game\?game=live_baccarat$/);
  await expect(page.getByRole('heading', { name: zh['live.table.live_baccarat'] })).toBeVisible();
  await expect(page.getByTestId('live-balance')).toHaveText(yuan('500.00'));

  // A round taking bets with 6 s or more left for the chips: this one, or the next within two cycles.
  await expect
    .poll(
      async () =>
        (await page.getByTestId('live-phase').textContent()) === zh['live_page.closes_in'] &&
        (await secondsLeft(page)) >= 6,
      { timeout: 2 * CYCLE_MS, message: 'a round taking bets with 6 s left' },
    )
    .toBe(true);
  const roundNo = (await page.getByTestId('live-round').textContent())!;
  const roundId = `live_baccarat-${roundNo}`;
  const beads = page.getByTestId('bead-plate').locator('.bead');
  const roadBefore = await beads.count();

  // Chips: 10 on Banker, 5 on Player, confirmed onto the open round.
  await page.getByRole('button', { name: fill(zh['live_page.chip'], { amount: '10.00' }) }).click();
  await page.getByTestId('live-spot-banker').click();
  await page.getByRole('button', { name: fill(zh['live_page.chip'], { amount: '5.00' }) }).click();
  await page.getByTestId('live-spot-player').click();
  await expect(page.getByTestId('live-total')).toHaveText(yuan('15.00'));
  const answered = page.waitForResponse((r) => r.url().includes(`/api/${LIVE_API.bet.path}`));
  await page.getByRole('button', { name: zh['live_page.confirm'] }).click();
  const placed = (await (await answered).json()) as { code: number; data: { bets: LiveBet[]; balance: string } };
  expect(placed.code).toBe(1);
  expect(placed.data.bets.map((b) => [b.roundId, b.spot, b.amount])).toEqual([
    [roundId, 'player', '5.00'],
    [roundId, 'banker', '10.00'],
  ]);
  await expect(page.getByText(zh['live.bet_placed'])).toBeVisible();
  await expect(page.getByTestId('live-balance')).toHaveText(yuan('485.00'));
  await expect(page.getByTestId('live-my-bet')).toHaveCount(2);

  // The close: no more bets; then the deal comes card by card (a card still face down on the felt).
  await seen(page, '[data-testid="no-more-bets"]', CYCLE_MS);
  await seen(page, '.live-felt .pcard:not(.pcard-up)', CYCLE_MS);
  const winner = page.getByTestId('live-winner');
  // Every card up within the deal's part of the cycle.
  await expect(winner).toBeVisible({ timeout: CYCLE_MS / 2 });
  await expect(page.getByTestId('live-round')).toHaveText(roundNo);

  // The result as the server settled it: the winner, the totals, the member's win or loss and balance.
  await expect(page.getByTestId('live-my-result')).toBeVisible({ timeout: CYCLE_MS / 2 });
  await expect
    .poll(() => rounds.get(roundId)?.bets.every((b) => b.payout !== null), { message: 'the paid bets the page read' })
    .toBe(true);
  const settled = rounds.get(roundId)!;
  const hand = settled.round.hand!;
  await expect(winner).toContainText(zh[`live_page.winner.${hand.winner}`]);
  await expect(winner).toContainText(
    fill(zh['live_page.totals'], { player: String(hand.playerTotal), banker: String(hand.bankerTotal) }),
  );
  await expect(page.locator('.live-felt [data-card]')).toHaveCount(hand.player.length + hand.banker.length);
  const paid = settled.bets.reduce((sum, b) => sum + fen(b.payout!), 0);
  const winLose = (paid - 1500) / 100;
  await expect(page.getByTestId('live-my-result')).toContainText(
    `${winLose < 0 ? '-' : '+'}${yuan(Math.abs(winLose).toFixed(2))}`,
  );
  await expect(page.getByTestId('live-balance')).toHaveText(yuan(((48_500 + paid) / 100).toFixed(2)));

  // The road grew by the round, as its newest bead.
  await expect(beads).toHaveCount(Math.min(roadBefore + 1, 60));
  await expect(beads.last()).toHaveAttribute('title', roundId);
  await expect(page.getByTestId('big-road').locator(`[title="${roundId}"]`)).toHaveCount(hand.winner === 'tie' ? 0 : 1);

  // The round checked on this device from its revealed seed.
  await page.getByRole('button', { name: zh['live_page.verify'] }).click();
  const check = page.getByTestId('live-verification');
  await expect(check).toContainText(roundId);
  await expect(check.getByTestId('live-seed')).toHaveText(settled.round.seed!);
  await expect(check.getByText(zh['live_page.verified'], { exact: true })).toBeVisible();

  // Then the next round's countdown (the sheet stays open over it), within a cycle.
  await expect(page.getByTestId('live-round')).not.toHaveText(roundNo, { timeout: CYCLE_MS });
  await expect(page.getByTestId('live-phase')).toHaveText(zh['live_page.closes_in']);
});
