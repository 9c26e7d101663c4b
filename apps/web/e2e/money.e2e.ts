import { expect, test, type Page } from '@playwright/test';
import { bindCardByApi, depositThroughPage, newCardNumber, operatorSession } from './money-support';
import { PASSWORD, registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

async function openMine(page: Page) {
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
}

/** The central balance on My, e.g. "1,000.00". */
async function expectBalance(page: Page, amount: string) {
  await expect(page.locator('.wallet-amount')).toContainText(amount);
}

/** A list row of the records that holds all `texts`. */
function row(page: Page, ...texts: string[]) {
  let item = page.locator('.paged-list .adm-list-item');
  for (const text of texts) item = item.filter({ hasText: text });
  return item;
}

/** Opens the drop-down filter now titled `title` (its name, or the option chosen in it) and picks `option`. */
async function pickFilter(page: Page, title: string, option: string) {
  await page.locator('.adm-dropdown-item-title', { hasText: title }).click();
  await page.locator('.adm-dropdown-popup .adm-check-list-item', { hasText: option }).click();
}

async function pickRange(page: Page, label: string) {
  await page.locator('.adm-capsule-tabs-tab', { hasText: label }).click();
}

test('deposit with a proof, approved by an operator; transfer to a venue and back; turnover blocks the withdrawal; all in the records', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);

  // The amount rule of the contract, in the browser, with the server's message.
  await page.getByRole('button', { name: zh['mine.deposit'] }).click();
  await page.getByRole('radio', { name: zh['deposit.type.fps'] }).click();
  await page.getByLabel(zh['recharge.amount'], { exact: true }).fill('50');
  await page.getByLabel(zh['recharge.payer_name'], { exact: true }).click();
  await expect(page.getByText(zh['deposit.amount'])).toBeVisible();
  await page.goBack();

  const orderNo = await depositThroughPage(page, '1,000.00');
  await expect(page.getByText(zh['pay.status.pending'])).toBeVisible();
  // The pay page is its address: a reload shows the same order, and where to send the money.
  await expect(page).toHaveURL(new RegExp(`#/pages/home/pay\\?orderNo=${orderNo}$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: zh['pay.title'] })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText(zh['pay.status.pending'])).toBeVisible();
  await expect(page.getByText('012-345678-901')).toBeVisible();
  await operator.approveDeposit(orderNo);
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/recharge/getOrder'));
  await page.getByRole('button', { name: zh['pay.refresh'] }).click();
  expect((await refreshed).ok()).toBe(true);
  await expect(page.getByText(zh['pay.status.confirmed'])).toBeVisible();
  await page.reload();
  await expect(page.getByText(zh['pay.status.confirmed'])).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  // An order number the member does not have: the server's not-found message, nothing else.
  await page.goto(`./#/pages/home/pay?orderNo=D20990101000000000000`);
  await expect(page.getByText(zh['deposit.not_found'])).toBeVisible();

  await openMine(page);
  await expectBalance(page, '1,000.00');

  // Central -> house venue -> central, then one-click recycle.
  await page.getByRole('button', { name: zh['mine.transfer'] }).click();
  await expect(page.getByRole('heading', { name: zh['transfer.title'] })).toBeVisible();
  const amount = page.getByLabel(zh['transfer.amount'], { exact: true });
  const house = page.locator('.venue-list .adm-list-item', { hasText: '平台游戏' });
  await amount.fill('300');
  await page.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.getByText(zh['wallet.transfer_done'])).toBeVisible();
  await expect(house).toContainText('300.00');
  await expect(page.locator('.assets-central')).toContainText('700.00');

  await page.getByRole('button', { name: zh['transfer.swap'] }).click();
  await page.getByRole('button', { name: zh['transfer.all'], exact: true }).click();
  await expect(amount).toHaveValue('300.00');
  await page.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.locator('.assets-central')).toContainText('1,000.00');
  await expect(house).toContainText('0.00');

  await page.getByRole('button', { name: zh['transfer.swap'] }).click();
  await amount.fill('200');
  await page.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(house).toContainText('200.00');
  await page.getByRole('button', { name: zh['transfer.recycle'] }).click();
  const results = page.getByRole('region', { name: zh['transfer.recycle_results'] });
  await expect(results.locator('.adm-list-item', { hasText: '平台游戏' })).toContainText(
    zh['transfer.recycle.success'],
  );
  await expect(results).toContainText('200.00');
  await results.getByRole('button', { name: zh['form.confirm'] }).click();
  await expect(page.locator('.assets-central')).toContainText('1,000.00');

  // Bind a card: the card number's checksum is checked in the browser first.
  await openMine(page);
  await page.getByText(zh['mine.accounts']).click();
  await page.getByRole('button', { name: zh['accounts.add_bank'] }).click();
  await expect(page.getByRole('heading', { name: zh['bank_card.title'] })).toBeVisible();
  await expect(page.getByLabel(zh['bank_card.holder'], { exact: true })).toHaveValue('张三');
  await page.getByRole('button', { name: zh['bank_card.bank'] }).click();
  await page.locator('.adm-picker-view-column-item', { hasText: '中国工商银行' }).click();
  await page.locator('.adm-picker-header-button', { hasText: zh['form.confirm'] }).click();
  const card = newCardNumber('622202');
  const wrongDigit = `${card.slice(0, -1)}${(Number(card.slice(-1)) + 1) % 10}`;
  await page.getByLabel(zh['bank_card.number'], { exact: true }).fill(wrongDigit);
  await page.getByLabel(zh['bank_card.branch'], { exact: true }).fill('北京朝阳支行');
  await page.getByLabel(zh['security.form.login_password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zh['accounts.bind'] }).click();
  await expect(page.getByText(zh['payout.card_checksum'])).toBeVisible();
  await page.getByLabel(zh['bank_card.number'], { exact: true }).fill(card);
  await page.getByRole('button', { name: zh['accounts.bind'] }).click();
  await expect(page.getByText(zh['payout.added'])).toBeVisible();
  await expect(page.getByRole('heading', { name: zh['accounts.title'] })).toBeVisible();
  await expect(page.getByText(`**** **** **** ${card.slice(-4)}`)).toBeVisible();

  // Withdraw: fee and actual amount before submitting; the deposit's turnover is not worked off yet.
  await openMine(page);
  await page.getByRole('button', { name: zh['mine.withdraw'] }).click();
  await expect(page.getByRole('heading', { name: zh['withdrawal.title'] })).toBeVisible();
  await expect(page.locator('.account-choice')).toContainText(card.slice(-4));
  await page.getByLabel(zh['withdrawal.amount'], { exact: true }).fill('200');
  await expect(page.locator('.adm-list-item', { hasText: zh['withdrawal.actual'] })).toContainText('200.00');
  await expect(page.locator('.adm-list-item', { hasText: zh['withdrawal.fee'] })).toContainText('0.00');
  await page.getByLabel(zh['register.withdraw_password'], { exact: true }).fill('123456');
  await page.getByRole('button', { name: zh['withdrawal.submit'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: zh['withdraw.turnover_insufficient'] })).toBeVisible();

  // The records: the deposit under its type and status, the transfers under theirs.
  await openMine(page);
  await page.getByText(zh['mine.records']).click();
  await expect(page.getByRole('heading', { name: zh['trade.title'] })).toBeVisible();
  await expect(row(page, zh['records.type.deposit'])).toHaveCount(1);
  await pickFilter(page, zh['trade.type'], zh['records.type.deposit']);
  await expect(page.locator('.paged-list .adm-list-item')).toHaveCount(1);
  await pickFilter(page, zh['trade.status'], zh['records.status.success']);
  await expect(row(page, zh['records.type.deposit'], '1,000.00', zh['records.status.success'])).toHaveCount(1);
  await pickFilter(page, zh['records.status.success'], zh['records.status.pending']);
  await expect(page.getByText(zh['trade.empty'])).toBeVisible();
  await pickFilter(page, zh['records.status.pending'], zh['trade.all_statuses']);
  await row(page, zh['records.type.deposit']).click();
  await expect(page.getByRole('heading', { name: zh['trade.detail_title'] })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  // The detail page is its address too: after a reload it still shows the order, from the server.
  await expect(page).toHaveURL(new RegExp(`#/pages/mine/transactionDetail\\?orderNo=${orderNo}$`));
  const detail = page.waitForResponse((r) => r.url().includes('/api/record/getTradeDetail'));
  await page.reload();
  expect((await detail).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: zh['trade.detail_title'] })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.locator('.adm-list-item', { hasText: zh['trade.status'] })).toContainText(
    zh['records.status.success'],
  );
  await expect(page.locator('.adm-list-item', { hasText: zh['trade.amount'] })).toContainText('1,000.00');
  await page.goBack();
  await pickFilter(page, zh['records.type.deposit'], zh['records.type.transfer']);
  await expect(page.locator('.paged-list .adm-list-item')).toHaveCount(4);
  await pickRange(page, zh['range.yesterday']);
  await expect(page.getByText(zh['trade.empty'])).toBeVisible();
  await pickRange(page, zh['range.last7']);
  await expect(page.locator('.paged-list .adm-list-item')).toHaveCount(4);

  // The money log: the credit of the deposit, with the balance after it.
  await openMine(page);
  await page.getByText(zh['mine.money_log']).click();
  await expect(page.getByRole('heading', { name: zh['ledger.title'] })).toBeVisible();
  await pickFilter(page, zh['trade.type'], zh['moneylog.deposit']);
  await expect(row(page, zh['moneylog.deposit'], '+1,000.00')).toHaveCount(1);
});

test('a custom date range older than 30 days is refused with the rule’s message', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['mine.records']).click();
  await pickRange(page, zh['range.custom']);
  // The calendar reaches further back than the rule allows: its first day is long before the 30 days.
  const days = page.locator(
    '.adm-calendar-picker-view-cell:has(.adm-calendar-picker-view-cell-date):not(.adm-calendar-picker-view-cell-disabled)',
  );
  await days.nth(0).click();
  await days.nth(1).click();
  await page.locator('.adm-calendar-picker-footer .adm-button').click();
  await expect(page.getByText(zh['records.range_too_old'])).toBeVisible();
  await pickRange(page, zh['range.last30']);
  await expect(page.getByText(zh['trade.empty'])).toBeVisible();
});

test('a USDT address is checked by its checksum in the browser, bound, then deleted after a confirmation', async ({
  page,
}) => {
  await registerMember(page);
  await page.getByText(zh['mine.accounts']).click();
  await page.getByRole('button', { name: zh['accounts.add_usdt'] }).click();
  await page.getByLabel(zh['usdt.alias'], { exact: true }).fill('我的TRC');
  // One character changed in a real TRON address: the base58check checksum no longer matches.
  await page.getByLabel(zh['usdt.address'], { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
  await page.getByLabel(zh['security.form.login_password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zh['accounts.bind'] }).click();
  await expect(page.getByText(zh['payout.trc20_address'])).toBeVisible();
  await page.getByLabel(zh['usdt.address'], { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await page.getByRole('button', { name: zh['accounts.bind'] }).click();
  await expect(page.getByText(zh['payout.added'])).toBeVisible();
  const address = page.locator('.adm-list-item', { hasText: '我的TRC' });
  await expect(address).toContainText('TR7NHq');

  await address.getByRole('button', { name: new RegExp(zh['accounts.delete']) }).click();
  await page.getByRole('button', { name: zh['accounts.delete'], exact: true }).click();
  await expect(page.getByText(zh['payout.deleted'])).toBeVisible();
  await expect(address).toHaveCount(0);
});

test.describe('on a platform whose deposits add no turnover', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_NO_TURNOVER_PORT}/h5/` });

  test('bind a card and withdraw: held, paid by an operator, in the records', async ({ page, request, baseURL }) => {
    const operator = await operatorSession(request, baseURL!);
    await operator.offerFps();
    await registerMember(page);
    await operator.approveDeposit(await depositThroughPage(page, '500.00'));
    const card = newCardNumber('621700');
    await bindCardByApi(page, request, baseURL!, card);

    await openMine(page);
    await expectBalance(page, '500.00');
    await page.getByRole('button', { name: zh['mine.withdraw'] }).click();
    await expect(page.locator('.account-choice')).toContainText(card.slice(-4));
    await page.getByLabel(zh['withdrawal.amount'], { exact: true }).fill('300');
    await expect(page.locator('.adm-list-item', { hasText: zh['withdrawal.actual'] })).toContainText('300.00');
    await page.getByLabel(zh['register.withdraw_password'], { exact: true }).fill('123456');
    const submitted = page.waitForResponse((r) => r.url().includes('/api/withdraw/submit'));
    await page.getByRole('button', { name: zh['withdrawal.submit'] }).click();
    const { data } = (await (await submitted).json()) as { data: { orderNo: string } };

    // The records open on withdrawals; the amount is held until an operator pays.
    await expect(page.getByRole('heading', { name: zh['trade.title'] })).toBeVisible();
    await expect(row(page, zh['records.type.withdrawal'], '300.00', zh['records.status.pending'])).toHaveCount(1);
    await operator.payWithdrawal(data.orderNo);
    await page.reload();
    await expect(row(page, zh['records.type.withdrawal'], '300.00', zh['records.status.success'])).toHaveCount(1);

    await openMine(page);
    await expectBalance(page, '200.00');
  });
});
