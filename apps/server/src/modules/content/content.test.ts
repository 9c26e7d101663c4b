import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AdminHelpArticle,
  type AdminHelpCategory,
  CONTENT_API,
  type Endpoint,
  type EndpointInput,
  type HelpList,
  type Lang,
  SERVICE_API,
} from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { operatorHeaders } from '../../../test/money.ts';
import { queryRows } from '../../db/client.ts';
import { SEED_CATEGORIES } from './seed-facts.ts';
import { seedHelp } from './seed.ts';

const app = await buildTestApp({
  SITE_NAME: 'Test Platform',
  SERVICE_EMAIL: 'help@platform.test',
  WITHDRAW_MIN_YUAN: '200',
  WITHDRAW_MAX_YUAN: '30000',
  WITHDRAW_FEE_USDT_FIXED_YUAN: '12.50',
  PAYOUT_COOLDOWN_MINUTES: '720',
});
const db = app.database.db;
const support = await operatorHeaders(app, 'support');
const member = await registerMember(app);

const list = async (lang: Lang, keyword?: string) =>
  (await callEndpoint(app, CONTENT_API.helpList, keyword ? { keyword } : {}, { lang, token: member.token })).body;
const detail = (id: number, lang: Lang = 'zh_hans') =>
  callEndpoint(app, CONTENT_API.helpDetails, { id: String(id) }, { lang });
const admin = <E extends Endpoint>(
  e: E,
  body: EndpointInput<E>,
  headers: Record<string, string> = support,
  lang: Lang = 'zh_hans',
) => callEndpoint(app, e, body, { headers, lang });
const audits = (like: string) =>
  queryRows<{ action: string; target: string }>(
    db,
    sql`select action, target from audit_log where target like ${like} order by id`,
  );
const articleIds = (l: HelpList) => l.list.flatMap((c) => c.articles.map((a) => a.id));

describe('help centre: seeded content', () => {
  it('lists every seeded category with its articles, in both languages', async () => {
    const zh = await list('zh_hans');
    const english = await list('en');
    expect(zh.code).toBe(1);
    expect(zh.data.list.map((c) => c.title)).toEqual(SEED_CATEGORIES.map((c) => c.zh));
    expect(english.data.list.map((c) => c.title)).toEqual(SEED_CATEGORIES.map((c) => c.en));
    expect(articleIds(zh.data)).toEqual(articleIds(english.data));
    expect(articleIds(zh.data).length).toBeGreaterThanOrEqual(18);
    for (const c of english.data.list) expect(c.articles.length).toBeGreaterThan(0);
    const fair = english.data.list.flatMap((c) => c.articles).find((a) => a.title === 'How to verify a draw is fair');
    expect(fair?.summary).toMatch(/^Before a draw opens, the platform makes a random 32-byte seed and publishes/);
    expect(fair?.summary.endsWith('…')).toBe(true);
  });

  it('quotes the configured limits and fees in the seeded withdrawal article', async () => {
    const found = await list('en', 'How to withdraw');
    const id = found.data.list[0]!.articles[0]!.id;
    const article = (await detail(id, 'en')).body.data;
    expect(article).toMatchObject({ title: 'How to withdraw', categoryTitle: 'Withdrawals and payout accounts' });
    expect(article.content).toContain('200.00-30000.00 yuan per withdrawal');
    expect(article.content).toContain('USDT 12.50 yuan');
    const zh = (await detail(id)).body.data;
    expect(zh.title).toBe('如何提现');
    expect(zh.content).toContain('每笔 200.00-30000.00 元');
    const cards = (await list('en', 'usable from')).data.list.flatMap((c) => c.articles);
    expect(cards.map((a) => a.title)).toContain('Binding a bank card or USDT address');
  });

  it('seeds once: a second run, or one after operators changed things, writes nothing', async () => {
    const before = articleIds((await list('en')).data);
    await seedHelp({
      db,
      config: app.config,
      audit: async () => {},
      serviceInfo: async () => ({ channels: [], email: '' }),
      onlineDeposit: false,
    });
    expect(articleIds((await list('en')).data)).toEqual(before);
  });
});

describe('help centre: search and details', () => {
  it('finds articles by title and by body text, in either language', async () => {
    const byTitle = await list('zh_hans', '快三');
    expect(byTitle.data.list.flatMap((c) => c.articles.map((a) => a.title))).toContain('彩票玩法：快三与 PC28');
    const byBody = await list('zh_hans', '承诺值');
    expect(byBody.data.list.flatMap((c) => c.articles.map((a) => a.title))).toEqual(['如何验证开奖公平']);
    expect(byBody.data.list.map((c) => c.title)).toEqual(['游戏与公平性']);
    const englishBody = await list('en', 'commitment');
    expect(englishBody.data.list.flatMap((c) => c.articles.map((a) => a.title))).toContain(
      'How to verify a draw is fair',
    );
    const englishTitle = await list('en', 'lucky WHEEL');
    expect(englishTitle.data.list.flatMap((c) => c.articles.map((a) => a.title))).toEqual([
      'Lucky wheel and how to verify it',
    ]);
  });

  it('searches words, not markup, and takes % and _ as themselves', async () => {
    expect((await list('en', 'strong')).data.list).toEqual([]);
    expect((await list('en', '%')).data.list.flatMap((c) => c.articles).length).toBeGreaterThan(0);
    expect((await list('en', '_')).data.list).toEqual([]);
    expect((await list('en', 'no such words at all')).data.list).toEqual([]);
  });

  it('refuses a search of over 30 characters in the member language and an unknown article with 404', async () => {
    const long = await callEndpoint(app, CONTENT_API.helpList, { keyword: 'x'.repeat(31) }, { lang: 'en' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe(en['content.keyword_rule']);
    const missing = await detail(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, msg: zh_hans['content.article_not_found'] });
    expect((await detail(999_999, 'en')).body.msg).toBe(en['content.article_not_found']);
    expect((await callEndpoint(app, CONTENT_API.helpDetails, { id: 'abc' })).status).toBe(400);
  });
});

describe('help centre: administration', () => {
  let category: AdminHelpCategory;
  let article: AdminHelpArticle;

  it('lets support create a category and an article, sanitising the HTML, audited', async () => {
    const c = await admin(CONTENT_API.adminCategoryCreate, {
      titleZhHans: '测试分类',
      titleEn: 'Test area',
      sort: 5,
    });
    expect(c.body).toMatchObject({ code: 1, data: { titleZhHans: '测试分类', titleEn: 'Test area', sort: 5 } });
    category = c.body.data;
    const a = await admin(CONTENT_API.adminArticleCreate, {
      categoryId: category.id,
      titleZhHans: '安全文章',
      titleEn: 'Safe article',
      contentZhHans: '<p onclick="steal()">斑马<script>alert(1)</script></p>',
      contentEn:
        '<p>Zebra crossing<script>alert(1)</script><img src="x" onerror="alert(2)"></p><iframe src="https://x.test"></iframe>',
    });
    expect(a.body.code).toBe(1);
    article = a.body.data;
    expect(article.contentZhHans).toBe('<p>斑马</p>');
    expect(article.contentEn).not.toMatch(/script|onerror|iframe|alert/);
    const shown = (await detail(article.id, 'en')).body.data;
    expect(shown).toMatchObject({ title: 'Safe article', categoryTitle: 'Test area', categoryId: category.id });
    expect(shown.content).not.toMatch(/script|onerror|alert/);
    expect((await list('en', 'zebra')).data.list).toEqual([
      {
        id: category.id,
        title: 'Test area',
        articles: [{ id: article.id, title: 'Safe article', summary: 'Zebra crossing' }],
      },
    ]);
    expect(await audits('help_%')).toEqual([
      { action: 'help_category.create', target: `help_category:${category.id}` },
      { action: 'help_article.create', target: `help_article:${article.id}` },
    ]);
  });

  it('updates and deletes, refusing an unknown id and a category that still holds articles', async () => {
    const updated = await admin(CONTENT_API.adminArticleUpdate, {
      id: article.id,
      categoryId: category.id,
      titleZhHans: '新标题',
      titleEn: 'New title',
      contentZhHans: '<p>长颈鹿</p>',
      contentEn: '<p>Giraffe</p>',
    });
    expect(updated.body.data).toMatchObject({ titleEn: 'New title', contentEn: '<p>Giraffe</p>' });
    expect((await list('en', 'zebra')).data.list).toEqual([]);
    expect((await list('zh_hans', '长颈鹿')).data.list[0]!.articles[0]!.title).toBe('新标题');

    const busy = await admin(CONTENT_API.adminCategoryDelete, { id: category.id }, support, 'en');
    expect(busy.status).toBe(409);
    expect(busy.body.msg).toBe(en['content.category_not_empty']);
    // The article as saved, less what the server stamps, in a category that does not exist.
    const { updatedAt: _updatedAt, ...saved } = updated.body.data;
    const wrongCategory = await admin(CONTENT_API.adminArticleUpdate, { ...saved, categoryId: 999_999 });
    expect(wrongCategory.status).toBe(404);

    expect((await admin(CONTENT_API.adminArticleDelete, { id: article.id })).body).toMatchObject({
      code: 1,
      data: { id: article.id },
    });
    expect((await detail(article.id)).status).toBe(404);
    expect((await admin(CONTENT_API.adminArticleDelete, { id: article.id })).status).toBe(404);
    expect((await admin(CONTENT_API.adminCategoryDelete, { id: category.id })).body.code).toBe(1);
    expect((await audits('help_%')).map((r) => r.action)).toEqual([
      'help_category.create',
      'help_article.create',
      'help_article.update',
      'help_article.delete',
      'help_category.delete',
    ]);
  });

  it('refuses members, visitors and other roles, and bad input, changing nothing', async () => {
    const before = (await audits('help_%')).length;
    const body = { titleZhHans: '分类', titleEn: 'Area' };
    expect((await admin(CONTENT_API.adminCategoryCreate, body, {})).status).toBe(401);
    expect((await admin(CONTENT_API.adminCategoryCreate, body, { token: member.token })).status).toBe(401);
    expect((await admin(CONTENT_API.adminCategoryCreate, body, await operatorHeaders(app, 'finance'))).status).toBe(
      403,
    );
    const bad = await admin(CONTENT_API.adminCategoryCreate, { titleZhHans: '', titleEn: 'Area' }, support, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(en['content.title_rule']);
    expect((await callEndpoint(app, CONTENT_API.adminList, undefined, { headers: support })).body.code).toBe(1);
    expect((await callEndpoint(app, CONTENT_API.adminList, undefined, { token: member.token })).status).toBe(401);
    expect((await audits('help_%')).length).toBe(before);
  });
});

describe('the site configuration', () => {
  it('answers what the configuration, the contract and the service channels hold', async () => {
    await callEndpoint(
      app,
      SERVICE_API.adminCreate,
      { kind: 'live_chat', titleZhHans: '在线客服', titleEn: 'Live chat', value: 'https://chat.test/x' },
      { headers: support },
    );
    const res = await callEndpoint(app, CONTENT_API.config, undefined, { lang: 'en' });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      siteName: 'Test Platform',
      appVersion: '1.4.1',
      versionCode: 141,
      currency: 'CNY',
      amounts: {
        deposit: { min: '100.00', max: '50000.00' },
        withdraw: { min: '200.00', max: '30000.00' },
        transferMin: '0.01',
      },
      withdrawFees: { bank: { percent: '0.00', fixed: '0.00' }, usdt: { percent: '0.00', fixed: '12.50' } },
      usdtRate: '7.20',
      payoutCooldownMinutes: 720,
      identity: { single: '50000.00', cumulative: '200000.00' },
      features: { onlineDeposit: false, liveChat: true },
      service: { email: 'help@platform.test', channels: [{ kind: 'live_chat', title: 'Live chat' }] },
    });
    const zh = await callEndpoint(app, CONTENT_API.config);
    expect(zh.body.data.service.channels[0]!.title).toBe('在线客服');
  });
});
