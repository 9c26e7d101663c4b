import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './date';

describe('dates in the platform time zone', () => {
  it('gives the calendar day', () => {
    expect(formatDay('2025-03-01T17:30:00Z', 'Asia/Shanghai')).toBe('2025-03-02');
  });

  it('gives day and time on a 24-hour clock', () => {
    expect(formatDateTime('2025-03-01T16:05:09Z', 'Asia/Shanghai')).toBe('2025-03-02 00:05:09');
    expect(formatDateTime('not a date', 'Asia/Shanghai')).toBe('');
  });
});
