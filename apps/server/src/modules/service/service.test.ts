import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_API, type Endpoint, type EndpointInput, type Lang, SERVICE_API } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { operatorHeaders } from '../../../test/money.ts';
import { queryRows } from '../../db/client.ts';
import { serviceChannels } from './schema.ts';
import { seedServiceChannels } from './seed.ts';

// A built web app of one page, so the answer's Content-Security-Policy can be read.
const webDist = mkdtempSync(join(tmpdir(), 'service-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = await buildTestApp({ WEB_DIST_DIR: webDist, SERVICE_EMAIL: 'help@platform.test' });
const db = app.database.db;
const support = await operatorHeaders(app, 'support');

const CHAT = {
  kind: 'live_chat' as const,
  titleZhHans: '在线客服',
  titleEn: 'Live chat',
  value: 'https://chat.provider.test/widget?site=1',
  frameable: true,
  hoursZhHans: '全天',
  hoursEn: 'Around the clock',
  sort: 1,
};
const TELEGRAM = { kind: 'telegram' as const, titleZhHans: '电报', titleEn: 'Telegram', value: '@help_desk', sort: 2 };

const channels = async (lang: Lang = 'zh_hans', token?: string) =>
  (await callEndpoint(app, SERVICE_API.channels, undefined, { lang, ...(token ? { token } : {}) })).body.data;
const admin = <E extends Endpoint>(e: E, body: EndpointInput<E>, headers = support, lang: Lang = 'zh_hans') =>
  callEndpoint(app, e, body, { headers, lang });
const audits = () =>
  queryRows<{ action: string; target: string }>(
    db,
    sql`select action, target from audit_log where target like 'service_channel:%' order by id`,
  );
/** The web app policy's frame-src: none (default-src covers frames) unless a chat elsewhere may be framed. */
const webPolicy = async () => {
  const policy = String((await app.inject({ method: 'GET', url: '/h5/' })).headers['content-security-policy']);
  return policy.split(';').find((d) => d.startsWith('frame-src'));
};

describe('customer service channels', () => {
  it('answers no channel and the system e-mail before operators add any', async () => {
    expect(await channels()).toEqual({ channels: [], email: 'help@platform.test' });
    const system = await callEndpoint(app, COMMON_API.systemInfo);
    expect(system.body.data.serviceEmail).toBe('help@platform.test');
    expect(await webPolicy()).toBeUndefined();
  });

  it('lets support add channels, shown to members and visitors in their language, audit-logged', async () => {
    const chat = await admin(SERVICE_API.adminCreate, CHAT);
    expect(chat.body).toMatchObject({ code: 1, data: { ...CHAT, enabled: true } });
    const telegram = await admin(SERVICE_API.adminCreate, TELEGRAM);
    expect(telegram.body.data).toMatchObject({ frameable: false, hoursEn: '', enabled: true });

    const m = await registerMember(app);
    expect((await channels('zh_hans', m.token)).channels).toEqual([
      {
        id: chat.body.data.id,
        kind: 'live_chat',
        title: '在线客服',
        value: CHAT.value,
        frameable: true,
        hours: '全天',
      },
      { id: telegram.body.data.id, kind: 'telegram', title: '电报', value: '@help_desk', frameable: false, hours: '' },
    ]);
    const inEnglish = await channels('en');
    expect(inEnglish.channels.map((c) => [c.title, c.hours])).toEqual([
      ['Live chat', 'Around the clock'],
      ['Telegram', ''],
    ]);
    expect((await audits()).map((a) => [a.action, a.target])).toEqual([
      ['service_channel.create', `service_channel:${chat.body.data.id}`],
      ['service_channel.create', `service_channel:${telegram.body.data.id}`],
    ]);
    // The web app may now frame the provider's chat, and no other origin.
    expect(await webPolicy()).toBe("frame-src 'self' https://chat.provider.test");
  });

  it('updates, disables (hidden from members, no longer framed), enables and deletes, each audited', async () => {
    const [chat, telegram] = (await callEndpoint(app, SERVICE_API.adminList, undefined, { headers: support })).body.data
      .list;
    const updated = await admin(SERVICE_API.adminUpdate, {
      ...TELEGRAM,
      id: telegram!.id,
      value: '@help_desk_2',
      hoursEn: '9-21',
    });
    expect(updated.body.data).toMatchObject({ value: '@help_desk_2', hoursEn: '9-21' });

    expect((await admin(SERVICE_API.adminEnable, { id: chat!.id, enabled: false })).body.data.enabled).toBe(false);
    expect((await channels('en')).channels.map((c) => c.value)).toEqual(['@help_desk_2']);
    expect(await webPolicy()).toBeUndefined();
    await admin(SERVICE_API.adminEnable, { id: chat!.id, enabled: true });
    expect((await channels()).channels).toHaveLength(2);

    expect((await admin(SERVICE_API.adminDelete, { id: telegram!.id })).body).toMatchObject({
      code: 1,
      data: { id: telegram!.id },
    });
    expect(await db.select().from(serviceChannels).where(eq(serviceChannels.id, telegram!.id))).toEqual([]);
    expect((await audits()).slice(2).map((a) => a.action)).toEqual([
      'service_channel.update',
      'service_channel.disable',
      'service_channel.enable',
      'service_channel.delete',
    ]);
  });

  it('refuses other roles, members and visitors, changing nothing', async () => {
    const before = { rows: await db.select().from(serviceChannels), audits: (await audits()).length };
    const finance = await operatorHeaders(app, 'finance');
    const refused = await admin(SERVICE_API.adminCreate, TELEGRAM, finance, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 0, error: 'common.forbidden', msg: en['common.forbidden'] });
    const m = await registerMember(app);
    const asMember = await callEndpoint(app, SERVICE_API.adminCreate, TELEGRAM, { token: m.token });
    expect(asMember.status).toBe(401);
    expect((await callEndpoint(app, SERVICE_API.adminList)).status).toBe(401);
    expect((await callEndpoint(app, SERVICE_API.adminList, undefined, { headers: finance })).status).toBe(403);
    expect({ rows: await db.select().from(serviceChannels), audits: (await audits()).length }).toEqual(before);
  });

  it('refuses bad input with its message in both languages, changing nothing', async () => {
    const before = { rows: await db.select().from(serviceChannels), audits: (await audits()).length };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CHAT, value: 'javascript:alert(1)' }, 'service.url_rule'],
      [{ ...CHAT, value: '//evil.test/chat' }, 'service.url_rule'],
      [{ ...TELEGRAM, frameable: true }, 'service.frame_rule'],
      [{ ...TELEGRAM, titleEn: ' ' }, 'service.title_rule'],
      [{ ...TELEGRAM, titleZhHans: 'x'.repeat(41) }, 'service.title_rule'],
      [{ ...TELEGRAM, kind: 'fax' }, 'service.kind_rule'],
      [{ ...TELEGRAM, kind: 'phone', value: 'call us' }, 'service.phone_rule'],
      [{ ...TELEGRAM, kind: 'email', value: 'nobody' }, 'service.email_rule'],
      [{ ...TELEGRAM, value: '' }, 'service.value_rule'],
      [{ ...TELEGRAM, hoursEn: 'h'.repeat(61) }, 'service.hours_rule'],
      [{ ...TELEGRAM, sort: -1 }, 'service.sort_rule'],
    ];
    for (const [body, key] of cases) {
      for (const lang of ['zh_hans', 'en'] as const) {
        const res = await admin(SERVICE_API.adminCreate, unchecked(body), support, lang);
        expect(res.status, key).toBe(400);
        const texts: Record<string, string> = lang === 'en' ? en : zh_hans;
        expect(res.body.msg, key).toBe(texts[key]);
      }
    }
    const unknown = await admin(SERVICE_API.adminUpdate, { ...TELEGRAM, id: 999_999 }, support, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(en['service.not_found']);
    expect((await admin(SERVICE_API.adminDelete, { id: 999_999 })).body.msg).toBe(zh_hans['service.not_found']);
    expect((await admin(SERVICE_API.adminEnable, unchecked({ id: 1, enabled: 'yes' }), support, 'en')).body.msg).toBe(
      en['service.enabled_rule'],
    );
    expect({ rows: await db.select().from(serviceChannels), audits: (await audits()).length }).toEqual(before);
  });

  it('seeds the demo channels with SEED_DEMO only: the sandbox chat framed in the app, and demo handles', async () => {
    await db.delete(serviceChannels);
    const deps = { db, audit: async () => {} };
    await seedServiceChannels({ ...deps, config: { seedDemo: false, sandboxChat: true, serviceEmail: '' } });
    expect(await db.select().from(serviceChannels)).toEqual([]);
    await seedServiceChannels({ ...deps, config: { seedDemo: true, sandboxChat: true, serviceEmail: '' } });
    const [chat, ...handles] = (await channels('en')).channels;
    expect(chat).toMatchObject({ kind: 'live_chat', title: 'Live chat (sandbox demo)', frameable: true });
    expect(handles.map((h) => h.kind)).toEqual(['telegram', 'wechat', 'phone']);
    expect((await channels('zh_hans')).channels[0]!.title).toBe('在线客服（沙盒演示）');
    // The sandbox chat is a page of this site: framing it needs no other origin.
    expect(await webPolicy()).toBeUndefined();

    const page = await app.inject({ method: 'GET', url: chat!.value, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox live chat (demo)');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    const answer = await app.inject({
      method: 'POST',
      url: chat!.value,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([
        ['lang', 'zh_hans'],
        ['said', '你好'],
        ['text', '<b>存款</b>'],
      ]).toString(),
    });
    expect(answer.body).toContain('【沙盒自动回复】已收到您的消息：“你好”');
    expect(answer.body).toContain('“&#60;b&#62;存款&#60;/b&#62;”');
    expect(answer.body).not.toContain('<b>存款');
  });
});
