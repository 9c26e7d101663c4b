import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

// The platform whose demo venues are the sandbox venue (playwright.config.ts starts both).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_VENUE_PLATFORM_PORT}/h5/` });

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const fen = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

/** The fishing page: in the app's frame (home/gameA) when it frames the venue's games, else the tab itself. */
async function fishingPage(page: Page): Promise<Page | FrameLocator> {
  const frame = page.locator('iframe.game-frame');
  await expect
    .poll(async () => page.url().includes('/fishing/play') || (await frame.count()) > 0, { timeout: 20_000 })
    .toBe(true);
  return page.url().includes('/fishing/play') ? page : page.frameLocator('iframe.game-frame');
}

test('a member fishes at the sandbox venue from the fishing category, leaves, and finds the session summed up in the bet records', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // 200 of it into the fishing venue's wallet.
  await page.goto('./#/pages/tabbarPages/mine/index');
  await page.getByRole('button', { name: zh['mine.transfer'] }).click();
  await expect(page.getByRole('heading', { name: zh['transfer.title'] })).toBeVisible();
  const venue = page.locator('.venue-list [data-venue=sandbox_fishing]');
  await expect(venue).toContainText('沙盒捕鱼（演示）');
  await venue.click();
  await page.getByLabel(zh['transfer.amount'], { exact: true }).fill('200');
  await page.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.getByText(zh['wallet.transfer_done'])).toBeVisible();
  await expect(venue).toContainText('200.00');

  // Home: the fishing category lists both fishing games; Reef Hunter opens at the venue.
  await page.goto('./#/');
  await page.locator('.home-menu').getByText(zh['games.category.fishing'], { exact: true }).click();
  const grid = page.getByTestId('game-grid');
  await expect(grid).toContainText('礁石猎手');
  await expect(grid).toContainText('龙渊深海');
  await grid.getByRole('button', { name: fill(zh['games.open_game'], { name: '礁石猎手' }) }).click();
  const game = await fishingPage(page);

  // The venue's page: its balance, and the seed's hash committed before the first shot.
  await expect(game.getByRole('heading', { name: '礁石猎手' })).toBeVisible();
  await expect(game.getByTestId('balance')).toHaveText('200.00');
  const seedHash = game.getByTestId('seed-hash');
  await expect(seedHash).toHaveText(/^[0-9a-f]{64}$/);
  const hash = (await seedHash.textContent())!;
  const sessionId = (await game.getByTestId('session-id').textContent())!;

  // Eight shots of 0.50 at the locked-on clownfish, each decided by the venue.
  await game.getByRole('button', { name: '0.50', exact: true }).click();
  for (let shot = 1; shot <= 8; shot += 1) {
    await game.getByRole('button', { name: '开炮' }).click();
    await expect(game.getByTestId('shots')).toHaveText(String(shot));
    await expect(game.getByRole('button', { name: '开炮' })).toBeEnabled();
  }
  const won = fen((await game.getByTestId('won').textContent())!);
  await expect(game.getByTestId('balance')).toHaveText(((20_000 - 400 + won) / 100).toFixed(2));

  // Leaving ends the session and reveals its seed.
  await game.getByRole('button', { name: '离开' }).click();
  const summary = game.getByRole('dialog', { name: '本场已结束' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('您已离开本场');
  const seed = (await game.getByTestId('seed').textContent())!;
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  await expect(game.getByRole('button', { name: '开炮' })).toBeDisabled();

  // The bet records: the session is one bet of 4.00 once the platform has pulled the venue's history.
  await page.goto('./#/pages/mine/betRecord');
  await expect(page.getByRole('heading', { name: zh['bet_record.title'] })).toBeVisible();
  const record = page.locator('.paged-list .adm-list-item').filter({ hasText: '礁石猎手' });
  await expect(async () => {
    await page.reload();
    await expect(record).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(record).toContainText('4.00');
  await record.click();

  // Its detail: the shots summed up, the seed hash shown before play and the seed, checked on this device.
  await expect(page.getByRole('heading', { name: zh['bet_record.detail_title'] })).toBeVisible();
  await expect(page.locator('.bet-fields')).toContainText(sessionId);
  const detail = page.getByTestId('fishing-session');
  await expect(detail.getByRole('heading', { name: zh['fishing.session.title'] })).toBeVisible();
  await expect(detail.getByTestId('fishing-shots')).toContainText('8');
  await expect(detail.getByTestId('fishing-ended')).toContainText(zh['fishing.session.end.leave']);
  await expect(detail.getByTestId('fishing-seed-hash')).toHaveText(hash);
  await expect(detail.getByTestId('fishing-seed')).toHaveText(seed);
  await expect(detail.getByText(zh['fishing.session.hash_ok'])).toBeVisible();
  // Stake 4.00, the session's wins paid back, and the difference as its result.
  const yuan = (cents: number) => fill(zh['money.cny'], { amount: (Math.abs(cents) / 100).toFixed(2) });
  await expect(page.locator('.bet-fields')).toContainText(yuan(won));
  await expect(page.locator('.bet-fields')).toContainText(`${won - 400 < 0 ? '-' : '+'}${yuan(won - 400)}`);
});
