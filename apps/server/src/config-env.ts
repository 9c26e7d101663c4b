import { isIP } from 'node:net';
import { z } from 'zod';
import { LIVE_CYCLE_SECONDS } from '@app/contract';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^(100|\d{1,2})(\.\d{1,2})?$/;
const RATE = /^\d{1,4}(\.\d{1,4})?$/;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// The names proxy-addr (Fastify's trustProxy) gives to reserved ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, a CIDR range (`10.0.0.0/8`) or a range name. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: the trusted proxies, comma-separated. A hop count is not offered: it cannot tell a
 * proxy from a client that connects directly (Fastify 5 ignores one for that reason).
 */
export function isTrustProxy(text: string): boolean {
  return text.split(',').every((item) => isProxyAddress(item.trim()));
}

/**
 * Every key the server reads, with its default. `.env.example` lists the same keys with the same
 * defaults (config.test.ts checks it).
 */
export const EnvKeys = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  // Connections to PostgreSQL per instance: a 2-core database peaks near 2-4 per core (docs/performance.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PLATFORM_TZ: z
    .string()
    .refine(isTimeZone, { error: (issue) => `unknown time zone ${String(issue.input)}` })
    .default('Asia/Shanghai'),
  CORS_ORIGINS: z.string().default(''),
  // whose X-Forwarded-For to believe: the reverse proxies' addresses or CIDR ranges, comma-separated; unset: nobody's
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, { error: "the proxies' addresses or CIDR ranges, separated by commas" })
    .optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  CREDENTIAL_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** How long a newly added payout account waits before withdrawals may go to it (0: at once). */
  PAYOUT_COOLDOWN_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60),
  APP_LATEST_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('1.4.1'),
  APP_LATEST_VERSION_CODE: z.coerce.number().int().positive().default(141),
  APP_UPDATE_DESC: z.string().default(''),
  APP_APK_URL: z.string().default(''),
  APP_IOS_URL: z.string().default(''),
  WEB_DIST_DIR: z.string().optional(),
  SITE_NAME: z.string().default('H5 Platform'),
  SERVICE_EMAIL: z.string().default('service@example.com'),
  // the sandbox live chat page at /sandbox/chat on this server (the demo's live-chat channel opens it)
  SANDBOX_CHAT: bool.default(true),
  // withdrawals: amounts in yuan (at most 2 decimals), fees as percent plus a fixed part, rate in CNY per USDT
  WITHDRAW_MIN_YUAN: z.string().regex(YUAN).default('100'),
  WITHDRAW_MAX_YUAN: z.string().regex(YUAN).default('50000'),
  WITHDRAW_FEE_BANK_PERCENT: z.string().regex(PERCENT).default('0'),
  WITHDRAW_FEE_BANK_FIXED_YUAN: z.string().regex(YUAN).default('0'),
  WITHDRAW_FEE_USDT_PERCENT: z.string().regex(PERCENT).default('0'),
  WITHDRAW_FEE_USDT_FIXED_YUAN: z.string().regex(YUAN).default('10'),
  WITHDRAW_USDT_RATE: z.string().regex(RATE).default('7.20'),
  // identity verification: a withdrawal of this much or more, or paid and pending withdrawals reaching the total, needs it
  IDENTITY_SINGLE_YUAN: z.string().regex(YUAN).default('50000'),
  IDENTITY_CUMULATIVE_YUAN: z.string().regex(YUAN).default('200000'),
  // a money request still 'running' after this long died with its process; a retry may take it over
  IDEMPOTENCY_ABANDONED_MS: z.coerce.number().int().positive().default(120_000),
  // wallets and venues
  VENUE_SANDBOX_URL: z.url().optional(),
  VENUE_SANDBOX_SECRET: z.string().min(16).optional(),
  SANDBOX_VENUE: bool.default(true),
  SANDBOX_VENUE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  VENUE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  VENUE_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  // how often the venues' bet histories are pulled into the bet records (0: never, tests call it)
  VENUE_BET_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // the sandbox sportsbook's schedule (sandbox/venue/sports-fixtures.ts): the length of a fixture day, how long
  // before kick-off a fixture is listed, how long it runs; an e2e run shortens them to minutes and seconds
  SANDBOX_SPORTS_DAY_MS: z.coerce.number().int().min(10_000).default(86_400_000),
  SANDBOX_SPORTS_LEAD_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3 * 86_400_000),
  SANDBOX_SPORTS_DURATION_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(2 * 3_600_000),
  // deposits and operators
  DEPOSIT_TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(100).default(1),
  PAYMENT_PROVIDER_URL: z.url().optional(),
  PAYMENT_PROVIDER_SECRET: z.string().min(16).optional(),
  PAYMENT_PROVIDER_MERCHANT: z.string().min(1).default('platform'),
  PAYMENT_CALLBACK_BASE_URL: z.url().optional(),
  PAYMENT_CALLBACK_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(300),
  // how often payments closed by an exclusion are told again to a provider that could not be reached (0: never, tests call it)
  PAYMENT_CLOSE_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
  // demo mode: with SEED_DEMO and no PAYMENT_PROVIDER_URL, run the sandbox payment provider in-process (port 0: any free one)
  SANDBOX_PAYMENT: bool.default(true),
  SANDBOX_PAYMENT_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  OPERATOR_USERNAME: z.string().optional(),
  OPERATOR_PASSWORD: z.string().optional(),
  OPERATOR_ROLE: z.string().optional(),
  // lottery: the draw scheduler (off in tests that drive it by hand) and the cap on what one draw may pay
  LOTTERY_SCHEDULER: bool.default(true),
  LOTTERY_DRAW_PAYOUT_CAP_YUAN: z.string().regex(YUAN).default('1000000'),
  // live table: its round scheduler (off in tests that drive it by hand) and the seconds of a round (betting and deal)
  LIVE_SCHEDULER: bool.default(true),
  LIVE_CYCLE_SECONDS: z.coerce.number().int().min(7).max(600).default(LIVE_CYCLE_SECONDS),
  // interest wallet: how often this instance looks for business days to accrue (0: never; the job is safe on several instances)
  INTEREST_ACCRUAL_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
});

export type Env = z.output<typeof EnvKeys>;

/** "12.5" in units to an integer of 1/10^decimals units, without floating point. */
export function scaled(text: string, decimals: number): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

type Problem = [key: string, message: string];
type Rule = { keys: (keyof Env)[]; problems: (e: Env) => Problem[] };

const required = (key: keyof Env, withKey: keyof Env): Rule => ({
  keys: [key, withKey],
  problems: (e) => (e[withKey] && !e[key] ? [[key, `required with ${withKey}`]] : []),
});

const feeRules = (method: 'BANK' | 'USDT'): Rule[] => {
  const percent = `WITHDRAW_FEE_${method}_PERCENT` as const;
  const fixed = `WITHDRAW_FEE_${method}_FIXED_YUAN` as const;
  return [
    {
      keys: [percent],
      problems: (e) => (scaled(e[percent], 2) > 10_000n ? [[percent, 'at most 100']] : []),
    },
    {
      keys: ['WITHDRAW_MIN_YUAN', percent, fixed],
      problems: (e) => {
        const minFen = scaled(e.WITHDRAW_MIN_YUAN, 2);
        const feeFen = scaled(e[fixed], 2) + (minFen * scaled(e[percent], 2)) / 10_000n;
        // The smallest withdrawal must leave something to pay out after its fee (a minimum of 0 is its own problem).
        return minFen > 0n && feeFen >= minFen
          ? [[`WITHDRAW_FEE_${method}_*`, 'the fee must be below WITHDRAW_MIN_YUAN']]
          : [];
      },
    },
  ];
};

/** Rules across keys, or on a key's value beyond its format. */
const RULES: Rule[] = [
  required('VENUE_SANDBOX_SECRET', 'VENUE_SANDBOX_URL'),
  required('PAYMENT_PROVIDER_SECRET', 'PAYMENT_PROVIDER_URL'),
  {
    keys: ['WITHDRAW_MIN_YUAN', 'WITHDRAW_MAX_YUAN'],
    problems: (e) => {
      const [min, max] = [scaled(e.WITHDRAW_MIN_YUAN, 2), scaled(e.WITHDRAW_MAX_YUAN, 2)];
      return min <= 0n || min > max ? [['WITHDRAW_MIN_YUAN', 'must be above 0 and not above WITHDRAW_MAX_YUAN']] : [];
    },
  },
  ...feeRules('BANK'),
  ...feeRules('USDT'),
  {
    keys: ['WITHDRAW_USDT_RATE'],
    problems: (e) => (scaled(e.WITHDRAW_USDT_RATE, 4) <= 0n ? [['WITHDRAW_USDT_RATE', 'must be above 0']] : []),
  },
];

/** A key set to nothing is a key not set: any line of `.env.example` may be uncommented as it is. */
function withoutBlanks(env: unknown): unknown {
  if (typeof env !== 'object' || env === null) return env;
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/**
 * The environment, parsed and checked. Each rule runs even when other keys are bad (zod would skip
 * it), as long as its own keys parsed, so one error lists every bad key.
 */
export const EnvSchema = z.preprocess(withoutBlanks, EnvKeys).superRefine(
  (e, ctx) => {
    const bad = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    for (const rule of RULES) {
      if (rule.keys.some((key) => bad.has(key))) continue;
      for (const [key, message] of rule.problems(e)) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  },
  { when: () => true },
);
