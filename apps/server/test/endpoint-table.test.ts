import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_API, ENDPOINTS, LOTTERY_API, type Endpoint } from '@app/contract';
import { api, buildTestApp, callEndpoint } from './helper.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const endpoints: Endpoint[] = Object.values(ENDPOINTS).flatMap((area) => Object.values(area));
const app = await buildTestApp();
const TABLE_FILES = /^packages\/contract\/src\/api\/[a-z-]+\.ts$/;
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

  it('is documented: the OpenAPI document lists the catalogue’s endpoints', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        Object.values(CATALOGUE_API)
          .filter((e) => !('hidden' in e))
          .map((e) => `/api/${e.path}`),
      ),
    );
  });

  it('is the only place a path string appears in the source', () => {
    const files = ['apps', 'packages']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((f) => !TABLE_FILES.test(f) && !NOT_SOURCE.test(f));
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
