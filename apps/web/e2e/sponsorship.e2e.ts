import { randomBytes } from 'node:crypto';
import { SPONSORSHIP_API, partnerLogoUrl, type AdminPartner } from '@app/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { operatorSession } from './money-support';
import { registerMember, zh } from './support';

/**
 * The back office's partner endpoints as the e2e operator. The e2e platform runs without the demo seed,
 * so the spec adds its own partner and deletes it at the end.
 */
async function partnerAdmin(request: APIRequestContext, baseURL: string) {
  const operator = await operatorSession(request, baseURL);
  const created: number[] = [];
  return {
    async create(partner: Record<string, unknown>) {
      const saved = await operator.post<AdminPartner>(SPONSORSHIP_API.adminCreate, partner);
      created.push(saved.id);
      return saved;
    },
    async removeAll() {
      for (const id of created.splice(0)) await operator.post(SPONSORSHIP_API.adminDelete, { id });
    },
  };
}

test('a member opens the Sponsorship tab, sees a partner card with its logo, and reads its page', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await partnerAdmin(request, baseURL!);
  const tag = randomBytes(3).toString('hex');
  const name = `测试伙伴 ${tag}`;
  try {
    await admin.create({
      nameZhHans: name,
      nameEn: `Test partner ${tag}`,
      summaryZhHans: '虚构的测试赛事',
      summaryEn: 'A fictional test event',
      contentZhHans: '<p>我们一起举办<strong>年度测试杯</strong>。</p><script>window.hacked = true</script>',
      contentEn: '<p>We host the <strong>yearly test cup</strong> together.</p>',
      logo: partnerLogoUrl(2),
      fromYear: 2024,
      toYear: 2026,
    });
    await registerMember(page);

    await page.getByRole('navigation').getByText(zh['tab.sponsorship'], { exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/tabbarPages\/sponsorship\/index$/);
    const card = page.getByTestId('partner-card').filter({ hasText: name });
    await expect(card).toContainText(zh['sponsorship.period'].replace('{{period}}', '2024-2026'));
    await expect(card).toContainText('虚构的测试赛事');
    // The platform's own drawn logo is served and shown.
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await card.click();
    await expect(page).toHaveURL(/#\/pages\/sponsorship\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: zh['sponsorship.detail_title'] })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator('.partner-content')).toHaveText('我们一起举办年度测试杯。');
    await expect(page.locator('.partner-content script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  } finally {
    await admin.removeAll();
  }
});
