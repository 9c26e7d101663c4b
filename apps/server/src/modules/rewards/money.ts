/** "12.3", an amount of yuan the contract has checked (digits, at most 2 decimals), to fen. */
export function fenOf(yuan: string): bigint {
  const [whole, cents = ''] = yuan.split('.');
  return BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0'));
}
