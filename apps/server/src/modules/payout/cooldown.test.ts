import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { PAYOUT_API, WITHDRAW_API } from '@app/contract';
import { account, balanceOf } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember } from '../../../test/helper.ts';
import { bindCard, fund, newKey } from '../../../test/money.ts';

// The platform's real default: a new account waits 24 hours (the other tests run with 0).
const app = await buildTestApp({ PAYOUT_COOLDOWN_MINUTES: '1440', PLATFORM_TZ: 'Asia/Shanghai' });
const db = app.database.db;
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

const submit = (token: string, accountId: number, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(
    app,
    WITHDRAW_API.submit,
    { method: 'bank', withdrawPassword: '123456', amount: '100', accountId },
    { token, lang, headers: { 'idempotency-key': newKey() } },
  );

/** "2026-11-27 18:43": the minute in the platform's zone (UTC+8), as the refusal names it. */
const shanghaiMinute = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('new payout account cooldown', () => {
  it('shows when the account becomes usable, refuses withdrawals to it until then, then allows them', async () => {
    const m = await registerMember(app);
    const cardId = await bindCard(app, m.token);
    await fund(db, m.uid, 50_000n);
    const list = (await callEndpoint(app, PAYOUT_API.getUserWithdrawList, undefined, { token: m.token })).body.data;
    const card = list.bankCards.find((c) => c.id === cardId)!;
    expect(Date.parse(card.usableFrom) - Date.parse(card.createdAt)).toBe(DAY_MS);

    const time = shanghaiMinute(card.usableFrom);
    for (const [lang, catalogue] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const refused = await submit(m.token, cardId, lang);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 0,
        error: 'security.account_cooling',
        msg: catalogue['security.account_cooling'].replace('{{time}}', time),
        data: null,
      });
    }
    expect(await balanceOf(db, account.central(m.uid))).toBe(50_000n);

    // A minute before the end still refused; at the end allowed (an injected clock).
    vi.setSystemTime(new Date(Date.parse(card.usableFrom) - 60_000));
    expect((await submit(m.token, cardId)).body.error).toBe('security.account_cooling');
    vi.setSystemTime(new Date(card.usableFrom));
    const ok = await submit(m.token, cardId);
    expect(ok.body).toMatchObject({ code: 1, data: { amount: '100.00' } });
    expect(await balanceOf(db, account.central(m.uid))).toBe(40_000n);
  });
});
