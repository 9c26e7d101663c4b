import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, LOTTERY_API, type Endpoint } from '@app/contract';
import { en } from '@app/contract/messages';
import { api, buildTestApp, callEndpoint } from './helper.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const endpoints: Endpoint[] = Object.values(ENDPOINTS).flatMap((area) => Object.values(area));
const app = await buildTestApp();
const TABLE_FILES = /^packages\/contract\/src\/api\/[a-z-]+\.ts$/;
// The server tests call endpoints through the table (callEndpoint); only this file writes a path.
const SERVER_TEST = /^apps\/server\/(src\/.*\.test\.ts|test\/.*\.ts)$/;
const SELF = 'apps/server/test/endpoint-table.test.ts';
const NOT_SOURCE = /(\.test\.tsx?$|\/__tests__\/|^apps\/[^/]+\/test\/|^apps\/web\/e2e\/|node_modules|\/dist\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

describe('the endpoint table', () => {
  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of endpoints) expect(e.path).toMatch(/^[a-zA-Z][a-zA-Z0-9/:._-]*$/);
  });

  it('is served: every endpoint has its route', () => {
    const missing = endpoints.filter((e) => !app.hasRoute({ method: e.method, url: `/api/${e.path}` }));
    expect(missing.map((e) => e.path)).toEqual([]);
  });

  it('is served at each path as declared: Lottery/getLotteryInfo with its capital L, not in lower case', async () => {
    expect((await callEndpoint(app, LOTTERY_API.getLotteryInfo, { game: 'pc28' })).body.code).toBe(1);
    expect((await api(app, 'lottery/getLotteryInfo', { query: { game: 'pc28' } })).status).toBe(404);
  });

  it('is documented: the OpenAPI document lists every endpoint not hidden', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    const shown = endpoints
      .filter((e) => !('hidden' in e))
      .map((e) => `/api/${e.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(shown.length).toBeGreaterThan(100);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(shown));
  });

  it('answers a path it does not hold with a 404 envelope', async () => {
    const res = await api(app, 'nothing/here', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 0, msg: en['common.not_found'], error: 'common.not_found', data: null });
  });

  it('is the only place a path string appears in the source and the server tests', () => {
    const files = ['apps', 'packages']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((f) => !TABLE_FILES.test(f) && (!NOT_SOURCE.test(f) || SERVER_TEST.test(f)) && f !== SELF);
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const e of endpoints) {
        const literal = new RegExp(`['"\`/]${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`?]`);
        if (literal.test(text)) found.push(`${file}: ${e.path}`);
      }
    }
    expect(found).toEqual([]);
  });
});
