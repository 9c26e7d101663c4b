import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

// The platform whose demo venues are the sandbox venue, on its short sportsbook schedule (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_VENUE_PLATFORM_PORT}/h5/` });

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** The book's page: in the app's frame (home/gameA) when it frames the venue's games, else the tab itself. */
async function bookPage(page: Page): Promise<Page | FrameLocator> {
  const frame = page.locator('iframe.game-frame');
  await expect
    .poll(async () => page.url().includes('/sports/play') || (await frame.count()) > 0, { timeout: 20_000 })
    .toBe(true);
  return page.url().includes('/sports/play') ? page : page.frameLocator('iframe.game-frame');
}

test('a member transfers to the sports venue, places a parlay in the football book, sees it settle, and finds its legs in the bet records', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // 200 of it into the sports venue's wallet.
  await page.goto('./#/pages/tabbarPages/mine/index');
  await page.getByRole('button', { name: zh['mine.transfer'] }).click();
  const venue = page.locator('.venue-list [data-venue=sandbox_sports]');
  await expect(venue).toContainText('沙盒体育（演示）');
  await venue.click();
  await page.getByLabel(zh['transfer.amount'], { exact: true }).fill('200');
  await page.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.getByText(zh['wallet.transfer_done'])).toBeVisible();
  await expect(venue).toContainText('200.00');

  // Home: the sports category lists the football and basketball books; the football book opens at the venue.
  await page.goto('./#/');
  await page.locator('.home-menu').getByText(zh['games.category.sports'], { exact: true }).click();
  const grid = page.getByTestId('game-grid');
  await expect(grid).toContainText('篮球竞猜');
  await grid.getByRole('button', { name: fill(zh['games.open_game'], { name: '足球竞猜' }) }).click();
  const book = await bookPage(page);
  await expect(book.getByRole('heading', { name: '足球竞猜' })).toBeVisible();
  await expect(book.locator('#balance')).toHaveText('200.00');

  // Two fixtures kicking off in 15 s or more: the home side of each, as one parlay of 10.00.
  const fixtures = book.locator('#matches .fixture');
  await expect(fixtures.first()).toBeVisible();
  const ids = await fixtures.evaluateAll(
    (cards, soon) =>
      cards
        .filter((c) => Number((c as HTMLElement).dataset.starts) > soon)
        .map((c) => (c as HTMLElement).dataset.fixtureId!),
    Date.now() + 15_000,
  );
  expect(ids.length).toBeGreaterThanOrEqual(2);
  for (const id of ids.slice(0, 2)) {
    await book.locator(`.sel[data-fixture="${id}"][data-market="1x2"][data-selection="home"]`).click();
  }
  await expect(book.locator('#slipTitle')).toHaveText('投注单（2）');
  await book.getByRole('button', { name: '串关', exact: true }).click();
  await book.locator('#stake').fill('10');
  await book.getByRole('button', { name: '确认投注' }).click();
  // Odds that moved in between are shown and must be accepted first.
  const placed = book.getByText('投注成功');
  const moved = book.getByRole('button', { name: '接受新赔率并投注' });
  await expect(placed.or(moved)).toBeVisible();
  if (await moved.isVisible()) await moved.click();
  await expect(placed).toBeVisible();
  await expect(book.locator('#balance')).toHaveText('190.00');

  // My bets: open until both fixtures have ended, then settled with their scores.
  await book.getByRole('button', { name: '我的注单' }).click();
  await expect(book.locator('#open-bets .bet')).toContainText('串关 ×2');
  const settled = book.locator('#settled-bets .bet');
  await expect(settled).toHaveCount(1, { timeout: 90_000 });
  await expect(settled.locator('.meta .tag')).toHaveText('已结算');
  await expect(settled.locator('.leg')).toHaveCount(2);
  const payout = /派彩 (\d+\.\d{2})/.exec((await settled.textContent()) ?? '')![1]!;
  const betId = (await settled.getAttribute('data-bet-id'))!;

  // The bet records: the parlay once the platform has pulled the venue's history, with its legs.
  await page.goto('./#/pages/mine/betRecord');
  await expect(page.getByRole('heading', { name: zh['bet_record.title'] })).toBeVisible();
  const record = page.locator('.paged-list .adm-list-item').filter({ hasText: '足球竞猜' });
  await expect(async () => {
    await page.reload();
    await expect(record).toHaveCount(1, { timeout: 2_000 });
    // Settled: the list shows what it won or lost (an unfinished bet shows its status instead).
    await expect(record).toContainText(/[+-][\d,]+\.\d{2}/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await record.click();
  await expect(page.getByRole('heading', { name: zh['bet_record.detail_title'] })).toBeVisible();
  await expect(page.locator('.bet-fields')).toContainText(betId);
  await expect(page.locator('.bet-fields')).toContainText(fill(zh['money.cny'], { amount: payout }));
  const detail = page.getByTestId('sports-bet');
  await expect(detail.getByRole('heading', { name: zh['sports.legs_title'] })).toBeVisible();
  await expect(detail).toContainText(fill(zh['sports.type.parlay'], { n: 2 }));
  const legs = detail.getByTestId('sports-leg');
  await expect(legs).toHaveCount(2);
  for (const leg of await legs.all()) {
    await expect(leg).toContainText(zh['sports.market.1x2']);
    await expect(leg.getByTestId('sports-leg-score')).toHaveText(/^\d+-\d+$/);
    await expect(leg).toContainText(/蔚蓝海岸联赛|玉河联赛/);
    await expect(leg).toContainText(new RegExp(`${zh['sports.leg.won']}|${zh['sports.leg.lost']}`));
  }
});
