import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { en, registerMember, zh } from './support';

// The platform whose demo venues are the sandbox venue (playwright.config.ts starts both).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_VENUE_PLATFORM_PORT}/h5/` });

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const cny = (amount: string) => fill(zh['money.cny'], { amount });
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const yuan = (n: number) => (n / 100).toFixed(2);

/** The central balance on the collect page's assets card, in fen. */
async function central(page: Page) {
  const card = page.getByRole('region', { name: zh['transfer.total'] });
  return fen((await card.locator('.assets-central .money-text').textContent())!);
}

test('a slot opens inside the app under its bar, plays there, and its venue wallet is collected back into the central wallet', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // Home: Lantern Reels opens in the app's frame, under the bar, without the tab bar.
  await page.goto('./#/');
  await page.getByRole('button', { name: fill(zh['games.open_game'], { name: '灯笼转轴' }) }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/gameA\?game=lantern_reels$/);
  const bar = page.getByRole('banner', { name: zh['game_frame.bar'] });
  await expect(bar).toContainText('灯笼转轴');
  await expect(bar.getByTestId('venue-balance')).toHaveText(cny('0.00'));
  await expect(page.locator('.tab-layout-bar')).toHaveCount(0);
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.getByRole('heading', { name: '灯笼转轴' })).toBeVisible();

  // 100 from the central wallet into the venue's, from the bar.
  await bar.getByRole('button', { name: zh['game_frame.transfer'] }).click();
  const sheet = page.getByRole('region', {
    name: fill(zh['game_frame.transfer_title'], { venue: '沙盒电子（演示）' }),
  });
  await sheet.getByLabel(zh['transfer.amount'], { exact: true }).fill('100');
  await sheet.getByRole('button', { name: zh['game_frame.transfer_submit'] }).click();
  await expect(page.getByText(zh['wallet.transfer_done'])).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(bar.getByTestId('venue-balance')).toHaveText(cny('100.00'));

  // One spin at 1.00 inside the frame: the venue takes the stake and pays what the reels say.
  await expect(game.getByRole('button', { name: '旋转' })).toBeEnabled();
  await game.getByRole('button', { name: '旋转' }).click();
  const message = game.locator('#message');
  await expect(message).toHaveText(/赢得|未中奖/, { timeout: 15_000 });
  const text = (await message.textContent())!;
  const win = text.includes('未中奖') ? 0 : fen(/赢得 ([\d.,]+)/.exec(text)![1]!);
  const venueBalance = 10_000 - 100 + win;
  await expect(game.locator('#balance')).toHaveText(yuan(venueBalance));
  // The bar asks the venue again when tapped.
  await bar.getByRole('button', { name: zh['game_frame.refresh_balance'] }).click();
  await expect(bar.getByTestId('venue-balance')).toHaveText(cny(yuan(venueBalance)));

  // Back where the member was: home, with the tab bar.
  await bar.getByRole('button', { name: zh['game_frame.back'] }).click();
  await expect(page).toHaveURL(/#\/$/);
  const tabs = page.getByRole('navigation', { name: zh['app.tabbar'] });
  await expect(tabs.getByText(zh['tab.home'], { exact: true })).toBeVisible();

  // Mine, then every venue wallet collected into the central one.
  await tabs.getByText(zh['tab.mine'], { exact: true }).click();
  await page.getByText(zh['collect.entry'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['collect.title'] })).toBeVisible();
  const slots = page.locator('.venue-list [data-venue=sandbox_slots]');
  await expect(slots).toContainText(cny(yuan(venueBalance)));
  await expect.poll(() => central(page)).toBe(40_000);
  await page.getByRole('button', { name: zh['transfer.recycle'] }).click();
  await expect(slots.getByTestId('collect-result')).toHaveText(
    `${zh['transfer.recycle.success']} ${cny(yuan(venueBalance))}`,
  );
  await expect.poll(() => central(page)).toBe(40_000 + venueBalance);
  await expect(slots).toContainText(cny('0.00'));
});

test('in English: the quick games, and a game that opens in a tab of its own with the page to come back to', async ({
  page,
}) => {
  await registerMember(page);
  await page.getByText(zh['mine.settings']).click();
  await page.getByText(en['lang.en']).click();
  await page.goto('./#/');

  // Home links the newest and the quick games.
  await page.getByRole('link', { name: en['game_lists.newest'] }).click();
  await expect(page.getByRole('heading', { name: en['game_lists.newest'] })).toBeVisible();
  await expect(page.getByTestId('game-grid')).toContainText('Star Voyage');
  await page.getByRole('button', { name: en['nav.back'] }).click();
  await page.getByRole('link', { name: en['game_lists.quick'] }).click();
  await expect(page.getByRole('heading', { name: en['game_lists.quick'] })).toBeVisible();
  const grid = page.getByTestId('game-grid');
  await expect(grid).toContainText('Lantern Reels');
  await expect(grid).not.toContainText('Fast 3');

  // Star Voyage will not show in a frame: it opens in a new tab, and the app shows where to come back.
  const popup = page.waitForEvent('popup');
  await grid.getByRole('button', { name: fill(en['games.open_game'], { name: 'Star Voyage' }) }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/play/);
  await expect(tab.getByRole('heading', { name: 'Star Voyage' })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/home\/gameB\?game=star_voyage$/);
  await expect(page.getByRole('heading', { name: 'Star Voyage' })).toBeVisible();
  await expect(page.getByText(en['game_tab.title'])).toBeVisible();
  await tab.close();
  await page.getByRole('button', { name: en['game_tab.back'] }).click();
  await expect(page.getByRole('heading', { name: en['game_lists.quick'] })).toBeVisible();
});
