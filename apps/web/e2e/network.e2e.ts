import { expect, test } from '@playwright/test';
import { hashPath, registerMember, zh } from './support';

test('offline shows the network error page, online returns home', async ({ page, context }) => {
  // The page is fetched a second after the first page has shown (app/router.tsx); a member who is
  // offline sooner than that sees the retry screen instead.
  const preloaded = page.waitForResponse((r) => /\/network-error-page-[^/]*\.js$/.test(r.url()));
  await registerMember(page);
  await preloaded;

  await context.setOffline(true);
  await expect(page).toHaveURL(/#\/pages\/networkError\/networkError$/);
  await expect(page.getByRole('heading', { name: zh['network.title'] })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => hashPath(page)).toBe('/');
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toBeVisible();
});
