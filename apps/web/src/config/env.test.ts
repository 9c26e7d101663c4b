import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('derives the API base from the page when VITE_API_BASE is unset or empty', () => {
    expect(parseEnv({})).toEqual({ apiBase: null });
    expect(parseEnv({ VITE_API_BASE: '' })).toEqual({ apiBase: null });
  });

  it('accepts an absolute URL and drops trailing slashes', () => {
    expect(parseEnv({ VITE_API_BASE: 'https://api.example.com/' })).toEqual({ apiBase: 'https://api.example.com' });
  });

  it('fails fast naming the bad key', () => {
    expect(() => parseEnv({ VITE_API_BASE: 'not a url' })).toThrow(/VITE_API_BASE/);
  });
});
