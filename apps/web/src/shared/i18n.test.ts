import { coreEn, en } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';

const text = (key: string) => i18n.getResource('en', 'translation', key) as string | undefined;

describe('loadLanguage', () => {
  // The tests' setup loaded the Chinese catalogue whole; English is loaded here, the core first.
  it("adds the core alone for the pages a visit starts on, then the areas' texts too", async () => {
    await loadLanguage('en', 'core');
    expect(text('register.terms')).toBe(coreEn['register.terms']);
    expect(text('security.usable_from')).toBeUndefined();

    await loadLanguage('en');
    expect(text('security.usable_from')).toBe(en['security.usable_from']);
    expect(Object.keys(en).filter((key) => text(key) !== en[key as keyof typeof en])).toEqual([]);
  });
});
