import { describe, expect, it } from 'vitest';
import { ageOn, birthDateSchema, parseCalendarDate, todayIn } from './birth-date.ts';

describe('birth date', () => {
  const schema = birthDateSchema(() => '2026-11-22');
  it('is 18 exactly on the 18th birthday, not the day before', () => {
    expect(schema.safeParse('2008-11-22').success).toBe(true);
    expect(schema.safeParse('2008-11-23').error?.issues[0]?.message).toBe('rules.birth_date.minor');
  });
  it('refuses dates that do not exist, are in the future or before 1900', () => {
    expect(parseCalendarDate('2001-02-29')).toBeNull();
    expect(parseCalendarDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
    expect(schema.safeParse('2001-02-29').error?.issues[0]?.message).toBe('rules.birth_date');
    expect(schema.safeParse('2027-01-01').error?.issues[0]?.message).toBe('rules.birth_date');
    expect(schema.safeParse('1899-12-31').error?.issues[0]?.message).toBe('rules.birth_date');
    expect(schema.safeParse('22/11/2000').success).toBe(false);
  });
  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('takes today in the platform time zone', () => {
    const instant = new Date('2026-11-22T17:30:00Z');
    expect(todayIn('Asia/Shanghai', instant)).toBe('2026-11-23');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
  });
});
