import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIMITS, translate } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, onPostgres, registerMember } from '../../../test/helper.ts';
import { jpegImage, pngImage, uploadImage } from '../../../test/uploads.ts';

const app = await buildTestApp();
const db = app.database.db;
const upload = (token: string, file: Buffer, lang: 'en' | 'zh_hans' = 'en') => uploadImage(app, token, file, { lang });

const storedBy = async (uid: number) =>
  (
    await queryRows<{ n: number; bytes: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(size), 0)::int as bytes from uploads where member_id = ${uid}`,
    )
  )[0]!;
const quotaOf = async (uid: number) =>
  (
    await queryRows<{ count: number; bytes: number }>(
      db,
      sql`select count, bytes::int as bytes from upload_quotas where member_id = ${uid}`,
    )
  )[0] ?? { count: 0, bytes: 0 };

const quotaMessage = (lang: 'en' | 'zh_hans') =>
  translate(lang, 'upload.daily_quota', { count: LIMITS.uploadDailyCount, mb: LIMITS.uploadDailyBytes / 1024 / 1024 });

/** A real PNG whose header is rewritten to declare `width`×`height` (its pixels no longer match). */
function declaring(width: number, height: number): Buffer {
  const png = Buffer.from(pngImage());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('uploads are decoded whole', () => {
  it('refuses a 29-byte "JPEG" carrying a script, stores nothing and counts nothing', async () => {
    const m = await registerMember(app);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    expect(fake.length).toBe(29);
    const res = await upload(m.token, fake);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 0,
      msg: translate('en', 'upload.bad_type'),
      error: 'upload.bad_type',
      data: null,
    });
    expect(await storedBy(m.uid)).toEqual({ n: 0, bytes: 0 });
    expect(await quotaOf(m.uid)).toEqual({ count: 0, bytes: 0 });
  });

  it('accepts a real PNG and a real JPEG, served as images that may run nothing', async () => {
    const m = await registerMember(app);
    for (const [file, type] of [
      [pngImage(40, 30), 'image/png'],
      [jpegImage(40, 30), 'image/jpeg'],
    ] as const) {
      const res = await upload(m.token, file);
      expect(res.body).toMatchObject({ code: 1, data: { size: file.length, type } });
      const served = await app.inject({ method: 'GET', url: res.body.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
    expect(await storedBy(m.uid)).toMatchObject({ n: 2 });
  });

  it('refuses a truncated PNG and a truncated JPEG, and gives back their count', async () => {
    const m = await registerMember(app);
    for (const file of [pngImage(40, 30), jpegImage(40, 30)]) {
      const res = await upload(m.token, file.subarray(0, Math.floor(file.length * 0.7)), 'zh_hans');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'upload.bad_type',
        msg: translate('zh_hans', 'upload.bad_type'),
      });
    }
    expect(await storedBy(m.uid)).toEqual({ n: 0, bytes: 0 });
    expect(await quotaOf(m.uid)).toEqual({ count: 0, bytes: 0 });
  });

  it('refuses a picture larger than the limits from its header, before decoding it', async () => {
    const m = await registerMember(app);
    const side = LIMITS.uploadMaxSidePx + 1;
    const area = Math.ceil(Math.sqrt(LIMITS.uploadMaxMegapixels * 1e6)) + 1;
    for (const file of [declaring(side, 10), declaring(area, area), declaring(40_000, 40_000)]) {
      const res = await upload(m.token, file);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        error: 'upload.dimensions',
        msg: translate('en', 'upload.dimensions', {
          side: LIMITS.uploadMaxSidePx,
          megapixels: LIMITS.uploadMaxMegapixels,
        }),
      });
    }
    expect(await storedBy(m.uid)).toEqual({ n: 0, bytes: 0 });
  });
});

describe('the daily upload quota', () => {
  it(`refuses image ${LIMITS.uploadDailyCount + 1} of a day with its message and stores nothing`, async () => {
    const [m, other] = [await registerMember(app), await registerMember(app)];
    const image = pngImage(16, 16);
    for (let i = 0; i < LIMITS.uploadDailyCount; i += 1) expect((await upload(m.token, image)).body.code).toBe(1);
    const full = { n: LIMITS.uploadDailyCount, bytes: LIMITS.uploadDailyCount * image.length };
    expect(await storedBy(m.uid)).toEqual(full);

    for (const lang of ['en', 'zh_hans'] as const) {
      const res = await upload(m.token, image, lang);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ code: 0, msg: quotaMessage(lang), error: 'upload.daily_quota', data: null });
    }
    expect(await storedBy(m.uid)).toEqual(full);
    expect(await quotaOf(m.uid)).toEqual({ count: full.n, bytes: full.bytes });
    // The quota is each member's own.
    expect((await upload(other.token, image)).body.code).toBe(1);
  });

  it('refuses the image that would pass the daily bytes, and takes one that fits', async () => {
    const m = await registerMember(app);
    // Earlier uploads today left 1,000 bytes of the quota.
    const left = 1000;
    const usedBytes = LIMITS.uploadDailyBytes - left;
    await db.execute(
      sql`insert into upload_quotas (member_id, day, count, bytes)
        values (${m.uid}, (now() at time zone ${app.config.timeZone})::date, 1, ${usedBytes})`,
    );
    const tooBig = pngImage(120, 90);
    expect(tooBig.length).toBeGreaterThan(left);
    const res = await upload(m.token, tooBig, 'zh_hans');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 0, msg: quotaMessage('zh_hans'), error: 'upload.daily_quota', data: null });
    expect(await storedBy(m.uid)).toEqual({ n: 0, bytes: 0 });
    expect(await quotaOf(m.uid)).toEqual({ count: 1, bytes: usedBytes });

    const fits = pngImage(4, 4);
    expect(fits.length).toBeLessThanOrEqual(left);
    expect((await upload(m.token, fits)).body.code).toBe(1);
    expect(await quotaOf(m.uid)).toEqual({ count: 2, bytes: usedBytes + fits.length });
  });
});

describe.runIf(onPostgres)('200 parallel uploads of one member (PostgreSQL)', () => {
  it('store exactly the daily count and refuse the rest with the quota message', async () => {
    const m = await registerMember(app);
    const image = pngImage(16, 16);
    const answers = await Promise.all(Array.from({ length: 200 }, () => upload(m.token, image)));
    const stored = answers.filter((a) => a.body.code === 1);
    const refused = answers.filter((a) => a.body.code !== 1);
    expect(stored).toHaveLength(LIMITS.uploadDailyCount);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error} ${a.body.msg}`))).toEqual(
      new Set([`429 upload.daily_quota ${quotaMessage('en')}`]),
    );
    const full = { n: LIMITS.uploadDailyCount, bytes: LIMITS.uploadDailyCount * image.length };
    expect(await storedBy(m.uid)).toEqual(full);
    expect(await quotaOf(m.uid)).toEqual({ count: full.n, bytes: full.bytes });
  });
});
