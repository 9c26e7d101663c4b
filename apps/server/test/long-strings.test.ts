import { describe, expect, it } from 'vitest';
import { ACTIVITY_API, CONTENT_API, ENDPOINTS, LIMITS, SPONSORSHIP_API, USER_API, type Endpoint } from '@app/contract';
import { en, zh_hans } from '@app/contract/messages';
import { confirmedDeposit, operatorHeaders } from './money.ts';
import { inputWith, sender, stringCases } from './endpoint-strings.ts';
import { ordersOf, submitFeedback, ticketCount } from './feedback.ts';
import { buildTestApp, callEndpoint, registerMember } from './helper.ts';

// feedback/submit counted its description's characters before any limit, at a cost that grows with
// the square of the length: 40,000 characters held every request for 33 s. Every string the API
// takes now has a limit in the contract, and every JSON body a size limit per endpoint.

const app = await buildTestApp();
const member = await registerMember(app);
const operator = await operatorHeaders(app, 'admin');
const send = sender(app, member.token, operator['x-operator-token']);
await confirmedDeposit(app, member.uid, 15_000n);
const [order] = await ordersOf(app, member.token);
const feedback = (content: string) => ({ type: 'deposit', orderNo: order!.orderNo, content });

describe('every string the API takes has a length limit', () => {
  it('declared in the contract, rich text the longest', () => {
    expect(stringCases.length).toBeGreaterThan(80);
    const unbounded = stringCases.filter((c) => c.max === null || c.max > LIMITS.richTextMax).map((c) => c.name);
    expect(unbounded).toEqual([]);
  });

  it.each(stringCases.map((c) => [c.name, c] as const))(
    '%s: one past it is refused, code 0 with 4xx',
    async (_n, c) => {
      const input = inputWith(c.path, 'a'.repeat(c.max! + 1));
      expect(c.schema.safeParse(input).error!.issues.map((i) => i.path.join('.'))).toContain(c.path.join('.'));
      const res = await send(c.e, input);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(0);
    },
  );
});

describe('a huge description', () => {
  it('of 1 MB is refused by its size, in both languages, and writes nothing', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const res = await submitFeedback(app, member.token, feedback(huge), { lang });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: 0,
        error: 'common.payload_too_large',
        msg: texts['common.payload_too_large'],
      });
    }
    expect(await ticketCount(app, member.uid)).toBe(0);
  });

  it('inside the body limit but past the text limit is refused without counting its characters', async () => {
    const res = await submitFeedback(app, member.token, feedback('字'.repeat(5000)), { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, error: 'feedback.content_length' });
  });

  it('leaves other requests answered while twenty arrive at once', async () => {
    // Before the limits, descriptions of 40,000 characters held every request for 33 s.
    const started = performance.now();
    const attacks = Array.from({ length: 20 }, (_, i) =>
      submitFeedback(app, member.token, feedback(i % 2 ? '字'.repeat(5000) : 'x'.repeat(40_000))),
    );
    const reads = Array.from({ length: 20 }, () =>
      callEndpoint(app, USER_API.userInfo, undefined, { token: member.token }),
    );
    const [refused, answered] = await Promise.all([Promise.all(attacks), Promise.all(reads)]);
    expect(refused.map((r) => r.status).sort()).toEqual([...Array(10).fill(400), ...Array(10).fill(413)]);
    expect(answered.map((r) => r.body.code)).toEqual(Array(20).fill(1));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await ticketCount(app, member.uid)).toBe(0);
  });
});

describe('the size of a JSON body', () => {
  it('is refused past the default before the request is read, for visitors too', async () => {
    const res = await callEndpoint(
      app,
      USER_API.login,
      { username: 'someone', password: 'p'.repeat(LIMITS.bodyMaxBytes) },
      { lang: 'en' },
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 0, error: 'common.payload_too_large' });
  });

  it('is larger only where operators write rich text', () => {
    const larger = Object.values(ENDPOINTS)
      .flatMap((area) => Object.values(area) as Endpoint[])
      .filter((e) => (e.bodyLimit ?? LIMITS.bodyMaxBytes) > LIMITS.bodyMaxBytes);
    const richText = [
      ACTIVITY_API.adminSave,
      CONTENT_API.adminArticleCreate,
      CONTENT_API.adminArticleUpdate,
      SPONSORSHIP_API.adminCreate,
      SPONSORSHIP_API.adminUpdate,
    ];
    expect(larger.map((e) => e.path).sort()).toEqual(richText.map((e) => e.path).sort());
  });

  it('may be larger for rich text: an article of the longest length in Chinese is saved', async () => {
    const category = await callEndpoint(
      app,
      CONTENT_API.adminCategoryCreate,
      { titleZhHans: '存款', titleEn: 'Deposits' },
      { headers: operator },
    );
    const long = '说明'.repeat(LIMITS.richTextMax / 2);
    const res = await callEndpoint(
      app,
      CONTENT_API.adminArticleCreate,
      { categoryId: category.body.data.id, titleZhHans: '长文', titleEn: 'Long', contentZhHans: long, contentEn: long },
      { headers: operator },
    );
    expect(Buffer.byteLength(JSON.stringify({ contentZhHans: long, contentEn: long }))).toBeGreaterThan(
      LIMITS.bodyMaxBytes,
    );
    expect(res.body.code).toBe(1);
  });
});

it('a feedback description keeps its rule: 200 characters are taken', async () => {
  const res = await submitFeedback(app, member.token, feedback('好'.repeat(LIMITS.feedbackTextMax)));
  expect(res.body.code).toBe(1);
});
