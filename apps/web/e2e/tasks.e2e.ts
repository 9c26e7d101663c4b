import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

const MINE = './#/pages/tabbarPages/mine/index';
/** The seeded daily task (docs/decisions.md, Tasks): 100.00 of confirmed deposits today pays 2.00. */
const DEPOSIT_TASK = '今日存款 100 元';

/** The rewards centre's entry on My. */
function welfareEntry(page: Page) {
  return page.locator('.mine-links .adm-list-item', { hasText: zh['welfare.entry'] });
}

/** The row of a task in the rewards centre, by its title. */
function taskRow(page: Page, title: string) {
  return page.locator('.task-row', { hasText: title });
}

/** A task's progress as shown ("0.00 / 100.00"). */
const progress = (done: string, target: string) =>
  zh['task.progress'].replace('{{progress}}', done).replace('{{target}}', target);

const isClaim = (url: string) => url.includes('/api/common/claim');

test('a new member’s confirmed deposit completes the daily deposit task: claimed once, credited and in the task records', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);

  await welfareEntry(page).click();
  const heading = page.getByRole('heading', { name: zh['welfare.title'] });
  await expect(heading).toBeVisible();
  const task = taskRow(page, DEPOSIT_TASK);
  await expect(task).toContainText(progress('0.00', '100.00'));
  await expect(task).toContainText('2.00');
  await expect(task.getByRole('button')).toHaveCount(0);

  await page.goto(MINE);
  await operator.approveDeposit(await depositThroughPage(page, '100.00'));
  await page.goto(MINE);
  await expect(page.getByRole('heading', { name: zh['mine.title'] })).toBeVisible();
  await expect(page.locator('.wallet-amount')).toContainText('100.00');

  // The task list is asked again when the rewards centre shows: the deposit counts now.
  await welfareEntry(page).click();
  await expect(heading).toBeVisible();
  await expect(task).toContainText(progress('100.00', '100.00'));
  const claim = task.getByRole('button', { name: zh['task.claim'] });
  await expect(claim).toBeEnabled();

  let claims = 0;
  page.on('request', (r) => {
    if (isClaim(r.url())) claims += 1;
  });
  const claimed = page.waitForResponse((r) => isClaim(r.url()));
  await claim.dblclick();
  expect(((await (await claimed).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText(zh['rewards.claimed'], { exact: true })).toBeVisible();
  await expect(task).toContainText(zh['task.done_label']);
  await expect(task.getByRole('button')).toHaveCount(0);
  expect(claims).toBe(1);

  // A second look asks the server again: still claimed.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(task).toContainText(zh['task.done_label']);
  await expect(task.getByRole('button')).toHaveCount(0);

  await page.goto(MINE);
  await expect(page.locator('.wallet-amount')).toContainText('102.00');

  // The task records: the claim with its reward.
  await welfareEntry(page).click();
  await expect(heading).toBeVisible();
  await page.getByRole('link', { name: zh['task.records'] }).click();
  await expect(page.getByRole('heading', { name: zh['task.records'] })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/home\/taskRecords$/);
  const record = page.locator('.paged-list .adm-list-item', { hasText: DEPOSIT_TASK });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('+2.00');
  await expect(record).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
});
