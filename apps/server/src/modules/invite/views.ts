import { formatFen } from '@app/contract';

/** A username as others see it: its first two and last characters, "ab***9". */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** Basis points as a percent with 2 decimals: 50 -> "0.50". */
export function percentOf(basisPoints: number): string {
  return formatFen(basisPoints);
}

/** A percent with at most 2 decimals as basis points: "0.5" -> 50. */
export function basisPointsOf(percent: string): number {
  const [whole, frac = ''] = percent.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
