import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PASSWORD, registerMember, uniqueUsername, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** The text of the QR code in a JPEG file, decoded as a phone's camera would read it. */
function readQr(file: string): string | null {
  const image = jpeg.decode(readFileSync(file), { useTArray: true });
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

test('a member shares the invite poster; its QR code signs a friend up who then shows, masked, in the invite list', async ({
  page,
  browser,
}) => {
  await registerMember(page);
  const code = (await page.getByTestId('mine-invite-code').textContent())!.replace(/^.*\s/, '');
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  await page.locator('.mine-links .adm-list-item', { hasText: zh['invite.title'] }).click();
  await expect(page.getByRole('heading', { name: zh['invite.title'] })).toBeVisible();
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  const link = await page.getByTestId('invite-link').textContent();
  expect(link).toContain(`#/pages/userPages/register?inviteCode=${code}`);
  await expect(page.getByText(zh['invite.empty']).first()).toBeVisible();

  await page.locator('.adm-list-item', { hasText: zh['invite.to_share'] }).click();
  await expect(page.getByRole('heading', { name: zh['invite.share_title'] })).toBeVisible();
  await expect(page.getByTestId('share-poster')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: zh['invite.save_image'] }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`invite-${code}.jpg`);
  const scanned = readQr((await saved.path())!);
  expect(scanned).toBe(link);

  // The friend opens the link on a phone of their own: the form has the code already.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const friend = await friendContext.newPage();
  await friend.goto(scanned!);
  await expect(friend.getByLabel(zh['register.invite_code'], { exact: true })).toHaveValue(code);
  const username = uniqueUsername();
  await friend.getByLabel(zh['login.username'], { exact: true }).fill(username);
  await friend.getByLabel(zh['login.password'], { exact: true }).fill(PASSWORD);
  await friend.getByLabel(zh['register.confirm_password'], { exact: true }).fill(PASSWORD);
  await friend.getByLabel(zh['register.phone'], { exact: true }).fill('13800138000');
  await friend.getByLabel(zh['register.real_name'], { exact: true }).fill('李四');
  await friend.getByLabel(zh['register.withdraw_password'], { exact: true }).fill('123456');
  await friend.getByText(zh['register.agree_prefix']).click();
  await friend.getByRole('button', { name: zh['register.submit'] }).click();
  await expect(friend).toHaveURL(/#\/pages\/tabbarPages\/mine\/index$/);
  await friendContext.close();

  await page.goto(MINE);
  await page.locator('.mine-links .adm-list-item', { hasText: zh['invite.title'] }).click();
  const masked = `${username.slice(0, 2)}***${username.slice(-1)}`;
  await expect(page.getByTestId('invitee')).toHaveCount(1);
  await expect(page.getByTestId('invitee')).toContainText(masked);
  await expect(page.getByTestId('invitee')).toContainText(zh['invite.deposit_no']);
  await expect(page.getByText(username)).toHaveCount(0);
  await expect(page.locator('.invite-stat', { hasText: zh['invite.level1'] })).toContainText('1');

  await page.goto('./#/pages/mine/share_detail');
  await expect(page.getByTestId('rebate-tier').first()).toContainText('0.50%');
  await page.goto('./#/pages/mine/joinOur');
  await page.getByRole('button', { name: zh['invite.join_contact'] }).click();
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/service\/index$/);
});
