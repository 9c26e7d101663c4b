import { expect, test } from '@playwright/test';
import { zh } from './support';

test('a bad username shows the rule under the field', async ({ page }) => {
  await page.goto('./#/pages/userPages/register');
  const username = page.getByLabel(zh['login.username'], { exact: true });
  await username.fill('1ab');
  await username.blur();
  await expect(page.getByText(zh['rules.username'])).toBeVisible();

  // Fixing it clears the message.
  await username.fill('ab12345');
  await expect(page.getByText(zh['rules.username'])).toBeHidden();
});

test('submitting an empty form shows every rule and asks for the agreement', async ({ page }) => {
  await page.goto('./#/pages/userPages/register');
  await page.getByRole('button', { name: zh['register.submit'] }).click();
  for (const key of ['rules.username', 'rules.password', 'rules.phone', 'rules.real_name', 'rules.agree'] as const) {
    await expect(page.getByText(zh[key])).toBeVisible();
  }
  await expect(page).toHaveURL(/#\/pages\/userPages\/register$/);
});

test('the terms and the privacy policy open in a popup', async ({ page }) => {
  await page.goto('./#/pages/userPages/register');
  await page.getByRole('button', { name: zh['register.terms'] }).click();
  await expect(page.getByText(zh['terms.body'])).toBeVisible();
  await page.getByRole('button', { name: zh['form.confirm'] }).click();
  await expect(page.getByText(zh['terms.body'])).toBeHidden();

  await page.getByRole('button', { name: zh['register.privacy'] }).click();
  await expect(page.getByText(zh['privacy.body'])).toBeVisible();
});
