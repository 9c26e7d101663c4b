import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** Types `amount` and taps Move in or Move out; waits for the server's answer and its toast. */
async function moveMoney(page: Page, direction: 'into' | 'turnout', amount: string) {
  await page.getByLabel(zh['interest.amount'], { exact: true }).fill(amount);
  const answer = page.waitForResponse((r) => r.url().includes(`/api/interest/${direction}`));
  await page.getByRole('button', { name: zh[`interest.${direction}`], exact: true }).click();
  expect(((await (await answer).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh[direction === 'into' ? 'interest.moved_in' : 'interest.moved_out'])).toBeVisible();
}

test('a member moves 1,000.00 into the interest wallet and back, and sees the balances and the history', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '1,000.00'));
  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('1,000.00');

  await page.getByText(zh['interest.entry'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['interest.title'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/interest$/);
  const balance = page.getByTestId('interest-balance');
  await expect(balance).toContainText('0.00');
  await expect(page.getByTestId('interest-rate')).toContainText('%');
  await expect(page.getByText(zh['interest.empty'])).toBeVisible();

  await moveMoney(page, 'into', '1000.00');
  await expect(balance).toContainText('1,000.00');
  const records = page.getByTestId('interest-record');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText(zh['interest.type.in']);
  await expect(records.first()).toContainText('+');

  // More than the wallet holds is refused by the server; nothing moves.
  await page.getByLabel(zh['interest.amount'], { exact: true }).fill('1000.01');
  await page.getByRole('button', { name: zh['interest.turnout'], exact: true }).click();
  await expect(page.getByText(zh['money.insufficient_balance'])).toBeVisible();
  await expect(balance).toContainText('1,000.00');

  await moveMoney(page, 'turnout', '1000.00');
  await expect(balance).toContainText('0.00');
  await expect(records).toHaveCount(2);
  await expect(records.first()).toContainText(zh['interest.type.out']);
  await expect(records.first()).toContainText('-');

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('1,000.00');
});
