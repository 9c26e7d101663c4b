import { describe, expect, it } from 'vitest';
import { summaryOf } from './views.ts';

describe('summaryOf', () => {
  it('keeps a text of 80 characters or fewer whole', () => {
    expect(summaryOf('如何存款')).toBe('如何存款');
    expect(summaryOf('字'.repeat(80))).toBe('字'.repeat(80));
  });

  it('cuts after 80 whole characters, an emoji of several code points counting as one', () => {
    const family = '👨‍👩‍👧';
    expect(summaryOf(family.repeat(81))).toBe(`${family.repeat(80)}…`);
    expect(summaryOf(`${'a'.repeat(79)} ${'b'.repeat(10)}`)).toBe(`${'a'.repeat(79)}…`);
  });

  it('cuts the longest article the same way', () => {
    expect(summaryOf('说明'.repeat(10_000))).toBe(`${'说明'.repeat(40)}…`);
  });
});
