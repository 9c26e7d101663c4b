import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { FEEDBACK_TYPES, charCount, type MessageKey } from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, registerMember } from '../../../test/helper.ts';
import { confirmedDeposit, newKey } from '../../../test/money.ts';
import { DICTIONARY, backdateDeposit, ordersOf, submitFeedback, text, ticketCount } from '../../../test/feedback.ts';
import { pngImage, uploadImage } from '../../../test/uploads.ts';

const app = await buildTestApp();
const db = app.database.db;

const alice = await registerMember(app);
const bob = await registerMember(app);
await confirmedDeposit(app, alice.uid, 15_000n);
await confirmedDeposit(app, bob.uid, 20_000n);
const [aliceOrder] = await ordersOf(app, alice.token);
const [bobOrder] = await ordersOf(app, bob.token);
const valid = { type: 'deposit', orderNo: aliceOrder!.orderNo, content: text(20) };

/** Refused with `key`'s text in both languages, and no ticket written. */
async function refused(body: Record<string, unknown>, key: MessageKey) {
  const before = await ticketCount(app, alice.uid);
  for (const [lang, catalogue] of [
    ['zh_hans', zh_hans],
    ['en', en],
  ] as const) {
    const res = await submitFeedback(app, alice.token, body, { lang });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: 0, msg: catalogue[key] });
  }
  expect(await ticketCount(app, alice.uid)).toBe(before);
}

describe('the orders a ticket may name', () => {
  it("lists the member's own orders of the past 7 days with kind, label, amount and time", async () => {
    expect(aliceOrder).toMatchObject({ kind: 'deposit', amount: '150.00' });
    expect(aliceOrder!.label.startsWith('存款')).toBe(true);
    expect((await ordersOf(app, alice.token, 'en'))[0]!.label.startsWith('Deposit')).toBe(true);
    expect((await ordersOf(app, alice.token)).map((o) => o.orderNo)).not.toContain(bobOrder!.orderNo);
  });

  it('keeps one list of type codes: the contract and the dictionary agree', () => {
    expect(DICTIONARY.feedbackTypes.map((t) => t.code)).toEqual([...FEEDBACK_TYPES]);
  });
});

describe('feedback/submit refuses and changes nothing', () => {
  it('an order not selected', async () => {
    await refused({ type: 'deposit', content: text(20) }, 'feedback.order_required');
    await refused({ ...valid, orderNo: '  ' }, 'feedback.order_required');
  });

  it("another member's order, and a number never issued", async () => {
    await refused({ ...valid, orderNo: bobOrder!.orderNo }, 'feedback.order_invalid');
    await refused({ ...valid, orderNo: 'DT0000000000' }, 'feedback.order_invalid');
  });

  it('an order 8 days old', async () => {
    const old = await registerMember(app);
    await confirmedDeposit(app, old.uid, 10_000n);
    const [order] = await ordersOf(app, old.token);
    await backdateDeposit(app, order!.orderNo, 8);
    expect(await ordersOf(app, old.token)).toEqual([]);
    const res = await submitFeedback(app, old.token, { ...valid, orderNo: order!.orderNo }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: en['feedback.order_invalid'] });
    expect(await ticketCount(app, old.uid)).toBe(0);
  });

  it('a description of 19 or 201 characters, counted as characters', async () => {
    await refused({ ...valid, content: text(19) }, 'feedback.content_length');
    await refused({ ...valid, content: text(201) }, 'feedback.content_length');
    // 19 family emoji: 19 characters though 152 UTF-16 units.
    await refused({ ...valid, content: '👨‍👩‍👧'.repeat(19) }, 'feedback.content_length');
  });

  it('no type, an unknown type, more than 3 images', async () => {
    await refused({ orderNo: valid.orderNo, content: valid.content }, 'feedback.type_required');
    await refused({ ...valid, type: 'casino' }, 'feedback.type_required');
    await refused({ ...valid, images: ['a', 'b', 'c', 'd'] }, 'feedback.images_max');
  });

  it('an image not uploaded, or uploaded by another member', async () => {
    const theirs = await uploadImage(app, bob.token, pngImage());
    await refused({ ...valid, images: [theirs.body.data.url] }, 'feedback.image_invalid');
    await refused({ ...valid, images: ['/api/uploads/' + 'a'.repeat(32) + '.png'] }, 'feedback.image_invalid');
    await refused({ ...valid, images: ['https://example.com/x.png'] }, 'feedback.image_invalid');
  });
});

describe('feedback images go through common/upload', () => {
  const uploadsOf = async (memberId: number) =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from uploads where member_id = ${memberId}`))[0]!
      .n;
  const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');

  it.each([
    ['a GIF named .png', gif, 'upload.bad_type'],
    ['an HTML file named .png', html, 'upload.bad_type'],
    ['a 16 MB image', Buffer.concat([pngImage(), Buffer.alloc(16 * 1024 * 1024)]), 'upload.too_large'],
  ] as const)('refuses %s in both languages and stores nothing', async (_name, file, key) => {
    const before = await uploadsOf(alice.uid);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await uploadImage(app, alice.token, file, { lang });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toMatchObject({ code: 0, msg: catalogue[key] });
    }
    expect(await uploadsOf(alice.uid)).toBe(before);
  });
});

describe('feedback/submit accepts', () => {
  it("a 20-character description of emoji and CJK with the member's own image, once per key", async () => {
    const content = '👍🏽🇨🇳' + '问'.repeat(16) + '👨‍👩‍👧é';
    expect(charCount(content)).toBe(20);
    const image = await uploadImage(app, alice.token, pngImage());
    const key = newKey();
    const body = { ...valid, content, images: [image.body.data.url] };
    const before = await ticketCount(app, alice.uid);
    const first = await submitFeedback(app, alice.token, body, { key, lang: 'en' });
    expect(first.body).toMatchObject({ code: 1, msg: en['feedback.submitted'] });
    const again = await submitFeedback(app, alice.token, body, { key, lang: 'en' });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await ticketCount(app, alice.uid)).toBe(before + 1);
  });
});
