import { USER_API, type RegisterInput, type Session } from '@app/contract';
import { zh_hans, en } from '@app/contract/messages';
import { expect, type Page } from '@playwright/test';

export const zh = zh_hans;
export { en };

export const PASSWORD = 'abc12345';
const MINE_PAGE = './#/pages/tabbarPages/mine/index';

let counter = 0;

/** A username valid under the rule (letter first, 2+ letters, digits, at most 11) and new per run. */
export function uniqueUsername(): string {
  counter += 1;
  const stamp = (Date.now() % 1e7).toString().padStart(7, '0');
  return `pw${stamp}${counter % 10}`;
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Registers a new member through the form and waits for the My page. */
export async function registerThroughForm(page: Page, username = uniqueUsername(), password = PASSWORD) {
  await page.goto('./#/pages/userPages/register');
  await page.getByLabel(zh['login.username'], { exact: true }).fill(username);
  await page.getByLabel(zh['login.password'], { exact: true }).fill(password);
  await page.getByLabel(zh['register.confirm_password'], { exact: true }).fill(password);
  await page.getByLabel(zh['register.phone'], { exact: true }).fill('13800138000');
  await page.getByLabel(zh['register.real_name'], { exact: true }).fill('张三');
  await page.getByLabel(zh['register.withdraw_password'], { exact: true }).fill('123456');
  await page.getByText(zh['register.agree_prefix']).click();
  await page.getByRole('button', { name: zh['register.submit'] }).click();
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/mine\/index$/);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  return { username, password };
}

/** Stores `session` where the web app keeps it (src/shared/session/session-storage.ts), before a page loads. */
export async function storeSession(page: Page, session: Record<string, unknown>) {
  // Any page of the origin gives the storage; the icon is the smallest.
  await page.goto('./favicon.svg');
  await page.evaluate((value) => localStorage.setItem('h5.session', value), JSON.stringify(session));
}

/**
 * A new member for a spec about something else, on the My page: registered through the API with the
 * form's values and signed in the way the web app keeps a session (src/shared/session/session-storage.ts).
 * The form itself is clicked through by account.e2e.ts and register-rules.e2e.ts.
 */
export async function registerMember(page: Page, username = uniqueUsername(), password = PASSWORD) {
  const response = await page.request.post(`../api/${USER_API.register.path}`, {
    data: {
      username,
      password,
      confirmPassword: password,
      phone: '13800138000',
      realName: '张三',
      withdrawPassword: '123456',
      agree: true,
    } satisfies RegisterInput,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: Session };
  expect(answer, answer.msg).toMatchObject({ code: 1 });
  await storeSession(page, { token: answer.data.token, uid: answer.data.uid, username, lang: 'zh_hans' });
  await page.goto(MINE_PAGE);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  return { username, password };
}

export async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel(zh['login.username'], { exact: true }).fill(username);
  await page.getByLabel(zh['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: zh['login.submit'] }).click();
}
