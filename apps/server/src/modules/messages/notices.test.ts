import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { en, zh_hans } from '@app/contract/messages';
import { CATALOGUE_API, MESSAGES_API, type EndpointInput } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, callEndpoint, unchecked } from '../../../test/helper.ts';
import { operatorHeaders } from '../../../test/money.ts';

// Notices and the home marquee are one model (docs/decisions.md, Messages and notices).
const app = await buildTestApp();
const marketing = await operatorHeaders(app, 'marketing');

const notices = async (lang: 'zh_hans' | 'en' = 'zh_hans') =>
  (await callEndpoint(app, MESSAGES_API.notice, { limit: '100' }, { lang })).body.data.list;
const bulletinIds = async () =>
  (await callEndpoint(app, CATALOGUE_API.bulletin, { limit: '100' })).body.data.list.map((b) => b.id);
type NoticeInput = EndpointInput<typeof MESSAGES_API.adminSaveNotice>;
const notice: NoticeInput = {
  code: 'maint_1',
  kind: 'maintenance',
  titleZhHans: '',
  titleEn: '',
  textZhHans: '周二凌晨维护',
  textEn: 'Maintenance early on Tuesday',
  marquee: false,
  enabled: true,
  sort: 5,
  startsAt: null,
  endsAt: null,
};
const save = (body: Partial<NoticeInput>, headers = marketing) =>
  callEndpoint(app, MESSAGES_API.adminSaveNotice, { ...notice, ...body }, { headers });

describe('platform notices', () => {
  it('are the seeded bulletins and the new games’ notice, with a title in the reader’s language', async () => {
    const seeded = await bulletinIds();
    expect(seeded.length).toBeGreaterThan(0);
    const en1 = await notices('en');
    expect(en1.map((n) => n.id)).toEqual([...seeded, 'new_slots']);
    expect(en1[0]).toMatchObject({ kind: 'general', title: en['messages.notice.general'] });
    // The new games' notice is not in the marquee.
    expect(en1.at(-1)).toMatchObject({ kind: 'new_game', title: en['messages.notice.new_game'] });
    expect(en1.at(-1)!.text).toContain('Lantern Reels');
  });

  it('an operator saves one (audited); it shows at once, in the marquee only when marked so', async () => {
    const before = await bulletinIds();
    const first = await save({});
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ code: 1 });
    const zh = await notices();
    expect(zh.find((n) => n.id === 'maint_1')).toMatchObject({
      kind: 'maintenance',
      title: zh_hans['messages.notice.maintenance'],
      text: '周二凌晨维护',
    });
    expect(await bulletinIds()).toEqual(before);

    expect((await save({ marquee: true, titleEn: 'Maintenance on Tuesday' })).body.code).toBe(1);
    expect(await bulletinIds()).toEqual(['maint_1', ...before]);
    expect((await notices('en')).find((n) => n.id === 'maint_1')?.title).toBe('Maintenance on Tuesday');

    expect((await save({ enabled: false })).body.code).toBe(1);
    expect(await bulletinIds()).toEqual(before);
    expect((await notices()).map((n) => n.id)).not.toContain('maint_1');
    const audits = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from audit_log where action = 'notice.save' and target = 'notice:maint_1'`,
    );
    expect(audits[0]!.n).toBe(3);
    const list = await callEndpoint(app, MESSAGES_API.adminNotices, undefined, { headers: marketing });
    expect(list.body.data.list.find((n) => n.id === 'maint_1')).toMatchObject({ enabled: false, marquee: false });
  });

  it('refuses other roles and bad input, changing nothing', async () => {
    expect((await save({ code: 'x_finance' }, await operatorHeaders(app, 'finance'))).status).toBe(403);
    for (const body of [{ code: 'Bad Code' }, { kind: 'party' }, { textEn: '' }, { startsAt: 'soon' }]) {
      const res = await save(unchecked({ ...body, code: body.code ?? 'x_bad' }));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ids = (await notices()).map((n) => n.id);
    expect(ids.filter((id) => id.startsWith('x_'))).toEqual([]);
  });
});
