import { expect, test } from '@playwright/test';
import { en, PASSWORD, registerMember, zh } from './support';

test('switching to English changes the texts and is kept after a reload', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['mine.settings']).click();
  await expect(page.getByRole('heading', { name: zh['set.title'] })).toBeVisible();
  await expect(page.getByText('1.4.1')).toBeVisible();

  await page.getByText(en['lang.en']).click();
  await expect(page.getByRole('heading', { name: en['set.title'] })).toBeVisible();
  await expect(page.getByText(en['set.update_password'])).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: en['set.title'] })).toBeVisible();

  await page.getByRole('button', { name: en['nav.back'] }).click();
  await expect(page.getByRole('heading', { name: en['mine.title'] })).toBeVisible();
  await expect(page.getByText(en['tab.mine'], { exact: true }).last()).toBeVisible();
  await expect(page.getByText(en['tab.home'], { exact: true })).toBeVisible();
  await expect(page.getByText(en['mine.balance'])).toBeVisible();
});

test('set the withdrawal password page offers change once one is set', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['mine.settings']).click();
  await expect(page.getByText(zh['set.withdraw_password_change'])).toBeVisible();
  await page.getByText(zh['set.withdraw_password'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['wpwd.change_title'] })).toBeVisible();

  await page.getByLabel(zh['wpwd.login_password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(zh['wpwd.old'], { exact: true }).fill('123456');
  await page.getByLabel(zh['wpwd.new'], { exact: true }).fill('654321');
  await page.getByLabel(zh['wpwd.confirm'], { exact: true }).fill('654321');
  await page.getByRole('button', { name: zh['wpwd.submit'] }).click();
  await expect(page.getByText(zh['user.withdraw_password_changed'])).toBeVisible();
  await expect(page.getByRole('heading', { name: zh['set.title'] })).toBeVisible();
});
