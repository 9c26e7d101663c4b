import { DEPOSIT_ADMIN_API, FEEDBACK_API, OPERATOR_API, OPERATOR_TOKEN_HEADER } from '@app/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiBase, depositThroughPage, operatorSession, tinyPng } from './money-support';
import { E2E_OPERATOR } from './operator';
import { registerMember, zh } from './support';

type Envelope<T> = { code: number; msg: string; data: T };
type Channel = { code: string; offered: boolean } & Record<string, unknown>;

/** The back office as the e2e operator: its header, for the calls this spec makes itself. */
async function operatorHeaders(request: APIRequestContext, api: string) {
  const res = await request.post(`${api}${OPERATOR_API.login.path}`, {
    data: { username: E2E_OPERATOR.username, password: E2E_OPERATOR.password },
  });
  const { data } = (await res.json()) as Envelope<{ token: string }>;
  return { [OPERATOR_TOKEN_HEADER]: data.token };
}

async function fpsChannel(request: APIRequestContext, api: string, headers: Record<string, string>) {
  const res = await request.get(`${api}${DEPOSIT_ADMIN_API.channels.path}`, { headers });
  const { data } = (await res.json()) as Envelope<{ list: Channel[] }>;
  return data.list.find((c) => c.code === 'fps')!;
}

/** The member id of the session in the browser. */
const uidOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { uid: number }).uid);

/** The Customer Service tab's badge in the tab bar. */
const serviceTabBadge = (page: Page) =>
  page.locator('.adm-tab-bar-item', { hasText: zh['tab.service'] }).locator('.adm-badge');

async function pickFirst(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.locator('.adm-picker:visible').getByRole('button', { name: zh['form.confirm'] }).click();
  // The popup closes with an animation; the next picker must not find this one's button.
  await expect(page.locator('.adm-picker:visible')).toHaveCount(0);
}

test('feedback with an image about a deposit; the support reply shows with a tab badge until opened', async ({
  page,
  request,
  baseURL,
}) => {
  const api = apiBase(baseURL!);
  const headers = await operatorHeaders(request, api);
  const fpsBefore = await fpsChannel(request, api, headers);
  await (await operatorSession(request, baseURL!)).offerFps();
  try {
    await registerMember(page);
    const orderNo = await depositThroughPage(page, '1,000.00');

    // The form: type, the deposit among the orders of the past 7 days, a description counted live, one image.
    await page.goto('./#/pages/service/feedback');
    await expect(page.getByRole('heading', { name: zh['feedback.title'] })).toBeVisible();
    await pickFirst(page, zh['feedback.type']);
    await pickFirst(page, zh['feedback.order']);
    await expect(page.getByText(orderNo, { exact: false })).toBeVisible();
    await page.getByPlaceholder(zh['feedback.content_placeholder']).fill('存款已经转账成功但是余额还没有到账请帮忙');
    await expect(page.getByTestId('feedback-count')).toHaveText('20/200');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
    await page
      .locator('.feedback-images input[type=file]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: tinyPng() });
    await uploaded;
    await expect(page.locator('.feedback-images img')).toHaveCount(1);
    await page.getByRole('button', { name: zh['feedback.submit'] }).click();
    await expect(page.getByRole('heading', { name: zh['feedback.my_title'] })).toBeVisible();
    const item = page.locator('.paged-list .adm-list-item').first();
    await expect(item).toContainText(zh['feedback.status.open']);

    // Support answers through the admin API.
    const memberId = await uidOf(page);
    const queue = await request.get(`${api}${FEEDBACK_API.adminList.path}?memberId=${memberId}`, { headers });
    const ticket = ((await queue.json()) as Envelope<{ list: { id: number }[] }>).data.list[0]!;
    const reply = await request.post(`${api}${FEEDBACK_API.adminReply.path}`, {
      headers,
      data: { id: ticket.id, content: '您好，款项已到账，请查收。' },
    });
    expect(((await reply.json()) as Envelope<unknown>).code).toBe(1);

    // The badge on the Customer Service tab and the dot in the list, before the ticket is opened.
    await page.goto('./#/pages/tabbarPages/service/index');
    await page.reload();
    await expect(serviceTabBadge(page)).toHaveText('1');
    await page.goto('./#/pages/service/myFeedback');
    await expect(page.getByRole('status', { name: zh['feedback.unread'] })).toBeVisible();
    await page.locator('.paged-list .adm-list-item').first().click();
    await expect(page.getByRole('heading', { name: zh['feedback.detail_title'] })).toBeVisible();
    await expect(page.locator('[data-from=support]')).toContainText('您好，款项已到账，请查收。');
    await expect(page.locator('[data-from=member] img')).toHaveCount(1);

    // Opened: no badge any more.
    await page.goto('./#/pages/tabbarPages/service/index');
    await page.reload();
    await expect(page.locator('.adm-tab-bar')).toBeVisible();
    await expect(serviceTabBadge(page)).toHaveCount(0);
  } finally {
    // Leave the deposit channels as they were.
    if (!fpsBefore.offered) {
      const { offered: _offered, ...channel } = await fpsChannel(request, api, headers);
      await request.post(`${api}${DEPOSIT_ADMIN_API.saveChannel.path}`, {
        headers,
        data: { ...channel, enabled: fpsBefore.enabled },
      });
    }
  }
});
