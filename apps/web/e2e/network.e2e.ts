import { expect, test } from '@playwright/test';
import { hashPath, registerMember, zh } from './support';

test('offline shows the network error page, online returns home', async ({ page, context }) => {
  await registerMember(page);

  await context.setOffline(true);
  await expect(page).toHaveURL(/#\/pages\/networkError\/networkError$/);
  await expect(page.getByRole('heading', { name: zh['network.title'] })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => hashPath(page)).toBe('/');
  await expect(page.getByRole('heading', { name: zh['tab.home'] })).toBeVisible();
});
