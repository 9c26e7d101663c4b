import { expect, test, type Page } from '@playwright/test';
import { registerMember, zh } from './support';

/** The confirm button of the picker popup opened last (an earlier one may still be closing). */
const confirmPicker = (page: Page) =>
  page.locator('.adm-picker-header-button', { hasText: zh['form.confirm'] }).last().click();

test('a member fills in the profile, confirms it and sees it locked, after a reload too', async ({ page }) => {
  await registerMember(page);
  await page.getByRole('link', { name: zh['profile.title'] }).click();
  await expect(page.getByRole('heading', { name: zh['profile.title'] })).toBeVisible();

  // A default avatar, saved at once.
  await page.getByText(zh['profile.avatar_change']).click();
  await page.getByRole('button', { name: `${zh['profile.avatar']} 3` }).click();
  await expect(page.getByText(zh['profile.saved'], { exact: true }).first()).toBeVisible();
  await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', /3\.svg$/);

  // The pickers start on their first choice and on 1 January 1990.
  await page.getByRole('button', { name: zh['profile.gender'], exact: true }).click();
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: zh['profile.gender'], exact: true })).toHaveText(
    zh['profile.gender.male'],
  );
  await page.getByRole('button', { name: zh['profile.birth_date'], exact: true }).click();
  await confirmPicker(page);
  await expect(page.getByText('1990-01-01')).toBeVisible();

  const email = page.getByLabel(zh['profile.email'], { exact: true });
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText(zh['rules.email'])).toBeVisible();
  await email.fill('zhang@example.com');
  await page.getByRole('button', { name: zh['profile.save'] }).click();
  await expect(page.getByText(zh['profile.saved'], { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: zh['profile.confirm'] }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(zh['profile.confirm_text'])).toBeVisible();
  await dialog.getByRole('button', { name: zh['profile.confirm'] }).click();
  await expect(page.getByText(zh['profile.confirmed'], { exact: true })).toBeVisible();

  for (const round of ['confirmed', 'reloaded']) {
    if (round === 'reloaded') await page.reload();
    await expect(page.getByText(zh['profile.locked_note'])).toBeVisible();
    await expect(page.getByText('zhang@example.com')).toBeVisible();
    await expect(page.getByText('1990-01-01')).toBeVisible();
    await expect(page.getByText(zh['profile.gender.male'])).toBeVisible();
    await expect(page.getByLabel(zh['profile.email'], { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: zh['profile.save'] })).toHaveCount(0);
  }
});
