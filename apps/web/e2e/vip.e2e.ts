import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** The VIP tag on My, a link to the VIP page. */
function vipTag(page: Page, level: number) {
  return page.getByRole('link', { name: zh['mine.vip'].replace('{{level}}', String(level)), exact: true });
}

/** The row of a perk on the VIP page, by its label as shown ("晋级礼金 VIP1"). */
function perkRow(page: Page, label: string) {
  return page.locator('.vip-perk', { hasText: label });
}

test('a first deposit reaches VIP1: its level-up gift is claimed once, credited and in the money log', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await expect(vipTag(page, 0)).toBeVisible();

  // The demo table: VIP1 at 100.00 of deposits and no turnover, with a level-up gift of 8.00.
  await operator.approveDeposit(await depositThroughPage(page, '100.00'));
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(page.locator('.wallet-amount')).toContainText('100.00');
  // The level is worked out again when My shows; the profile's VIP0 may show first.
  await expect(vipTag(page, 1)).toBeVisible();
  await vipTag(page, 1).click();

  await expect(page.getByRole('heading', { name: zh['vip.title'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/vip$/);
  const levelUp = perkRow(page, `${zh['rewards.perk.levelUp']} VIP1`);
  await expect(levelUp).toContainText('8.00');
  const claim = levelUp.getByRole('button', { name: zh['vip.claim'] });
  await expect(claim).toBeEnabled();

  let claims = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/common/claim')) claims += 1;
  });
  const claimed = page.waitForResponse((r) => r.url().includes('/api/common/claim'));
  await claim.dblclick();
  expect(((await (await claimed).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh['rewards.claimed'], { exact: true })).toBeVisible();
  await expect(levelUp).toContainText(zh['vip.claimed_label']);
  await expect(levelUp.getByRole('button')).toHaveCount(0);
  expect(claims).toBe(1);

  // A second look asks the server again: still claimed.
  await page.reload();
  await expect(page.getByRole('heading', { name: zh['vip.title'] })).toBeVisible();
  await expect(levelUp).toContainText(zh['vip.claimed_label']);
  await expect(levelUp.getByRole('button')).toHaveCount(0);

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('108.00');

  // The money log: the gift as a bonus credit.
  await page.getByText(zh['mine.money_log']).click();
  await expect(page.getByRole('heading', { name: zh['ledger.title'] })).toBeVisible();
  await page.locator('.adm-dropdown-item-title', { hasText: zh['trade.type'] }).click();
  await page.locator('.adm-dropdown-popup .adm-check-list-item', { hasText: zh['moneylog.bonus'] }).click();
  await expect(page.locator('.paged-list .adm-list-item').filter({ hasText: '+8.00' })).toHaveCount(1);
});
