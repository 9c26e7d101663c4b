import { describe, expect, it } from 'vitest';
import { addDays, earliestQueryDate, resolveDateRange, startOfDayIn } from './date-range.ts';

const iso = (d: Date) => d.toISOString();

describe('date ranges in the platform time zone', () => {
  // 17:30 UTC on 22 Nov is already 23 Nov in Shanghai (UTC+8).
  const now = new Date('2026-11-22T17:30:00Z');
  const tz = 'Asia/Shanghai';

  it('today and yesterday are calendar days of the platform, not of UTC', () => {
    const today = resolveDateRange({ range: 'today' }, tz, now);
    expect(today).toMatchObject({ ok: true, fromDate: '2026-11-23', toDate: '2026-11-23' });
    if (!today.ok) throw new Error('unreachable');
    expect(iso(today.from)).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(today.to)).toBe('2026-11-23T16:00:00.000Z');
    const yesterday = resolveDateRange({ range: 'yesterday' }, tz, now);
    expect(yesterday.ok && [iso(yesterday.from), iso(yesterday.to)]).toEqual([
      '2026-11-21T16:00:00.000Z',
      '2026-11-22T16:00:00.000Z',
    ]);
    const utc = resolveDateRange({ range: 'today' }, 'UTC', now);
    expect(utc.ok && iso(utc.from)).toBe('2026-11-22T00:00:00.000Z');
  });

  it('last 7 and last 30 days include today', () => {
    expect(resolveDateRange({ range: 'last7' }, tz, now)).toMatchObject({
      fromDate: '2026-11-17',
      toDate: '2026-11-23',
    });
    expect(resolveDateRange({ range: 'last30' }, tz, now)).toMatchObject({
      fromDate: '2026-10-25',
      toDate: '2026-11-23',
    });
    expect(earliestQueryDate(tz, now)).toBe('2026-10-25');
  });

  it('a custom range reaches back 30 days at most, and no further', () => {
    expect(resolveDateRange({ range: 'custom', from: '2026-10-25', to: '2026-11-01' }, tz, now)).toMatchObject({
      ok: true,
      fromDate: '2026-10-25',
      toDate: '2026-11-01',
    });
    expect(resolveDateRange({ range: 'custom', from: '2026-10-24', to: '2026-11-01' }, tz, now)).toEqual({
      ok: false,
      error: 'records.range_too_old',
    });
  });

  it('refuses a custom range that is incomplete, reversed, in the future or not a date', () => {
    for (const q of [
      { from: '2026-11-01' },
      { to: '2026-11-01' },
      { from: '2026-11-05', to: '2026-11-01' },
      { from: '2026-11-20', to: '2026-11-24' },
      { from: '2026-11-31', to: '2026-11-01' },
    ]) {
      expect(resolveDateRange({ range: 'custom', ...q }, tz, now)).toEqual({
        ok: false,
        error: 'records.range_invalid',
      });
    }
  });

  it('follows daylight saving: a day in New York starts at 04:00 or 05:00 UTC', () => {
    expect(iso(startOfDayIn('2026-07-01', 'America/New_York'))).toBe('2026-07-01T04:00:00.000Z');
    expect(iso(startOfDayIn('2026-12-01', 'America/New_York'))).toBe('2026-12-01T05:00:00.000Z');
    // The day clocks go forward (8 March 2026) is 23 hours long.
    const spring = resolveDateRange(
      { range: 'custom', from: '2026-03-08', to: '2026-03-08' },
      'America/New_York',
      new Date('2026-03-20T12:00:00Z'),
    );
    expect(spring.ok && (spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
