import { expect, test } from '@playwright/test';
import { registerMember, zh } from './support';

test("home's first slide shows before the app's scripts have run, where the page then shows it", async ({ page }) => {
  await registerMember(page);
  await page.goto('./#/');
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toBeVisible();
  const firstSlide = await page.locator('.home-slide img').first().getAttribute('src');

  // The app's shell held back (routing also turns the browser's cache off), so the preview stands alone a while.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const preview = page.locator('.first-slide img');
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toBe(firstSlide);
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toHaveCount(0);
  const previewBox = await preview.boundingBox();

  release();
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toBeVisible();
  await expect(page.locator('.first-slide')).toHaveCount(0);
  expect(await page.locator('.home-slide img').first().boundingBox()).toEqual(previewBox);
});
