import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** The badge on the My tab of the tab bar. */
const mineTabBadge = (page: Page) =>
  page.locator('.adm-tab-bar-item', { hasText: zh['tab.mine'] }).locator('.adm-badge');
/** The messages entry on the My page, with its badge. */
const messagesEntry = (page: Page) => page.locator('.mine-links .adm-list-item', { hasText: zh['messages.title'] });

test('a confirmed deposit’s message: its badge on My, the list, the message, and the badge gone', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  const orderNo = await depositThroughPage(page, '500.00');
  await operator.approveDeposit(orderNo);

  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(mineTabBadge(page)).toHaveText('1');
  await expect(messagesEntry(page).locator('.adm-badge')).toHaveText('1');

  await messagesEntry(page).click();
  await expect(page.getByRole('heading', { name: zh['messages.title'] })).toBeVisible();
  const row = page.getByTestId('message-row').filter({ hasText: zh['messages.kind.deposit_credited.title'] });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.adm-badge')).toBeVisible(); // the unread dot
  await row.click();

  await expect(page.getByRole('heading', { name: zh['messages.detail_title'] })).toBeVisible();
  await expect(page.locator('.message-title')).toHaveText(zh['messages.kind.deposit_credited.title']);
  await expect(page.locator('.message-detail .message-text')).toContainText('500.00');
  await expect(page.locator('.message-detail .message-text')).toContainText(orderNo);

  await page.goBack();
  await expect(row.locator('.adm-badge')).toHaveCount(0);
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(messagesEntry(page)).toBeVisible();
  await expect(messagesEntry(page).locator('.adm-badge')).toHaveCount(0);
  await expect(mineTabBadge(page)).toHaveCount(0);

  // The platform notices share the page, on their own tab.
  await messagesEntry(page).click();
  await page.locator('.adm-tabs-tab', { hasText: zh['messages.tab.notices'] }).click();
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
});
