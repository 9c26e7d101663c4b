import { expect, test } from '@playwright/test';
import { PASSWORD, logIn, registerMember, zh } from './support';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('sessions of two devices: the first sees the second, is told of it, and signs it out', async ({
  page,
  browser,
  baseURL,
}) => {
  const { username } = await registerMember(page);

  // A second device: another browser context with a phone's User-Agent.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI, locale: 'zh-CN' });
  const phonePage = await phone.newPage();
  await phonePage.goto('./#/pages/userPages/login');
  await logIn(phonePage, username, PASSWORD);
  await expect(phonePage).toHaveURL(/#\/pages\/tabbarPages\/mine\/index$/);

  // The first device: the security entry carries the unread notice.
  await page.reload();
  await page.getByText(zh['mine.settings']).click();
  const entry = page.locator('.adm-list-item', { hasText: zh['security.page.title'] });
  await expect(entry.locator('.adm-badge')).toHaveText('1');
  await entry.click();
  await expect(page.getByRole('heading', { name: zh['security.page.title'] })).toBeVisible();

  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const mine = rows.filter({ hasText: zh['security.page.this_device'] });
  await expect(mine).toContainText('Chrome');
  const other = rows.filter({ hasText: 'Safari · iOS' });
  await expect(other).toBeVisible();
  await expect(other).not.toContainText(zh['security.page.this_device']);

  const notice = page.getByTestId('notice-row').filter({ hasText: zh['security.notice.new_device.title'] });
  await expect(notice).toContainText('Safari / iOS');

  // End the phone's session after confirming.
  await other.getByRole('button', { name: zh['security.page.end'] }).click();
  await expect(page.getByText(zh['security.page.end_confirm'])).toBeVisible();
  await page.locator('.adm-dialog').getByRole('button', { name: zh['security.page.end'] }).click();
  await expect(page.getByText(zh['security.session_ended'])).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The phone's next page load finds its session gone and goes to login.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/#\/pages\/userPages\/login$/);
  await phone.close();

  // Back on the set page the notice is read: no badge.
  await page.getByRole('button', { name: zh['nav.back'] }).click();
  await expect(page.getByRole('heading', { name: zh['set.title'] })).toBeVisible();
  await expect(entry.locator('.adm-badge')).toHaveCount(0);
});
