import { LOTTERY_GAMES } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** The central balance on the lottery page, e.g. "500.00". */
async function expectLotteryBalance(page: Page, amount: string) {
  await expect(page.getByTestId('lottery-balance')).toHaveText(fill(zh['money.cny'], { amount }));
}

/** Seconds left on the close countdown ("00:42"). */
async function closeSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('close-countdown').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return Number.isFinite(m) && Number.isFinite(s) ? m! * 60 + s! : 0;
}

test('from home into Fast 3: bet, watch the draw, see the result and the balance, find the verified bet in the records', async ({
  page,
  request,
  baseURL,
}) => {
  // Up to half a minute to a draw with room to withdraw, a minute to its close, 10 s to the draw,
  // plus signing up and funding.
  test.setTimeout(180_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  // A member funds the wallet through the deposit page; the operator confirms the payment.
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // Home: the lottery is a game of the grid; opening it goes to its page in the app.
  await page.goto('./#/');
  await page.getByRole('button', { name: fill(zh['games.open_game'], { name: '快3' }) }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/game\?game=fast3$/);
  await expect(page.getByRole('heading', { name: '快3' })).toBeVisible();
  await expectLotteryBalance(page, '500.00');
  await expect(page.getByTestId('open-commitment')).toHaveText(/^[0-9a-f]{64}$/);

  // Not in the draw's last part, where bets stand, nor just before it: wait for the next draw instead.
  const lock = LOTTERY_GAMES.fast3.withdrawLockSeconds;
  if ((await closeSeconds(page)) < lock + 10) {
    const before = await page.getByTestId('open-draw').textContent();
    await expect(page.getByTestId('open-draw')).not.toHaveText(before ?? '', { timeout: (lock + 20) * 1000 });
  }
  const openDraw = (await page.getByTestId('open-draw').textContent())!;
  const drawNo = /\d{8}-\d{4}/.exec(openDraw)![0];

  // The slip: Big at 10 a bet, confirmed in the dialog.
  await page.getByRole('button', { name: /^大 赔率/ }).click();
  await page.getByRole('button', { name: '10', exact: true }).click();
  await expect(page.getByTestId('slip-total')).toHaveText(fill(zh['money.cny'], { amount: '10.00' }));
  await page.locator('.bet-bar').getByRole('button', { name: zh['lottery_page.place'] }).click();
  const dialog = page.getByTestId('slip-confirm');
  await expect(dialog).toContainText(openDraw);
  await expect(dialog).toContainText('大');
  await page.locator('.adm-dialog').getByRole('button', { name: zh['lottery_page.place'] }).click();
  await expect(page.getByText(zh['lottery.placed'])).toBeVisible();
  await expectLotteryBalance(page, '490.00');

  const bet = page.getByTestId('my-bet').filter({ hasText: openDraw });
  await expect(bet).toContainText(zh['lottery_page.waiting']);
  await expect(bet.getByRole('button', { name: zh['lottery_page.cancel'] })).toBeVisible();
  // In the draw's last part the bet stands: no withdraw, and the page says why.
  await expect(page.getByTestId('withdraw-locked')).toHaveText(
    fill(zh['lottery_page.withdraw_locked'], { seconds: String(lock) }),
    { timeout: 70_000 },
  );
  await expect(bet.getByRole('button', { name: zh['lottery_page.cancel'] })).toBeHidden();

  // The countdown reaches the close, then the draw; the result arrives (stream or polling).
  await expect(page.getByTestId('awaiting-draw')).toHaveText(openDraw, { timeout: 70_000 });
  await expect(page.getByTestId('draw-countdown')).toHaveText(/\d{2}:\d{2}|…/);
  await expect(page.getByTestId('last-draw')).toHaveText(openDraw, { timeout: 30_000 });
  await expect(page.getByTestId('recent-results').locator('li').first()).toContainText(drawNo);

  // Settled: won pays 10 x 1.99, lost pays nothing; the balance shows it.
  await expect(bet).toContainText(new RegExp(`${zh['lottery_page.won']}|${zh['lottery_page.lost']}`), {
    timeout: 20_000,
  });
  // "未中奖" (lost) contains "中奖" (won): ask for the loss.
  const won = !(await bet.textContent())!.includes(zh['lottery_page.lost']);
  await expectLotteryBalance(page, won ? '509.90' : '490.00');

  // The member's orders, then all bet records: the bet is there with its result.
  await page.getByRole('button', { name: zh['lottery_page.all_orders'] }).click();
  await expect(page.getByRole('heading', { name: zh['lottery_page.orders_title'] })).toBeVisible();
  await page.getByRole('button', { name: zh['lottery_page.bet_records'] }).click();
  await expect(page.getByRole('heading', { name: zh['bet_record.title'] })).toBeVisible();
  await expect(page.getByTestId('bet-totals')).toContainText(won ? '+9.90' : '-10.00');
  const record = page.locator('.paged-list .adm-list-item').filter({ hasText: '快3' }).filter({ hasText: '大' });
  await expect(record).toHaveCount(1);
  await record.click();

  // Its details, with the draw recomputed in the browser.
  await expect(page.getByRole('heading', { name: zh['bet_record.detail_title'] })).toBeVisible();
  await expect(page.locator('.bet-fields')).toContainText(`fast3-${drawNo}`);
  await expect(page.locator('.bet-fields')).toContainText('10.00');
  const verification = page.getByTestId('draw-verification');
  await expect(verification.getByText(zh['draw.verified'], { exact: true })).toBeVisible();
  await expect(verification).not.toContainText(zh['draw.mismatch']);
});

test('a venue under maintenance says so; a favourite shows at once, is under Collection, and is still there after a reload', async ({
  page,
}) => {
  await registerMember(page);
  await page.goto('./#/');

  // This platform runs no demo venue: its games are listed as under maintenance and say so instead of opening.
  const venueGame = page.locator('[data-code=lantern_reels]');
  await expect(venueGame).toContainText(zh['catalogue.status.maintenance']);
  await venueGame.getByRole('button', { name: fill(zh['games.open_game'], { name: '灯笼转轴' }) }).click();
  await expect(page.getByText(zh['games.maintenance_text'])).toBeVisible();
  await page.getByRole('button', { name: zh['games.ok'] }).click();
  await expect(page).toHaveURL(/#\/$/);

  const star = page.getByRole('button', { name: fill(zh['games.collect'], { name: 'PC28' }) });
  await star.click();
  const starred = page.getByRole('button', { name: fill(zh['games.uncollect'], { name: 'PC28' }) });
  await expect(starred).toHaveAttribute('aria-pressed', 'true');

  await page.locator('.home-tabs').getByText(zh['games.tab.collection'], { exact: true }).click();
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-card')).toHaveCount(1);
  await expect(grid).toContainText('PC28');

  await page.reload();
  await expect(page.getByTestId('game-grid')).toContainText('PC28');
  await expect(page.getByRole('button', { name: fill(zh['games.uncollect'], { name: 'PC28' }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Taking the star away takes the game out of Collection at once.
  await page.getByRole('button', { name: fill(zh['games.uncollect'], { name: 'PC28' }) }).click();
  await expect(page.getByText(zh['games.no_favourites'])).toBeVisible();
});
