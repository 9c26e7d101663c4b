import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, secondsUntil } from './clock';

describe('clockOffsetMs', () => {
  it('is server time minus the middle of the round trip', () => {
    const sent = Date.parse('2026-01-01T00:00:00.000Z');
    // The device is 5 s behind: the server stamped 00:00:05.100 while the device saw 00:00:00.000..00:00:00.200.
    expect(clockOffsetMs('2026-01-01T00:00:05.100Z', sent, sent + 200)).toBe(5000);
  });
  it('is negative when the device runs ahead', () => {
    const sent = Date.parse('2026-01-01T00:01:00.000Z');
    expect(clockOffsetMs('2026-01-01T00:00:30.050Z', sent, sent + 100)).toBe(-30_000);
  });
  it('is 0 for an unreadable time', () => {
    expect(clockOffsetMs('soon', 1, 2)).toBe(0);
  });
});

describe('secondsUntil', () => {
  const at = Date.parse('2026-01-01T00:00:50.000Z');
  it('rounds up partial seconds and stops at 0', () => {
    expect(secondsUntil('2026-01-01T00:01:00.000Z', at)).toBe(10);
    expect(secondsUntil('2026-01-01T00:01:00.000Z', at + 9_001)).toBe(1);
    expect(secondsUntil('2026-01-01T00:01:00.000Z', at + 10_000)).toBe(0);
    expect(secondsUntil('2026-01-01T00:01:00.000Z', at + 60_000)).toBe(0);
  });
  it('takes an instant in ms too', () => {
    expect(secondsUntil(at + 2_500, at)).toBe(3);
  });
  it('counts against server time when the offset is added to the device clock', () => {
    const device = Date.parse('2026-01-01T00:00:40.000Z');
    const offset = 10_000; // the server is 10 s ahead
    expect(secondsUntil('2026-01-01T00:01:00.000Z', device + offset)).toBe(10);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});
