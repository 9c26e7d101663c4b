import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  base58Decode,
  base58Encode,
  isValidErc20Address,
  isValidTrc20Address,
  maskAddress,
  normalizeCryptoAddress,
  toChecksumAddress,
} from './crypto-address.ts';
import { AddCryptoInputSchema } from '../api/payout.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

/** A TRON address made with Node's own SHA-256, independent of the code under test. */
function tronAddress(payload20: Buffer): string {
  const body = Buffer.concat([Buffer.from([0x41]), payload20]);
  return base58Encode(Buffer.concat([body, sha256(sha256(body)).subarray(0, 4)]));
}

describe('TRC20 addresses (base58check, version 0x41)', () => {
  it('accepts real addresses', () => {
    // The USDT contract on TRON and its known hex form.
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(hex(base58Decode('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')!.subarray(0, 21))).toBe(
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    );
    for (let i = 0; i < 20; i += 1) expect(isValidTrc20Address(tronAddress(randomBytes(20)))).toBe(true);
  });

  it('refuses a wrong checksum, a wrong version byte, foreign characters and wrong lengths', () => {
    const good = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(isValidTrc20Address(`${good.slice(0, -1)}u`)).toBe(false);
    expect(isValidTrc20Address(`${good.slice(0, 10)}${good[11]}${good[10]}${good.slice(12)}`)).toBe(false);
    expect(isValidTrc20Address(good.slice(0, -1))).toBe(false);
    expect(isValidTrc20Address(`${good.slice(0, -1)}0`)).toBe(false);
    // A valid base58check string with Bitcoin's version byte 0x00 is not a TRON address.
    const btcBody = Buffer.concat([Buffer.from([0x00]), randomBytes(20)]);
    const btc = base58Encode(Buffer.concat([btcBody, sha256(sha256(btcBody)).subarray(0, 4)]));
    expect(isValidTrc20Address(btc)).toBe(false);
    expect(isValidTrc20Address('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
  });
});

describe('ERC20 addresses (EIP-55)', () => {
  it('uses keccak-256, not SHA3-256', () => {
    expect(hex(keccak_256(new Uint8Array()))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(createHash('sha3-256').update('').digest('hex')).not.toBe(hex(keccak_256(new Uint8Array())));
  });

  it("accepts the EIP's own test vectors and real addresses", () => {
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0xdAC17F958D2ee523a2206206994597C13D831ec7', // USDT on Ethereum
    ]) {
      expect(isValidErc20Address(a)).toBe(true);
      expect(toChecksumAddress(a.toLowerCase())).toBe(a);
    }
    // Single-case addresses carry no checksum and stay valid.
    expect(isValidErc20Address('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidErc20Address('0xde709f2102306220921060314715629080e2fb77')).toBe(true);
  });

  it('refuses a mixed-case address whose checksum is wrong, and bad shapes', () => {
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidErc20Address('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isValidErc20Address('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false);
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toBe(false);
  });

  it('stores one spelling: the checksum form', () => {
    expect(normalizeCryptoAddress('ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    );
    expect(maskAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…gjLj6t');
  });
});

describe('the add-address form', () => {
  it('names the protocol whose address is wrong', () => {
    const base = {
      alias: 'main',
      coin: 'USDT',
      protocol: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      password: 'Passw0rd1',
    };
    expect(AddCryptoInputSchema.safeParse(base).error?.issues[0]).toMatchObject({
      message: 'payout.trc20_address',
      path: ['address'],
    });
    const erc = { ...base, protocol: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' };
    expect(AddCryptoInputSchema.safeParse(erc).error?.issues[0]?.message).toBe('payout.erc20_address');
    expect(AddCryptoInputSchema.safeParse({ ...base, protocol: 'BEP20' }).error?.issues[0]?.message).toBe(
      'payout.protocol',
    );
    expect(AddCryptoInputSchema.safeParse({ ...base, coin: 'BTC' }).error?.issues[0]?.message).toBe('payout.coin');
    expect(AddCryptoInputSchema.safeParse({ ...base, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }).success).toBe(
      true,
    );
  });
});
