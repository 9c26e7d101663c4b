import { sql } from 'drizzle-orm';
import { SANDBOX_CHAT_PATH } from '../../sandbox/chat/routes.ts';
import type { ServiceDeps } from './deps.ts';
import { serviceChannels } from './schema.ts';

type NewChannel = typeof serviceChannels.$inferInsert;

/**
 * The demo's channels (SEED_DEMO), marked as demo in their titles: the sandbox chat (when it is served)
 * and handles no one answers. A production platform starts with none; operators add their own.
 */
function demoChannels(sandboxChat: boolean): NewChannel[] {
  const chat: NewChannel = {
    kind: 'live_chat',
    titleZhHans: '在线客服（沙盒演示）',
    titleEn: 'Live chat (sandbox demo)',
    value: SANDBOX_CHAT_PATH,
    frameable: true,
    hoursZhHans: '全天 24 小时',
    hoursEn: '24 hours a day',
    sort: 0,
  };
  const handles: NewChannel[] = [
    {
      kind: 'telegram',
      titleZhHans: 'Telegram（演示账号）',
      titleEn: 'Telegram (demo handle)',
      value: '@example_service_demo',
    },
    { kind: 'wechat', titleZhHans: '微信（演示账号）', titleEn: 'WeChat (demo handle)', value: 'example-service-demo' },
    { kind: 'phone', titleZhHans: '电话（演示号码）', titleEn: 'Phone (demo number)', value: '+1 202 555 0100' },
  ].map((c, i) => ({ ...c, hoursZhHans: '每天 09:00-21:00', hoursEn: 'Daily 09:00-21:00', sort: i + 1 }) as NewChannel);
  return sandboxChat ? [chat, ...handles] : handles;
}

/** Writes the demo channels once, into an empty table, with SEED_DEMO only. */
export async function seedServiceChannels({ db, config }: Pick<ServiceDeps, 'db' | 'config'>): Promise<void> {
  if (!config.seedDemo) return;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceChannels);
  if (row!.n > 0) return;
  await db.insert(serviceChannels).values(demoChannels(config.sandboxChat));
}
