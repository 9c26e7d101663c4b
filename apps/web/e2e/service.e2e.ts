import { randomBytes } from 'node:crypto';
import { SERVICE_API, type AdminServiceChannel } from '@app/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorSession } from './money-support';
import { registerMember, zh } from './support';

const SERVICE_TAB = /#\/pages\/tabbarPages\/service\/index$/;

/**
 * The back office's channel endpoints as the e2e operator. The e2e platform runs without the demo seed,
 * so the spec adds its own channels and deletes them at the end.
 */
async function channelAdmin(request: APIRequestContext, baseURL: string) {
  const operator = await operatorSession(request, baseURL);
  const created: number[] = [];
  return {
    async create(channel: Record<string, unknown>) {
      const saved = await operator.post<AdminServiceChannel>(SERVICE_API.adminCreate, channel);
      created.push(saved.id);
      return saved;
    },
    async removeAll() {
      for (const id of created.splice(0)) await operator.post(SERVICE_API.adminDelete, { id });
    },
  };
}

/** A channel's row on the Customer Service tab, by its title. */
const channelRow = (page: Page, title: string) => page.locator('.service-channel-row', { hasText: title });

test('a member reaches customer service: the channels, a copied handle, the sandbox chat in the frame, and from EBpay and Cash deposits', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const admin = await channelAdmin(request, baseURL!);
  const tag = randomBytes(3).toString('hex');
  const chatTitle = `沙盒客服 ${tag}`;
  const telegramTitle = `Telegram ${tag}`;
  const handle = `@e2e_desk_${tag}`;
  try {
    await admin.create({
      kind: 'live_chat',
      titleZhHans: chatTitle,
      titleEn: `Sandbox chat ${tag}`,
      value: '/sandbox/chat',
      frameable: true,
      hoursZhHans: '全天 24 小时',
      hoursEn: '24 hours a day',
    });
    await admin.create({ kind: 'telegram', titleZhHans: telegramTitle, titleEn: telegramTitle, value: handle });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerMember(page);

    await page.getByRole('navigation').getByText(zh['tab.service'], { exact: true }).click();
    await expect(page).toHaveURL(SERVICE_TAB);
    await expect(channelRow(page, chatTitle)).toContainText(zh['service.hours'].replace('{{hours}}', '全天 24 小时'));
    await expect(channelRow(page, telegramTitle)).toContainText(`${zh['service.kind.telegram']}: ${handle}`);
    await expect(page.locator('.service-email')).toContainText('service@example.com');

    // Copy the handle: the toast says so, and the clipboard holds it.
    await channelRow(page, telegramTitle).getByRole('button', { name: zh['copy.action'] }).click();
    await expect(page.getByText(zh['copy.done'])).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(handle);

    // The live chat opens in the kefu page's frame: the sandbox chat answers there.
    await channelRow(page, chatTitle).click();
    await expect(page).toHaveURL(/#\/pages\/home\/kefu\?id=\d+$/);
    await expect(page.getByRole('heading', { name: chatTitle })).toBeVisible();
    const chat = page.frameLocator('iframe.kefu-frame');
    await expect(chat.getByRole('heading', { name: '沙盒在线客服（演示）' })).toBeVisible();
    await chat.getByRole('textbox').fill('你好，我想充值');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByText('【沙盒自动回复】已收到您的消息：“你好，我想充值”', { exact: false })).toBeVisible();
    const fallback = page.getByRole('link', { name: zh['service.kefu_new_tab'] });
    await expect(fallback).toHaveAttribute('href', new URL('/sandbox/chat', baseURL!).toString());
    await expect(fallback).toHaveAttribute('target', '_blank');

    // The deposit methods paid through customer service lead to the tab.
    for (const method of ['deposit.type.ebpay', 'deposit.type.cash'] as const) {
      await page.goto('./#/pages/mine/recharge');
      await page.getByRole('radio', { name: zh[method] }).click();
      await page.getByRole('button', { name: zh['recharge.contact_service'] }).click();
      await expect(page).toHaveURL(SERVICE_TAB);
      await expect(channelRow(page, chatTitle)).toBeVisible();
    }
  } finally {
    await admin.removeAll();
  }
});
