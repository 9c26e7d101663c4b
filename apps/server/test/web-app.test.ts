import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_API, pathOf } from '@app/contract';
import { buildTestApp } from './helper.ts';

// A build as apps/web/vite.config.ts writes it: index.html, hashed assets with .br and .gz beside them, the manifest.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><script type="module" src="/h5/assets/index-AbC123.js"></script>',
);
writeFileSync(join(dist, 'assets/index-AbC123.js'), SCRIPT);
writeFileSync(join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(dist, '.vite/manifest.json'), '{}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = await buildTestApp({ WEB_DIST_DIR: dist });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

describe('the web app at /h5/', () => {
  it('answers index.html with the policy, revalidated on every load', async () => {
    const res = await get('/h5/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a hashed asset compressed as the browser accepts, cached for a year', async () => {
    const url = '/h5/assets/index-AbC123.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-security-policy']).toBe(CSP);
    }
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the same security headers with API answers', async () => {
    const page = await get('/h5/');
    const res = await get(`/api/${pathOf(CATALOGUE_API.gameList)}`);
    expect(res.statusCode).toBe(200);
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security'];
    for (const name of names) expect(res.headers[name], name).toBe(page.headers[name]);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not serve the build manifest', async () => {
    expect((await get('/h5/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('keeps Swagger UI on a policy of its own', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'unsafe-inline' 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
