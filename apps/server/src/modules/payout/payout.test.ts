import { describe, expect, it } from 'vitest';
import { en, zh_hans } from '@app/contract/messages';
import { PAYOUT_API, type Endpoint, type EndpointInput } from '@app/contract';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { newCardNumber } from '../../../test/money.ts';

const app = await buildTestApp();
const LANGS = [
  ['zh_hans', zh_hans],
  ['en', en],
] as const;

const accountsOf = async (token: string) =>
  (await callEndpoint(app, PAYOUT_API.getUserWithdrawList, undefined, { token })).body.data;
const countOf = async (token: string) => {
  const a = await accountsOf(token);
  return a.bankCards.length + a.cryptoAddresses.length + a.wallets.length;
};

/** Sends `body` to `e` in both languages and expects the same refusal each time, with nothing bound. */
async function expectRefused(token: string, e: Endpoint, body: object, key: keyof typeof zh_hans, status = 400) {
  const before = await countOf(token);
  for (const [lang, catalogue] of LANGS) {
    const res = await callEndpoint(app, e, unchecked(body), { token, lang });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 0, msg: catalogue[key], error: key, data: null });
  }
  expect(await countOf(token)).toBe(before);
}

type CryptInput = EndpointInput<typeof PAYOUT_API.addCrypt>;

const card = (over: Record<string, unknown> = {}) => ({
  cardholderName: '张三',
  bankCode: 'ICBC',
  cardNumber: newCardNumber(),
  branchAddress: '北京市朝阳区建国路支行',
  password: 'Passw0rd1',
  ...over,
});

describe('banks', () => {
  it('serves the 23 banks, the fast-transfer option among them, in the request language', async () => {
    const m = await registerMember(app);
    const zh = await callEndpoint(app, PAYOUT_API.getBank, undefined, { token: m.token });
    expect(zh.body.data.list).toHaveLength(23);
    expect(zh.body.data.list.filter((b) => b.fastTransfer).map((b) => b.code)).toEqual(['FAST']);
    expect(zh.body.data.list.find((b) => b.code === 'ICBC')?.label).toBe('中国工商银行');
    const enList = await callEndpoint(app, PAYOUT_API.getBank, undefined, { token: m.token, lang: 'en' });
    expect(enList.body.data.list.find((b) => b.code === 'ICBC')?.label).toBe('Industrial and Commercial Bank of China');
    expect((await callEndpoint(app, PAYOUT_API.getBank)).status).toBe(401);
  });
});

describe('bank cards', () => {
  it('binds a card in the real name and never shows its full number again', async () => {
    const m = await registerMember(app);
    const input = card({ cardNumber: '6200 0000 0000 0005' });
    const res = await callEndpoint(app, PAYOUT_API.addBank, input, { token: m.token });
    expect(res.body).toMatchObject({ code: 1, msg: zh_hans['payout.added'] });
    expect(res.body.data).toMatchObject({
      cardNumberMasked: '**** **** **** 0005',
      bankName: '中国工商银行',
      cardholderName: '张三',
    });
    const list = await callEndpoint(app, PAYOUT_API.getUserWithdrawList, undefined, { token: m.token });
    expect(list.body.data).toMatchObject({
      bankCards: [{ id: res.body.data.id, cardNumberMasked: '**** **** **** 0005' }],
    });
    expect(JSON.stringify(list.body)).not.toContain('6200000000000005');
  });

  it('refuses a cardholder who is not the member, in both languages', async () => {
    const m = await registerMember(app);
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardholderName: '李四' }), 'payout.holder_mismatch');
  });

  it('refuses a cardholder name with digits or symbols', async () => {
    const m = await registerMember(app);
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardholderName: 'Zhang3' }), 'payout.holder_name');
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardholderName: '张_三' }), 'payout.holder_name');
  });

  it('accepts the real name written with another dot, case or spacing', async () => {
    const m = await registerMember(app, { realName: 'Mary Jane·Smith' });
    const res = await callEndpoint(app, PAYOUT_API.addBank, card({ cardholderName: 'mary jane.smith' }), {
      token: m.token,
    });
    expect(res.body.code).toBe(1);
  });

  it('refuses a card number whose Luhn digit is wrong, unless the bank is the fast-transfer option', async () => {
    const m = await registerMember(app);
    const good = newCardNumber();
    const bad = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardNumber: bad }), 'payout.card_checksum');
    const fast = await callEndpoint(app, PAYOUT_API.addBank, card({ cardNumber: bad, bankCode: 'FAST' }), {
      token: m.token,
    });
    expect(fast.body.code).toBe(1);
  });

  it('refuses card numbers that are too short, too long or not digits, and unknown banks', async () => {
    const m = await registerMember(app);
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardNumber: '62000000005' }), 'payout.card_number');
    await expectRefused(
      m.token,
      PAYOUT_API.addBank,
      card({ cardNumber: '62000000000000000005' }),
      'payout.card_number',
    );
    await expectRefused(m.token, PAYOUT_API.addBank, card({ cardNumber: '6200abcd00000005' }), 'payout.card_number');
    await expectRefused(m.token, PAYOUT_API.addBank, card({ bankCode: 'NOPE' }), 'payout.bank');
    await expectRefused(m.token, PAYOUT_API.addBank, card({ branchAddress: ' ' }), 'payout.branch_address');
    await expectRefused(m.token, PAYOUT_API.addBank, { ...card(), extra: 1 }, 'common.unknown_field');
  });

  it('binds a card once per member, and refuses a card another member holds without saying whose', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const number = newCardNumber();
    const bound = await callEndpoint(app, PAYOUT_API.addBank, card({ cardNumber: number }), { token: a.token });
    expect(bound.body.code).toBe(1);
    await expectRefused(a.token, PAYOUT_API.addBank, card({ cardNumber: number }), 'payout.account_exists', 409);
    // Another member's card (squatting, or one card shared by several accounts): refused, naming nobody.
    await expectRefused(b.token, PAYOUT_API.addBank, card({ cardNumber: number }), 'payout.account_unavailable', 409);
    const spaced = number.replace(/(\d{4})/g, '$1 ');
    await expectRefused(b.token, PAYOUT_API.addBank, card({ cardNumber: spaced }), 'payout.account_unavailable', 409);
    // Deleting frees it.
    expect(
      (await callEndpoint(app, PAYOUT_API.delAddress, { id: bound.body.data.id }, { token: a.token })).body.code,
    ).toBe(1);
    const taken = await callEndpoint(app, PAYOUT_API.addBank, card({ cardNumber: number }), { token: b.token });
    expect(taken.body).toMatchObject({ code: 1, msg: zh_hans['payout.added'] });
    await expectRefused(a.token, PAYOUT_API.addBank, card({ cardNumber: number }), 'payout.account_unavailable', 409);
  });

  it('lets one of several members binding the same card at the same instant have it', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember(app)));
    const body = card();
    const answers = await Promise.all(
      members.map((m) => callEndpoint(app, PAYOUT_API.addBank, body, { token: m.token })),
    );
    expect(answers.filter((r) => r.body.code === 1)).toHaveLength(1);
    const refused = answers.filter((r) => r.body.code !== 1);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(
      refused.map(() => [409, 'payout.account_unavailable']),
    );
    const bound = await Promise.all(members.map(async (m) => (await accountsOf(m.token)).bankCards.length));
    expect(bound.sort()).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('refuses a USDT address or wallet another member holds, in any spelling', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const body: CryptInput = {
      alias: 'cold',
      coin: 'USDT',
      protocol: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      password: 'Passw0rd1',
    };
    expect((await callEndpoint(app, PAYOUT_API.addCrypt, body, { token: a.token })).body.code).toBe(1);
    const lower = { ...body, address: body.address.toLowerCase() };
    await expectRefused(b.token, PAYOUT_API.addCrypt, lower, 'payout.account_unavailable', 409);
    const wallet = { realName: '张三', alias: 'EBpay', walletAddress: 'EB8899001122', password: 'Passw0rd1' };
    expect((await callEndpoint(app, PAYOUT_API.addWallet, wallet, { token: a.token })).body.code).toBe(1);
    const other = { ...wallet, walletAddress: 'eb8899001122' };
    await expectRefused(b.token, PAYOUT_API.addWallet, other, 'payout.account_unavailable', 409);
    await expectRefused(a.token, PAYOUT_API.addWallet, other, 'payout.account_exists', 409);
  });

  it('keeps at most 5 cards', async () => {
    const m = await registerMember(app);
    for (let i = 0; i < 5; i += 1)
      expect((await callEndpoint(app, PAYOUT_API.addBank, card(), { token: m.token })).body.code).toBe(1);
    const res = await callEndpoint(app, PAYOUT_API.addBank, card(), { token: m.token, lang: 'en' });
    expect(res.body).toMatchObject({
      code: 0,
      error: 'payout.too_many',
      msg: 'You can bind at most 5 accounts of each kind',
    });
  });
});

describe('crypto addresses', () => {
  const usdt = (over: Partial<CryptInput> = {}): CryptInput => ({
    alias: '我的钱包',
    coin: 'USDT',
    protocol: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    password: 'Passw0rd1',
    ...over,
  });

  it('binds real TRC20 and ERC20 addresses, ERC20 kept in its checksum form', async () => {
    const m = await registerMember(app);
    const trc = await callEndpoint(app, PAYOUT_API.addCrypt, usdt(), { token: m.token });
    expect(trc.body).toMatchObject({
      code: 1,
      data: { protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', addressMasked: 'TR7NHq…gjLj6t' },
    });
    const erc = await callEndpoint(
      app,
      PAYOUT_API.addCrypt,
      usdt({ protocol: 'ERC20', address: '0xdac17f958d2ee523a2206206994597c13d831ec7' }),
      { token: m.token },
    );
    expect(erc.body).toMatchObject({ code: 1, data: { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' } });
    const list = await callEndpoint(app, PAYOUT_API.getCryptList, undefined, { token: m.token });
    expect(list.body.data.list.map((a) => a.protocol)).toEqual(['TRC20', 'ERC20']);
    // The same address in another spelling is the same address.
    await expectRefused(
      m.token,
      PAYOUT_API.addCrypt,
      usdt({ protocol: 'ERC20', address: '0xDAC17F958D2EE523A2206206994597C13D831EC7' }),
      'payout.account_exists',
      409,
    );
  });

  it('refuses a TRC20 address whose base58check checksum is wrong', async () => {
    const m = await registerMember(app);
    await expectRefused(
      m.token,
      PAYOUT_API.addCrypt,
      usdt({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }),
      'payout.trc20_address',
    );
    await expectRefused(
      m.token,
      PAYOUT_API.addCrypt,
      usdt({ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }),
      'payout.trc20_address',
    );
  });

  it('refuses a mixed-case ERC20 address whose EIP-55 checksum is wrong', async () => {
    const m = await registerMember(app);
    await expectRefused(
      m.token,
      PAYOUT_API.addCrypt,
      usdt({ protocol: 'ERC20', address: '0xdAC17F958D2ee523a2206206994597C13D831eC7' }),
      'payout.erc20_address',
    );
    await expectRefused(
      m.token,
      PAYOUT_API.addCrypt,
      usdt({ protocol: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
      'payout.erc20_address',
    );
  });

  it('refuses other coins and protocols, and an empty alias', async () => {
    const m = await registerMember(app);
    await expectRefused(m.token, PAYOUT_API.addCrypt, { ...usdt(), coin: 'BTC' }, 'payout.coin');
    await expectRefused(m.token, PAYOUT_API.addCrypt, { ...usdt(), protocol: 'BEP20' }, 'payout.protocol');
    await expectRefused(m.token, PAYOUT_API.addCrypt, usdt({ alias: '' }), 'payout.alias');
  });
});

describe('wallet accounts', () => {
  it('binds a wallet in the real name only', async () => {
    const m = await registerMember(app);
    const body = { realName: '张三', alias: 'EBpay', walletAddress: 'EB8812345678', password: 'Passw0rd1' };
    await expectRefused(m.token, PAYOUT_API.addWallet, { ...body, realName: '王五' }, 'payout.holder_mismatch');
    await expectRefused(m.token, PAYOUT_API.addWallet, { ...body, walletAddress: 'a b' }, 'payout.wallet_address');
    const res = await callEndpoint(app, PAYOUT_API.addWallet, body, { token: m.token });
    expect(res.body).toMatchObject({
      code: 1,
      data: { kind: 'wallet', realName: '张三', alias: 'EBpay', walletAddress: 'EB8812345678' },
    });
  });
});

describe('deleting a payout account', () => {
  it('deletes only the member’s own accounts, once', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const added = await callEndpoint(app, PAYOUT_API.addBank, card(), { token: a.token });
    const id = added.body.data.id;
    for (const [lang, catalogue] of LANGS) {
      const res = await callEndpoint(app, PAYOUT_API.delAddress, { id }, { token: b.token, lang });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 0, error: 'payout.not_found', msg: catalogue['payout.not_found'] });
    }
    expect(await countOf(a.token)).toBe(1);
    const del = await callEndpoint(app, PAYOUT_API.delAddress, { id }, { token: a.token });
    expect(del.body).toEqual({ code: 1, msg: zh_hans['payout.deleted'], data: null });
    expect(await countOf(a.token)).toBe(0);
    expect((await callEndpoint(app, PAYOUT_API.delAddress, { id }, { token: a.token })).status).toBe(404);
  });
});
