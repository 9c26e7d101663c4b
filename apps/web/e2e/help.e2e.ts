import { expect, test } from '@playwright/test';
import { en, registerMember, zh } from './support';

test('a member searches the help centre, opens the article found, and reads the version on About', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['mine.settings']).click();
  await page.getByText(zh['content.help.entry'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['content.help.title'] })).toBeVisible();
  // The first category is open: the deposit articles.
  await expect(page.getByText('如何充值', { exact: true })).toBeVisible();

  await page.getByPlaceholder(zh['content.help.search']).fill('承诺值');
  await expect(page.getByText('游戏与公平性', { exact: true })).toBeVisible();
  await expect(page.getByText('如何充值', { exact: true })).toBeHidden();
  await page.getByText('如何验证开奖公平', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '如何验证开奖公平' })).toBeVisible();
  await expect(page.getByText(/公布它的 SHA-256 哈希（承诺值）/)).toBeVisible();

  // Back to the results, still searched; nothing is found for nonsense.
  await page.getByRole('button', { name: zh['nav.back'] }).click();
  await expect(page.getByPlaceholder(zh['content.help.search'])).toHaveValue('承诺值');
  await page.getByPlaceholder(zh['content.help.search']).fill('zzqqxx');
  await expect(page.getByText(zh['content.help.no_result'].replace('{{keyword}}', 'zzqqxx'))).toBeVisible();

  await page.getByRole('button', { name: zh['nav.back'] }).click();
  await page.getByText(zh['content.about.entry'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: zh['content.about.title'] })).toBeVisible();
  await expect(page.getByTestId('about-version')).toHaveText(`${zh['content.about.version']} 1.4.1（141）`);
  await page.getByRole('button', { name: zh['content.about.responsible_link'] }).click();
  await expect(page.getByRole('heading', { name: zh['responsible.page.title'] })).toBeVisible();
});

test('the Customer Service tab leads to the help centre, in English too', async ({ page }) => {
  await registerMember(page);
  await page.getByText(zh['mine.settings']).click();
  await page.getByText(en['lang.en']).click();
  await page.getByRole('button', { name: en['nav.back'] }).click();
  await page.getByRole('navigation').getByText(en['tab.service'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: en['tab.service'] })).toBeVisible();
  await page.getByText(en['content.help.entry'], { exact: true }).click();
  await page.getByPlaceholder(en['content.help.search']).fill('withdraw');
  await page.getByText('How to withdraw', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How to withdraw' })).toBeVisible();
  await expect(page.getByText(/per withdrawal/)).toBeVisible();
});
