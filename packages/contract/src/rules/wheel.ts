/**
 * The lucky wheel's provably fair spin (docs/decisions.md, Lucky wheel): the outcome of spin `nonce`
 * is read from HMAC-SHA256 keyed by the server seed over `clientSeed:nonce:block`, 4 bytes at a
 * time as an unsigned big-endian number, skipping numbers at or above the largest multiple of the
 * total weight below 2^32 (no modulo bias), and the first one kept picks the prize by its weight.
 * The server and the member's browser both run this function.
 */
export function spinMessage(clientSeed: string, nonce: number, block: number): string {
  return `${clientSeed}:${nonce}:${block}`;
}

/** The index of the prize the blocks pick, by `weights` (positive integers); null when the blocks run out. */
export function prizeFromBytes(weights: readonly number[], blocks: Uint8Array[]): number | null {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || !weights.every((w) => Number.isInteger(w) && w >= 0)) return null;
  const limit = 2 ** 32 - (2 ** 32 % total);
  for (const block of blocks) {
    for (let i = 0; i + 4 <= block.length; i += 4) {
      const value = ((block[i]! << 24) >>> 0) + (block[i + 1]! << 16) + (block[i + 2]! << 8) + block[i + 3]!;
      if (value >= limit) continue;
      let point = value % total;
      for (let index = 0; index < weights.length; index++) {
        if (point < weights[index]!) return index;
        point -= weights[index]!;
      }
    }
  }
  return null;
}

/** A prize's chance in percent with 2 decimals, as the wheel shows it. */
export function chanceText(weight: number, total: number): string {
  return total > 0 ? ((weight * 100) / total).toFixed(2) : '0.00';
}
