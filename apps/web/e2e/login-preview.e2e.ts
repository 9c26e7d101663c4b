import { expect, test, type Page } from '@playwright/test';
import { en, storeSession, zh } from './support';

/** The app's shell held back (routing also turns the browser's cache off), so the frame stands alone a while. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

type Box = { x: number; y: number; width: number; height: number } | null;
function expectSameBox(actual: Box, expected: Box) {
  expect(actual).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(actual![side]).toBeCloseTo(expected![side], 0);
}

test("a visitor's login page shows its frame before the app's scripts have run, where the page then lands", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('./#/pages/userPages/login');
  const frame = page.locator('.login-preview');
  await expect(frame.locator('.page-title')).toHaveText(zh['login.title']);
  const toRegister = page.getByRole('link', { name: zh['login.to_register'] });
  await expect(toRegister).toBeVisible();
  await expect(page.getByRole('heading', { name: zh['login.title'] })).toHaveCount(0);
  const before = { link: await toRegister.boundingBox(), card: await frame.locator('.auth-card').boundingBox() };

  release();
  await expect(page.getByRole('heading', { name: zh['login.title'] })).toBeVisible();
  await expect(frame).toHaveCount(0);
  await expect(page.getByLabel(zh['login.username'], { exact: true })).toBeVisible();
  // To the pixel: the form's height is the page's own (app/styles.css), its fractions are the fonts'.
  expectSameBox(await toRegister.boundingBox(), before.link);
  expectSameBox(await page.locator('.auth-card').boundingBox(), before.card);
});

test("the frame's link to register works before the app has come, and the frame speaks the visitor's language", async ({
  page,
}) => {
  await storeSession(page, { lang: 'en' });
  const release = await holdTheApp(page);
  await page.goto('./#/pages/userPages/login');
  await expect(page.locator('.login-preview .page-title')).toHaveText(en['login.title']);
  await page.getByRole('link', { name: en['login.to_register'] }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/register$/);

  release();
  await expect(page.getByRole('heading', { name: en['register.title'] })).toBeVisible();
  await expect(page.locator('.login-preview')).toHaveCount(0);
});

test('a visitor sent to login from another page gets no frame, so the redirect cannot undo a tap on it', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('./');
  await expect(page.locator('.page-loading')).toBeVisible();
  await expect(page.locator('.login-preview')).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login$/);
  await page.getByRole('link', { name: zh['login.to_register'] }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/register$/);
});
