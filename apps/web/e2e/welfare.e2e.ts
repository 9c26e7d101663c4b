import { randomUUID } from 'node:crypto';
import { SIGNIN_API } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiBase, depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';

/** The rewards centre's entry on My, with the badge of what can be claimed now. */
function welfareEntry(page: Page) {
  return page.locator('.mine-links .adm-list-item', { hasText: zh['welfare.entry'] });
}

/** A day's tile on the sign-in card ("第1天"). */
function dayTile(page: Page, day: number) {
  return page.locator('.signin-day', { hasText: zh['signin.day'].replace('{{day}}', String(day)) });
}

/** The row of a perk in the rewards centre, by its label as shown ("晋级礼金 VIP1"). */
function perkRow(page: Page, label: string) {
  return page.locator('.vip-perk', { hasText: label });
}

const isSignin = (url: string, method: string) => url.includes(`/api/${SIGNIN_API.signin.path}`) && method === 'POST';

test('a member with a deposit signs in once in the rewards centre and claims the VIP1 gift there', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);

  // The demo table: VIP1 at 100.00 of deposits, with a weekly 5.00, a monthly 10.00 and a level-up 8.00
  // (no birth date: no birthday gift); sign-in day 1 pays 1.00.
  await operator.approveDeposit(await depositThroughPage(page, '100.00'));
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(page.locator('.wallet-amount')).toContainText('100.00');
  // Three VIP1 perks, today's sign-in and the daily deposit task (100.00 today pays 2.00; tasks.e2e.ts claims it).
  const badge = welfareEntry(page).locator('.adm-badge');
  await expect(badge).toHaveText('5');
  await welfareEntry(page).click();

  const heading = page.getByRole('heading', { name: zh['welfare.title'] });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/welfare$/);
  await expect(page.getByText(zh['signin.unpaid'])).toHaveCount(0);
  const signIn = page.getByRole('button', { name: zh['signin.button'] });
  await expect(signIn).toBeEnabled();

  let signins = 0;
  page.on('request', (r) => {
    if (isSignin(r.url(), r.method())) signins += 1;
  });
  const signed = page.waitForResponse((r) => isSignin(r.url(), r.request().method()));
  await signIn.dblclick();
  expect(((await (await signed).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh['rewards.signed_in'], { exact: true })).toBeVisible();
  const done = page.getByRole('button', { name: zh['signin.done_today'] });
  await expect(done).toBeDisabled();
  await expect(dayTile(page, 1)).toHaveClass(/signin-day-done/);
  await expect(dayTile(page, 1).getByRole('img', { name: zh['welfare.day_done'] })).toBeVisible();
  await expect(dayTile(page, 2)).not.toHaveClass(/signin-day-done/);
  expect(signins).toBe(1);

  // A second look asks the server again: still signed.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(done).toBeDisabled();
  await expect(dayTile(page, 1)).toHaveClass(/signin-day-done/);
  await expect(page.getByText(zh['signin.streak'].replace('{{days}}', '1'), { exact: true })).toBeVisible();

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('101.00');
  await expect(badge).toHaveText('4');

  // The level-up gift, claimed here, leaves the list of what can be claimed now.
  await welfareEntry(page).click();
  await expect(heading).toBeVisible();
  const levelUp = perkRow(page, `${zh['rewards.perk.levelUp']} VIP1`);
  await expect(levelUp).toContainText('8.00');
  const claimed = page.waitForResponse((r) => r.url().includes('/api/common/claim'));
  await levelUp.getByRole('button', { name: zh['vip.claim'] }).click();
  expect(((await (await claimed).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh['rewards.claimed'], { exact: true })).toBeVisible();
  await expect(levelUp).toHaveCount(0);
  await expect(page.locator('.vip-perk')).toHaveCount(2);

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('109.00');
  await expect(badge).toHaveText('3');

  // A second sign-in today, sent straight to the API with the member's token and a new key: refused.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { token: string }).token,
  );
  const again = await page.request.post(`${apiBase(baseURL!)}${SIGNIN_API.signin.path}`, {
    headers: { TOKEN: token, lang: 'zh_hans', 'Idempotency-Key': randomUUID() },
    data: {},
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 0, msg: zh['rewards.signed_today'] });
});
