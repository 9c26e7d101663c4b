import { ACTIVITY_TABS, REWARDS_API } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';
const PROMOTION = './#/pages/tabbarPages/preferential/index';

const TITLE = '新人首存送20%';

/** The member's state card on a promotion's detail page. */
function offerCard(page: Page) {
  return page.getByRole('region', { name: zh['promotion.my_state'] });
}

/** The Promotion tab on the New Member First Deposit tab, then the promotion's detail. */
async function openPromotion(page: Page) {
  await page.goto(PROMOTION);
  await page.getByRole('tab', { name: zh['activity.tab.first_deposit'], exact: true }).click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: zh['promotion.detail_title'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/preferential\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
}

const isClaim = (url: string, method: string) => url.includes(`/api/${REWARDS_API.claim.path}`) && method === 'POST';

test('a first deposit makes the first-deposit promotion claimable: claimed once, in the money log and in My bonuses', async ({
  page,
  request,
  baseURL,
}) => {
  // The e2e platform has no promotions (SEED_DEMO=false): an operator creates one.
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  const hour = 60 * 60 * 1000;
  const promotion = await operator.savePromotion({
    kind: 'first_deposit',
    titleZhHans: TITLE,
    titleEn: '20% on your first deposit',
    summaryZhHans: '首存最高送388元',
    summaryEn: 'Up to 388.00',
    contentZhHans: '<p>首存后 7 天内领取</p>',
    contentEn: '<p>Claim within 7 days</p>',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + 30 * 24 * hour).toISOString(),
    percent: 20,
    cap: '388',
    days: 7,
  });
  await registerMember(page);

  // The six tabs, the promotion on its own tab, and what a member without a deposit is told.
  await page.goto(PROMOTION);
  await expect(page.getByRole('heading', { name: zh['tab.promotion'] })).toBeVisible();
  for (const code of ACTIVITY_TABS) {
    await expect(page.getByRole('tab', { name: zh[`activity.tab.${code}`], exact: true })).toBeVisible();
  }
  await openPromotion(page);
  await expect(page.locator('.promotion-content')).toHaveText('首存后 7 天内领取');
  await expect(offerCard(page)).toContainText(zh['activity.need_first_deposit']);
  await expect(offerCard(page).getByRole('button')).toHaveCount(0);

  // 20% of a first deposit of 500.00.
  await page.goto(MINE);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));
  await openPromotion(page);
  await expect(offerCard(page)).toContainText('100.00');
  const claim = offerCard(page).getByRole('button', { name: zh['activity.claim'] });
  await expect(claim).toBeEnabled();

  let claims = 0;
  page.on('request', (r) => {
    if (isClaim(r.url(), r.method())) claims += 1;
  });
  const claimed = page.waitForResponse((r) => isClaim(r.url(), r.request().method()));
  await claim.dblclick();
  expect(((await (await claimed).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh['rewards.claimed'], { exact: true })).toBeVisible();
  await expect(offerCard(page)).toContainText(zh['promotion.claimed']);
  await expect(offerCard(page).getByRole('button')).toHaveCount(0);
  await expect(offerCard(page).getByRole('link', { name: zh['promotion.see_turnover'] })).toBeVisible();
  expect(claims).toBe(1);

  // A second look asks the server again: still claimed.
  await page.reload();
  await expect(offerCard(page)).toContainText(zh['promotion.claimed']);
  await expect(offerCard(page)).toContainText(zh['activity.claimed']);
  await expect(offerCard(page).getByRole('button')).toHaveCount(0);

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('600.00');

  // The money log: the promotion as a bonus credit.
  await page.getByText(zh['mine.money_log']).click();
  await expect(page.getByRole('heading', { name: zh['ledger.title'] })).toBeVisible();
  await page.locator('.adm-dropdown-item-title', { hasText: zh['trade.type'] }).click();
  await page.locator('.adm-dropdown-popup .adm-check-list-item', { hasText: zh['moneylog.bonus'] }).click();
  await expect(page.locator('.paged-list .adm-list-item').filter({ hasText: '+100.00' })).toHaveCount(1);

  // My bonuses: the deposit's own requirement is older and worked off first, so the bonus's is all still open.
  await page.goto(MINE);
  await page.locator('.mine-links .adm-list-item', { hasText: zh['promotion.bonuses'] }).click();
  await expect(page.getByRole('heading', { name: zh['promotion.bonuses'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/mine\/bonuses$/);
  await expect(page.getByRole('region', { name: zh['promotion.turnover_total'] })).toContainText('600.00');
  const bonus = page.locator('.bonus-row', { hasText: TITLE });
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('100.00');
  await expect(bonus).toContainText(
    zh['promotion.turnover_progress']
      .replace('{{done}}', '0.00')
      .replace('{{required}}', '100.00')
      .replace('{{remaining}}', '100.00'),
  );
  await expect(bonus.getByRole('progressbar', { name: zh['promotion.turnover'] })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // The platform is shared by the specs: a promotion left running would be claimable in theirs.
  await operator.endPromotion(promotion.id);
});
