import { describe, expect, it } from 'vitest';
import { todayIn } from './birth-date.ts';
import { startOfDayIn } from './date-range.ts';
import { zoneFormat } from './zone-format.ts';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

describe('zoneFormat', () => {
  it('makes one formatter per locale, zone and options, and keeps it', () => {
    const shanghai = zoneFormat('en-CA', 'Asia/Shanghai', DAY);
    expect(zoneFormat('en-CA', 'Asia/Shanghai', DAY)).toBe(shanghai);
    expect(zoneFormat('en-CA', 'America/New_York', DAY)).not.toBe(shanghai);
    expect(zoneFormat('en-US', 'Asia/Shanghai', DAY)).not.toBe(shanghai);
    expect(zoneFormat('en-CA', 'Asia/Shanghai', { ...DAY })).not.toBe(shanghai);
  });

  it('formats in the zone it was made for, whichever zone came first', () => {
    const at = new Date('2026-03-01T20:00:00Z');
    expect(zoneFormat('en-CA', 'Asia/Shanghai', DAY).format(at)).toBe('2026-03-02');
    expect(zoneFormat('en-CA', 'America/New_York', DAY).format(at)).toBe('2026-03-01');
    expect(todayIn('Asia/Shanghai', at)).toBe('2026-03-02');
    expect(todayIn('America/New_York', at)).toBe('2026-03-01');
  });

  it('keeps daylight saving right across calls in different zones', () => {
    // New York moved to UTC-4 on 2026-03-08; Shanghai stays at UTC+8.
    expect(startOfDayIn('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'Asia/Shanghai').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('refuses an unknown zone, as Intl does, and keeps nothing for it', () => {
    expect(() => zoneFormat('en-CA', 'Mars/Olympus', DAY)).toThrow(RangeError);
    expect(() => zoneFormat('en-CA', 'Mars/Olympus', DAY)).toThrow(RangeError);
  });
});
