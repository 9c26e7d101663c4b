import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EnvKeys } from './config-env.ts';
import { loadConfig } from './config.ts';

/** The lines of the error `loadConfig` throws for `env`, after its heading. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const [heading, ...lines] = (error as Error).message.split('\n');
    expect(heading).toBe('Invalid configuration:');
    return lines.map((line) => line.trim());
  }
  throw new Error('the configuration loaded');
}

/** `.env.example` (repository root) with every `# KEY=value` line uncommented. */
function uncommentedExample(): string {
  const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  return text.replace(/^# ([A-Z][A-Z0-9_]*=)/gm, '$1');
}

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
  it('lists every bad key with its reason in one error', () => {
    expect(problems({ PORT: 'x', PLATFORM_TZ: 'Mars/X', WITHDRAW_MIN_YUAN: '0' })).toEqual([
      expect.stringMatching(/^PORT: /),
      'PLATFORM_TZ: unknown time zone Mars/X',
      'WITHDRAW_MIN_YUAN: must be above 0 and not above WITHDRAW_MAX_YUAN',
    ]);
    expect(
      problems({
        SEED_DEMO: 'maybe',
        VENUE_SANDBOX_URL: 'http://127.0.0.1:4020',
        PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4010',
        WITHDRAW_FEE_USDT_FIXED_YUAN: '100',
        WITHDRAW_USDT_RATE: '0',
      }),
    ).toEqual([
      expect.stringMatching(/^SEED_DEMO: /),
      'VENUE_SANDBOX_SECRET: required with VENUE_SANDBOX_URL',
      'PAYMENT_PROVIDER_SECRET: required with PAYMENT_PROVIDER_URL',
      'WITHDRAW_FEE_USDT_*: the fee must be below WITHDRAW_MIN_YUAN',
      'WITHDRAW_USDT_RATE: must be above 0',
    ]);
  });
  it('trusts no proxy by default; TRUST_PROXY takes addresses and CIDR ranges, not a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', '10.0.0', 'proxy.example', '127.0.0.1,', '::1/129'])
      expect(problems({ TRUST_PROXY: bad })).toEqual([
        "TRUST_PROXY: the proxies' addresses or CIDR ranges, separated by commas",
      ]);
  });
  it('takes a key set to nothing as a key not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', SESSION_IDLE_MINUTES: '' })).toEqual(loadConfig({}));
  });
  it('.env.example lists every key with its default, and loads as the defaults when uncommented', () => {
    const example = parseEnv(uncommentedExample());
    expect(Object.keys(example).sort()).toEqual(Object.keys(EnvKeys.shape).sort());
    for (const [key, field] of Object.entries(EnvKeys.shape)) {
      const byDefault = field.parse(undefined);
      expect(`${key}=${example[key]}`).toBe(`${key}=${byDefault === undefined ? '' : String(byDefault)}`);
    }
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
