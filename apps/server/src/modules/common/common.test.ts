import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMMON_API, LIMITS, pathOf } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { en, zh_hans } from '@app/contract/messages';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { pngImage, uploadImage } from '../../../test/uploads.ts';

const app = await buildTestApp({
  APP_LATEST_VERSION: '1.5.0',
  APP_LATEST_VERSION_CODE: '150',
  APP_APK_URL: 'https://dl.example/app.apk',
});
// A real image: uploads are decoded whole before they are stored.
const PNG = pngImage();

const upload = (token: string, file: Buffer, opts: Parameters<typeof uploadImage>[3] = {}) =>
  uploadImage(app, token, file, opts);

const uploadCount = async () =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from uploads`))[0]!.n;

describe('system calls', () => {
  it('answers the domain probe', async () => {
    const res = await app.inject({ method: 'GET', url: '/load.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
  });

  it('answers the update check from configuration', async () => {
    const res = await callEndpoint(app, COMMON_API.checkUpdate);
    expect(res.body).toMatchObject({
      code: 1,
      data: { version: '1.5.0', versionCode: 150, apkUrl: 'https://dl.example/app.apk' },
    });
  });

  it('answers system info', async () => {
    const res = await callEndpoint(app, COMMON_API.systemInfo);
    expect(res.body.data).toMatchObject({
      currency: 'CNY',
      timeZone: 'Asia/Shanghai',
      appVersion: LIMITS.appVersion,
      versionCode: 141,
    });
  });

  it('lists the 23 banks with a fast-transfer option, in the request language', async () => {
    const zh = await callEndpoint(app, COMMON_API.sysDictionary, { type: 'banks' });
    expect(zh.body.data.banks).toHaveLength(LIMITS.selectableBanks);
    expect(zh.body.data.banks?.filter((b) => b.fastTransfer)).toHaveLength(1);
    expect(zh.body.data.banks?.find((b) => b.code === 'ICBC')?.label).toBe('中国工商银行');
    const english = await callEndpoint(app, COMMON_API.sysDictionary, { type: 'banks' }, { lang: 'en' });
    expect(english.body.data.banks?.find((b) => b.code === 'ICBC')?.label).toBe(
      'Industrial and Commercial Bank of China',
    );
  });

  it('lists every dictionary at once', async () => {
    const res = await callEndpoint(app, COMMON_API.sysDictionary, undefined, { lang: 'en' });
    expect(res.body.data.feedbackTypes).toHaveLength(9);
    expect(res.body.data.paymentMethods).toHaveLength(7);
    expect(res.body.data.withdrawMethods).toEqual([
      { code: 'bank', label: 'Quick transfer to card', sort: 0 },
      { code: 'usdt', label: 'USDT', sort: 1 },
    ]);
    expect(res.body.data.gameCategories).toHaveLength(8);
  });

  it('refuses an unknown dictionary type with code 0', async () => {
    const res = await callEndpoint(app, COMMON_API.sysDictionary, unchecked({ type: 'secrets' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(0);
  });

  it('lists default avatars and serves them as SVG', async () => {
    const res = await callEndpoint(app, COMMON_API.defaultAvatar);
    expect(res.body.data.list).toHaveLength(6);
    const svg = await app.inject({ method: 'GET', url: res.body.data.list[0]! });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const missing = await app.inject({ method: 'GET', url: `/api/${pathOf(COMMON_API.avatar, { file: '99.svg' })}` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('upload', () => {
  it('stores a real PNG and serves it back with its type', async () => {
    const m = await registerMember(app);
    const res = await upload(m.token, PNG, { uid: String(m.uid) });
    expect(res.body).toMatchObject({ code: 1, data: { size: PNG.length, type: 'image/png' } });
    const file = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a .png that is really text, and stores nothing', async () => {
    const m = await registerMember(app);
    const before = await uploadCount();
    const res = await upload(m.token, Buffer.from('this is not an image at all'), { lang: 'en' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 0, msg: en['upload.bad_type'], error: 'upload.bad_type', data: null });
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over 15 MB while streaming, and stores nothing', async () => {
    const m = await registerMember(app);
    const before = await uploadCount();
    const big = Buffer.alloc(LIMITS.uploadMaxBytes + 1024, 1);
    PNG.copy(big);
    const res = await upload(m.token, big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 0, error: 'upload.too_large', msg: zh_hans['upload.too_large'] });
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a wrong directory, a uid that is not the member, and visitors', async () => {
    const m = await registerMember(app);
    expect((await upload(m.token, PNG, { directory: 'avatars' })).body.error).toBe('upload.directory');
    expect((await upload(m.token, PNG, { uid: String(m.uid + 1000) })).status).toBe(403);
    expect((await upload('', PNG)).status).toBe(401);
  });
});
