import type { CardRound } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const yuan = (amount: string) => fill(zh['money.cny'], { amount });
/** "1,234.50" as the pages write an amount. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');

async function expectBalance(page: Page, amount: string) {
  await expect(page.getByTestId('card-balance')).toHaveText(yuan(grouped(amount)));
}

test('from the card tab into Baccarat: chips, deal, cards and result, rotate the seed, the round verified from the bet records', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // The card tab lists the platform's card games; Baccarat opens its table in the app.
  await page.goto('./#/pages/tabbarPages/home/qp');
  const grid = page.getByTestId('game-grid');
  await expect(grid).toContainText(zh['cards.game.baccarat']);
  await expect(grid).toContainText(zh['cards.game.dragon_tiger']);
  await page.getByRole('button', { name: fill(zh['games.open_game'], { name: zh['cards.game.baccarat'] }) }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/game\?game=baccarat$/);
  await expect(page.getByRole('heading', { name: zh['cards.game.baccarat'] })).toBeVisible();
  await expectBalance(page, '500.00');

  // Chips: 10 twice on Banker, 5 on Player.
  await page.getByRole('button', { name: fill(zh['card_page.chip'], { amount: '10.00' }) }).click();
  await page.getByTestId('spot-banker').click();
  await page.getByTestId('spot-banker').click();
  await page.getByRole('button', { name: fill(zh['card_page.chip'], { amount: '5.00' }) }).click();
  await page.getByTestId('spot-player').click();
  await expect(page.getByTestId('spot-stake-banker')).toHaveText('20.00');
  await expect(page.getByTestId('table-total')).toHaveText(yuan('25.00'));

  // Deal: the round is played once; its cards come in one by one, then the result and the balance.
  const answered = page.waitForResponse((r) => r.url().includes('/api/cards/table/play'));
  await page.getByRole('button', { name: zh['card_page.deal'], exact: true }).click();
  const body = (await (await answered).json()) as { code: number; data: { round: CardRound; balance: string } };
  expect(body.code).toBe(1);
  const { round, balance } = body.data;
  expect(round.hand?.game).toBe('baccarat');
  const hand = round.hand!.game === 'baccarat' ? round.hand! : null;
  const result = page.getByTestId('round-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  const felt = page.locator('.table-felt');
  await expect(felt.locator('[data-card]')).toHaveCount(hand!.player.length + hand!.banker.length);
  await expect(page.getByTestId('points-player')).toHaveText(
    fill(zh['card_page.points'], { points: String(hand!.playerTotal) }),
  );
  await expect(page.getByTestId('points-banker')).toHaveText(
    fill(zh['card_page.points'], { points: String(hand!.bankerTotal) }),
  );
  const winLose = round.winLose!;
  await expect(page.getByTestId('round-win-lose')).toContainText(
    `${winLose.startsWith('-') ? '-' : '+'}${yuan(grouped(winLose.replace('-', '')))}`,
  );
  for (const bet of round.bets) {
    await expect(page.getByTestId(`spot-payout-${bet.spot}`)).toContainText(bet.payout!);
  }
  expect(Number(balance)).toBeCloseTo(500 - 25 + Number(round.payout), 2);
  await expectBalance(page, balance);
  await expect(page.getByTestId('recent-round')).toHaveCount(1);

  // Fairness: rotate the seed with a client seed of the member's; the old server seed is revealed.
  await page.getByRole('button', { name: zh['card_page.fairness'] }).click();
  const sheet = page.getByTestId('fairness-sheet');
  await expect(sheet.getByTestId('active-seed-hash')).toHaveText(round.fairness.serverSeedHash);
  await sheet.getByLabel(zh['card_page.client_seed'], { exact: true }).fill('e2e_seed-1');
  await sheet.getByRole('button', { name: zh['card_page.rotate'] }).click();
  await expect(page.getByText(zh['cards.seed_rotated'])).toBeVisible();
  const revealed = sheet.getByTestId('revealed-seed');
  await expect(revealed).toHaveCount(1);
  await expect(revealed).toContainText(round.fairness.serverSeedHash);
  await expect(revealed.getByTestId('revealed-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(sheet.getByTestId('active-seed-hash')).not.toHaveText(round.fairness.serverSeedHash);

  // The round in the bet records, and its detail: the cards, and the round recomputed here.
  await page.goto('./#/pages/mine/betRecord');
  await expect(page.getByRole('heading', { name: zh['bet_record.title'] })).toBeVisible();
  const record = page.locator('.paged-list .adm-list-item').filter({ hasText: zh['cards.game.baccarat'] });
  await expect(record).toHaveCount(1);
  await record.click();
  await expect(page.getByRole('heading', { name: zh['bet_record.detail_title'] })).toBeVisible();
  await expect(page.locator('.bet-fields')).toContainText(round.orderNo);
  await expect(page.getByTestId('table-hand').locator('[data-card]')).toHaveCount(
    hand!.player.length + hand!.banker.length,
  );
  const verification = page.getByTestId('card-verification');
  await expect(verification.getByText(zh['card_page.verified'], { exact: true })).toBeVisible();
  await expect(verification).not.toContainText(zh['card_page.mismatch']);
});
