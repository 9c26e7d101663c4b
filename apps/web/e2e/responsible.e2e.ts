import { expect, test, type Page } from '@playwright/test';
import { operatorSession, tinyPng } from './money-support';
import { registerMember, logIn, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

async function openResponsible(page: Page) {
  await page.goto(MINE);
  await page.getByText(zh['responsible.page.title'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['responsible.page.title'] })).toBeVisible();
}

/** On the recharge page: FPS, an amount by its quick chip, payer name and proof, then submit. */
async function tryDeposit(page: Page, amountChip: string) {
  await page.goto(MINE);
  await page.getByRole('button', { name: zh['mine.deposit'] }).click();
  await expect(page.getByRole('heading', { name: zh['recharge.title'] })).toBeVisible();
  await page.getByRole('radio', { name: zh['deposit.type.fps'] }).click();
  await page.getByText(amountChip, { exact: true }).click();
  await page.getByLabel(zh['recharge.payer_name'], { exact: true }).fill('张三');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
  await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
  await uploaded;
  const answer = page.waitForResponse((r) => r.url().includes('/api/recharge/submit'));
  await page.getByRole('button', { name: zh['recharge.submit'] }).click();
  return (await (await answer).json()) as { code: number; error?: string };
}

test('a daily deposit limit refuses a deposit over it on the deposit page; a 24-hour cool-off refuses sign-in with its end', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  const { username, password } = await registerMember(page);

  // A new limit applies at once.
  await openResponsible(page);
  const day = page.getByTestId('limit-deposit_day');
  await day.getByPlaceholder(zh['responsible.limit.placeholder']).fill('100');
  await day.getByRole('button', { name: zh['responsible.limit.save'] }).click();
  await expect(day.getByTestId('limit-amount')).toHaveText('当前限额：100.00');

  const refused = await tryDeposit(page, '1,000.00');
  expect(refused).toMatchObject({ code: 0, error: 'responsible.refused.deposit_day' });
  await expect(page.getByText(/本次存款将超出您的每日存款限额100\.00元（已用0\.00元），限额于.+重置/)).toBeVisible();
  await expect(page.getByRole('heading', { name: zh['recharge.title'] })).toBeVisible();

  // A 24-hour cool-off, confirmed with the login password.
  await openResponsible(page);
  await page.getByPlaceholder(zh['responsible.exclusion.password']).fill(password);
  await page.getByRole('button', { name: zh['responsible.exclusion.start'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: zh['responsible.exclusion.start'] }).click();
  const active = page.getByTestId('exclusion-active');
  await expect(active).toContainText('冷静期中，至');
  const until = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec((await active.textContent()) ?? '')![1]!;

  // Signed out on this device, signing in again is refused with the end date.
  await page.evaluate(() => localStorage.clear());
  await page.goto('./#/pages/userPages/login');
  await logIn(page, username, password);
  await expect(page.getByText(`您正处于冷静期，${until}之前无法登录`)).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
});
