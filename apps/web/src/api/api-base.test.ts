import { describe, expect, it } from 'vitest';
import { apiBaseFromLocation, apiUrl } from './api-base';

const at = (pathname: string, origin = 'https://m.example.com') => apiBaseFromLocation({ origin, pathname });

describe('apiBaseFromLocation', () => {
  it('removes a trailing /h5 or /h51 segment', () => {
    expect(at('/h5/')).toBe('https://m.example.com');
    expect(at('/h5')).toBe('https://m.example.com');
    expect(at('/h51/')).toBe('https://m.example.com');
    expect(at('/h5/index.html')).toBe('https://m.example.com');
  });

  it('keeps the origin and any prefix before the segment', () => {
    expect(at('/')).toBe('https://m.example.com');
    expect(at('/site/h5/')).toBe('https://m.example.com/site');
    expect(at('/h5/', 'http://127.0.0.1:4319')).toBe('http://127.0.0.1:4319');
  });

  it('leaves paths that only look alike', () => {
    expect(at('/h52/')).toBe('https://m.example.com/h52');
    expect(at('/h5x/')).toBe('https://m.example.com/h5x');
    expect(at('/h5/app/')).toBe('https://m.example.com/h5/app');
  });
});

describe('apiUrl', () => {
  it('joins base, /api/ and the path, with a query of the defined values', () => {
    expect(apiUrl('https://m.example.com', 'user/login')).toBe('https://m.example.com/api/user/login');
    expect(apiUrl('https://m.example.com', 'record/list', { page: 1, limit: 20, type: undefined })).toBe(
      'https://m.example.com/api/record/list?page=1&limit=20',
    );
  });
});
