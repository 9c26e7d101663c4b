import { WHEEL_API, type Spin } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** An entry of My, by its text. */
function mineEntry(page: Page, text: string) {
  return page.locator('.mine-links .adm-list-item', { hasText: text });
}

/** "剩余 1 次抽奖机会" */
const chancesText = (n: number) => zh['wheel.chances'].replace('{{chances}}', String(n));

/** The prize a result dialog names: "恭喜获得 5.88元" names 5.88元; "谢谢参与" is itself the name of a spin that won nothing. */
function prizeOf(title: string): string {
  const [before, after] = zh['wheel.won'].split('{{name}}');
  return title.startsWith(before!) && title.endsWith(after!)
    ? title.slice(before!.length, title.length - after!.length)
    : title;
}

const isDraw = (url: string, method: string) => url.includes(`/api/${WHEEL_API.draw.path}`) && method === 'POST';

test('a member spins the wheel once with the spin a deposit earned, and verifies it after rotating the seed', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);

  // One spin per 100.00 deposited (docs/decisions.md, Lucky wheel).
  await operator.approveDeposit(await depositThroughPage(page, '100.00'));
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(page.locator('.wallet-amount')).toContainText('100.00');
  await mineEntry(page, zh['wheel.entry']).click();

  await expect(page.getByRole('heading', { name: zh['wheel.title'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/lottery$/);
  await expect(page.getByText(chancesText(1), { exact: true })).toBeVisible();
  await expect(page.getByTestId('wheel-nonce')).toHaveText('0');
  const commitment = (await page.getByTestId('wheel-commitment').textContent())!.trim();
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);

  let draws = 0;
  page.on('request', (r) => {
    if (isDraw(r.url(), r.method())) draws += 1;
  });
  const drawn = page.waitForResponse((r) => isDraw(r.url(), r.request().method()));
  await page.getByRole('button', { name: zh['wheel.spin'] }).dblclick();
  const answer = (await (await drawn).json()) as { code: number; data: Spin & { balance: string } };
  expect(answer.code).toBe(1);

  // The dialog comes once the wheel has stopped.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const title = (await dialog.locator('.adm-dialog-title').textContent())!.trim();
  const prize = prizeOf(title);
  expect(prize).toBe(answer.data.name);
  await dialog.getByRole('button', { name: zh['wheel.result_ok'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(chancesText(0), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: zh['wheel.spin'] })).toBeDisabled();
  await expect(page.getByTestId('wheel-nonce')).toHaveText('1');
  expect(draws).toBe(1);

  // The spin history: this spin, its seed still secret.
  await page.locator('.wheel-links .adm-list-item', { hasText: zh['wheel.records'] }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/lottery_info\?tab=records$/);
  const row = page.getByTestId('spin-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.spin-row-name')).toHaveText(prize);
  await expect(row).toContainText(zh['wheel.unrevealed']);

  // Rotating reveals the seed the spin was drawn with; the browser recomputes the spin from it.
  await page.getByRole('tab', { name: zh['wheel.fairness_title'] }).click();
  await expect(page.getByTestId('wheel-seed-pair')).toContainText(commitment);
  await page.getByLabel(zh['wheel.new_client_seed'], { exact: true }).fill('e2e-client-seed');
  await page.getByRole('button', { name: zh['wheel.rotate'] }).click();
  await expect(page.getByTestId('wheel-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText(zh['wheel.revealed_spins'].replace('{{spins}}', '1'))).toBeVisible();
  await expect(page.getByTestId('wheel-seed-pair')).toContainText('e2e-client-seed');
  await expect(page.getByTestId('wheel-seed-pair')).not.toContainText(commitment);
  await page.getByRole('tab', { name: zh['wheel.records'] }).click();
  await expect(row.locator('.spin-row-name')).toHaveText(prize);
  await expect(row).toContainText(zh['wheel.verified']);
  await expect(row).not.toContainText(zh['wheel.mismatch']);

  // A cash prize was paid at once; an item prize waits in the redemption record for staff to send it.
  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText(answer.data.balance);
  await mineEntry(page, zh['wheel.awards_title']).click();
  await expect(page.getByRole('heading', { name: zh['wheel.awards_title'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/redemptionRecord$/);
  if (answer.data.kind === 'item') {
    const award = page.getByTestId('award-row');
    await expect(award).toHaveCount(1);
    await expect(award).toContainText(prize);
    await expect(award).toContainText(zh['wheel.state_pending']);
  } else {
    await expect(page.getByText(zh['wheel.awards_empty'], { exact: true })).toBeVisible();
    await expect(page.getByTestId('award-row')).toHaveCount(0);
  }
});
