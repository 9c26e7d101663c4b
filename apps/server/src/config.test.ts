import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      timeZone: 'Asia/Shanghai',
      seedDemo: true,
    });
    expect(c.databaseUrl).toBeUndefined();
  });
  it('reads every key it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PLATFORM_TZ: 'UTC',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'false',
    });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@db:5432/app', timeZone: 'UTC', seedDemo: false });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
  it('runs the demo payment provider by default, on any free port, unless told otherwise', () => {
    expect(loadConfig({}).sandboxPayment).toMatchObject({ run: true, port: 0, callbackBaseUrl: undefined });
    expect(loadConfig({ SANDBOX_PAYMENT: 'false', SANDBOX_PAYMENT_PORT: '4010' }).sandboxPayment).toMatchObject({
      run: false,
      port: 4010,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4010' })).toThrow(
      'PAYMENT_PROVIDER_SECRET: required with PAYMENT_PROVIDER_URL',
    );
  });
  it('fails fast listing every bad key', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO|PORT[\s\S]*SEED_DEMO[\s\S]*DATABASE_URL/,
    );
    expect(() => loadConfig({ PLATFORM_TZ: 'Mars/Olympus' })).toThrow('unknown time zone');
  });
});
