import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { z } from 'zod';

export const CRYPTO_COINS = ['USDT'] as const;
export const CRYPTO_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type CryptoProtocol = (typeof CRYPTO_PROTOCOLS)[number];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin-alphabet base58 to bytes (each leading '1' is a zero byte); null on a foreign character. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A TRON address with its base58check checksum (version byte 0x41 + 20 bytes + 4), e.g. "TR7NHq...". */
export function isValidTrc20Address(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((b, i) => b === bytes[21 + i]);
}

/** The EIP-55 mixed-case form of an Ethereum address (keccak-256 of the lowercase hex, not SHA3-256). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

/**
 * 0x + 40 hex digits. A mixed-case address carries the EIP-55 checksum and must match it; an
 * all-lowercase or all-uppercase one carries none (EIP-55 leaves those valid).
 */
export function isValidErc20Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function isValidCryptoAddress(protocol: CryptoProtocol, address: string): boolean {
  return protocol === 'TRC20' ? isValidTrc20Address(address) : isValidErc20Address(address);
}

/** One spelling per address, so an address can be found and compared: ERC20 in its checksum form. */
export function normalizeCryptoAddress(protocol: CryptoProtocol, address: string): string {
  return protocol === 'ERC20' ? toChecksumAddress(address) : address;
}

/** "TR7NHq…jLj6t": enough to recognise an address, not to copy it. */
export function maskAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

export const CryptoProtocolSchema = z.enum(CRYPTO_PROTOCOLS, { error: 'payout.protocol' });
export const CryptoCoinSchema = z.enum(CRYPTO_COINS, { error: 'payout.coin' });
