import { describe, expect, it } from 'vitest';
import { en, translate, zh_hans } from './index.ts';

describe('message catalogues', () => {
  it('have the same keys in zh_hans and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh_hans).sort());
  });
  it('have no empty text', () => {
    for (const catalogue of [zh_hans, en]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });
  it('use the same placeholders in both languages', () => {
    const names = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh_hans) as (keyof typeof zh_hans)[]) {
      expect(names(en[key]), key).toEqual(names(zh_hans[key]));
    }
  });
  it('fills placeholders', () => {
    expect(translate('en', 'user.locked', { minutes: 15 })).toBe(
      'Too many failed logins. The account is locked, try again in 15 minutes',
    );
  });
});
