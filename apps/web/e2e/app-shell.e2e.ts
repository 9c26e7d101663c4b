import { expect, test } from '@playwright/test';
import { registerMember, zh } from './support';

test('a page chunk that fails to load shows a retry screen, and retry loads it', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['tab.home'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toBeVisible();

  // The Set page has not been loaded yet in this document: make its chunk fail once.
  await page.route('**/assets/set-page-*.js', (route) => route.abort());
  await page.goto('./#/pages/mine/set');
  await expect(page.getByText(zh['app.chunk_failed'])).toBeVisible();

  await page.unroute('**/assets/set-page-*.js');
  await page.getByRole('button', { name: zh['app.retry'] }).click();
  await expect(page.getByRole('heading', { name: zh['set.title'] })).toBeVisible();
});

test('the tab bar switches between the five tabs', async ({ page }) => {
  await registerMember(page);
  const tabs = [
    ['tab.home', '/'],
    ['tab.promotion', '/pages/tabbarPages/preferential/index'],
    ['tab.service', '/pages/tabbarPages/service/index'],
    ['tab.sponsorship', '/pages/tabbarPages/sponsorship/index'],
    ['tab.mine', '/pages/tabbarPages/mine/index'],
  ] as const;
  for (const [key, path] of tabs) {
    await page.getByRole('navigation').getByText(zh[key], { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { name: zh[key] })).toBeVisible();
  }
});
