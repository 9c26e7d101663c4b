import { expect, test } from '@playwright/test';
import { PASSWORD, hashPath, logIn, registerMember, registerThroughForm, zh } from './support';

test('a visitor is sent to login', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
  await expect(page.getByRole('heading', { name: zh['login.title'] })).toBeVisible();
});

test('register, see the empty wallet, log out and log in again', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: zh['login.to_register'] }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/register$/);

  const { username } = await registerThroughForm(page);
  await expect(page.getByText(zh['mine.balance'])).toBeVisible();
  await expect(page.getByText('0.00', { exact: true })).toBeVisible();
  await expect(page.getByText('CNY', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: zh['mine.logout'] }).click();
  await expect(page.getByText(zh['mine.logout_confirm'])).toBeVisible();
  await page.getByRole('button', { name: zh['form.confirm'] }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);

  // The session is gone: a member page sends the visitor back to login.
  await page.goto('./#/pages/tabbarPages/mine/index');
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);

  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/mine\/index$/);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByText('0.00', { exact: true })).toBeVisible();
  expect(hashPath(page)).toBe('/pages/tabbarPages/mine/index');
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const { username } = await registerMember(page);
  await page.getByRole('button', { name: zh['mine.logout'] }).click();
  await page.getByRole('button', { name: zh['form.confirm'] }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);

  await logIn(page, username, 'wrong1234');
  await expect(page.getByText(zh['user.login_failed'])).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
});

test('change the login password: forced back to login, the new password works', async ({ page }) => {
  const { username } = await registerMember(page);
  const newPassword = 'xyz98765';

  await page.getByText(zh['mine.settings']).click();
  await page.getByText(zh['set.update_password']).click();
  await expect(page.getByRole('heading', { name: zh['pwd.title'] })).toBeVisible();
  await page.getByLabel(zh['pwd.old'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(zh['pwd.new'], { exact: true }).fill(newPassword);
  await page.getByLabel(zh['pwd.confirm'], { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: zh['pwd.submit'] }).click();

  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
  await expect(page.getByText(zh['user.password_changed'])).toBeVisible();

  await logIn(page, username, PASSWORD);
  await expect(page.getByText(zh['user.login_failed'])).toBeVisible();

  await logIn(page, username, newPassword);
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/mine\/index$/);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
});

test('a session the server no longer knows (401) goes back to login', async ({ page }) => {
  await registerMember(page);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('h5.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('h5.session', JSON.stringify({ ...session, token: 'revoked-token' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('h5.session') ?? '{}') as unknown);
  expect(stored).toMatchObject({ token: null, uid: null });
});
