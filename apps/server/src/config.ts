import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^(100|\d{1,2})(\.\d{1,2})?$/;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PLATFORM_TZ: z.string().default('Asia/Shanghai'),
  CORS_ORIGINS: z.string().default(''),
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
  // withdrawals: amounts in yuan (at most 2 decimals), fees as percent plus a fixed part, rate in CNY per USDT
  WITHDRAW_MIN_YUAN: z.string().regex(YUAN).default('100'),
  WITHDRAW_MAX_YUAN: z.string().regex(YUAN).default('50000'),
  WITHDRAW_FEE_BANK_PERCENT: z.string().regex(PERCENT).default('0'),
  WITHDRAW_FEE_BANK_FIXED_YUAN: z.string().regex(YUAN).default('0'),
  WITHDRAW_FEE_USDT_PERCENT: z.string().regex(PERCENT).default('0'),
  WITHDRAW_FEE_USDT_FIXED_YUAN: z.string().regex(YUAN).default('10'),
  WITHDRAW_USDT_RATE: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,4})?$/)
    .default('7.20'),
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
  // deposits and operators
  DEPOSIT_TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(100).default(1),
  PAYMENT_PROVIDER_URL: z.url().optional(),
  PAYMENT_PROVIDER_SECRET: z.string().min(16).optional(),
  PAYMENT_PROVIDER_MERCHANT: z.string().min(1).default('platform'),
  PAYMENT_CALLBACK_BASE_URL: z.url().optional(),
  PAYMENT_CALLBACK_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(300),
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
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  timeZone: string;
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  session: { idleMinutes: number; maxDays: number };
  login: { maxFailures: number; lockMinutes: number; attemptsPerMinute: number };
  appUpdate: { version: string; versionCode: number; desc: string; apkUrl: string; iosUrl: string };
  webDistDir: string | undefined;
  siteName: string;
  serviceEmail: string;
  withdraw: WithdrawConfig;
  /** `abandonedMs`: how long a money request may stay 'running' before a retry with its key takes it over. */
  idempotency: { abandonedMs: number };
  /**
   * Transfer-wallet game venues. The demo venues talk to the sandbox venue at `sandboxUrl`, or to
   * one started in-process when `runSandbox` (only with the demo seed); without either they are
   * under maintenance. `reconcileIntervalMs` 0 switches the reconciliation job off.
   */
  venues: {
    sandboxUrl: string | undefined;
    sandboxSecret: string | undefined;
    runSandbox: boolean;
    sandboxPort: number;
    timeoutMs: number;
    reconcileIntervalMs: number;
    /** How often the external venues' bet histories are pulled; 0 switches the job off. */
    betSyncIntervalMs: number;
  };
  deposit: { turnoverMultiplier: number };
  /** The payment provider of online channels; none configured means those channels are not offered. */
  paymentProvider: {
    url: string;
    secret: string;
    merchant: string;
    callbackBaseUrl: string;
    maxAgeSeconds: number;
  } | null;
  /**
   * Demo mode for online deposits: with SEED_DEMO and `run` (SANDBOX_PAYMENT), and no provider
   * configured, the sandbox payment provider runs on 127.0.0.1:`port` (0: any free port) beside
   * the platform, so the online channels work. Its callbacks go to `callbackBaseUrl`
   * (PAYMENT_CALLBACK_BASE_URL) when set, otherwise to the address the platform listens on.
   */
  sandboxPayment: {
    run: boolean;
    port: number;
    merchant: string;
    callbackBaseUrl: string | undefined;
    maxAgeSeconds: number;
  };
  operatorSession: { idleMinutes: number; maxHours: number };
  /** Defaults for `npm run operator:create` when its arguments are not given. */
  operatorCreate: { username: string | undefined; password: string | undefined; role: string | undefined };
  /** `scheduler`: this instance ticks the draws (one at a time across instances). `drawPayoutCapFen`: most one draw's open bets may win in total. */
  lottery: { scheduler: boolean; drawPayoutCapFen: bigint };
};

export type WithdrawFee = { basisPoints: bigint; fixedFen: bigint };
export type WithdrawConfig = {
  minFen: bigint;
  maxFen: bigint;
  fees: { bank: WithdrawFee; usdt: WithdrawFee };
  /** CNY per USDT as configured ("7.20"), and the same in 1/10000 CNY. */
  usdtRate: string;
  usdtRate1e4: bigint;
};

/** "12.5" in units to an integer of 1/10^decimals units, without floating point. */
function scaled(text: string, decimals: number): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

function withdrawConfig(e: z.infer<typeof EnvSchema>): WithdrawConfig {
  const fee = (percent: string, fixed: string): WithdrawFee => ({
    basisPoints: scaled(percent, 2),
    fixedFen: scaled(fixed, 2),
  });
  const config = {
    minFen: scaled(e.WITHDRAW_MIN_YUAN, 2),
    maxFen: scaled(e.WITHDRAW_MAX_YUAN, 2),
    fees: {
      bank: fee(e.WITHDRAW_FEE_BANK_PERCENT, e.WITHDRAW_FEE_BANK_FIXED_YUAN),
      usdt: fee(e.WITHDRAW_FEE_USDT_PERCENT, e.WITHDRAW_FEE_USDT_FIXED_YUAN),
    },
    usdtRate: e.WITHDRAW_USDT_RATE,
    usdtRate1e4: scaled(e.WITHDRAW_USDT_RATE, 4),
  };
  const problems: string[] = [];
  if (config.minFen <= 0n || config.minFen > config.maxFen)
    problems.push('WITHDRAW_MIN_YUAN: must be above 0 and not above WITHDRAW_MAX_YUAN');
  for (const [method, f] of Object.entries(config.fees)) {
    if (f.basisPoints > 10_000n) problems.push(`WITHDRAW_FEE_${method.toUpperCase()}_PERCENT: at most 100`);
    // The smallest withdrawal must leave something to pay out after its fee.
    if (f.fixedFen + (config.minFen * f.basisPoints) / 10_000n >= config.minFen) {
      problems.push(`WITHDRAW_FEE_${method.toUpperCase()}_*: the fee must be below WITHDRAW_MIN_YUAN`);
    }
  }
  if (config.usdtRate1e4 <= 0n) problems.push('WITHDRAW_USDT_RATE: must be above 0');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return config;
}

/** Parses the environment once; throws listing every bad key. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  try {
    new Intl.DateTimeFormat('en', { timeZone: e.PLATFORM_TZ });
  } catch {
    throw new Error(`Invalid configuration:\n  PLATFORM_TZ: unknown time zone ${e.PLATFORM_TZ}`);
  }
  if (e.VENUE_SANDBOX_URL && !e.VENUE_SANDBOX_SECRET) {
    throw new Error('Invalid configuration:\n  VENUE_SANDBOX_SECRET: required with VENUE_SANDBOX_URL');
  }
  if (e.PAYMENT_PROVIDER_URL && !e.PAYMENT_PROVIDER_SECRET) {
    throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER_SECRET: required with PAYMENT_PROVIDER_URL');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    timeZone: e.PLATFORM_TZ,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxDays: e.SESSION_MAX_DAYS },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      attemptsPerMinute: e.CREDENTIAL_ATTEMPTS_PER_MINUTE,
    },
    appUpdate: {
      version: e.APP_LATEST_VERSION,
      versionCode: e.APP_LATEST_VERSION_CODE,
      desc: e.APP_UPDATE_DESC,
      apkUrl: e.APP_APK_URL,
      iosUrl: e.APP_IOS_URL,
    },
    webDistDir: e.WEB_DIST_DIR,
    siteName: e.SITE_NAME,
    serviceEmail: e.SERVICE_EMAIL,
    withdraw: withdrawConfig(e),
    idempotency: { abandonedMs: e.IDEMPOTENCY_ABANDONED_MS },
    venues: {
      sandboxUrl: e.VENUE_SANDBOX_URL,
      sandboxSecret: e.VENUE_SANDBOX_SECRET,
      runSandbox: e.SANDBOX_VENUE,
      sandboxPort: e.SANDBOX_VENUE_PORT,
      timeoutMs: e.VENUE_TIMEOUT_MS,
      reconcileIntervalMs: e.VENUE_RECONCILE_INTERVAL_MS,
      betSyncIntervalMs: e.VENUE_BET_SYNC_INTERVAL_MS,
    },
    deposit: { turnoverMultiplier: e.DEPOSIT_TURNOVER_MULTIPLIER },
    paymentProvider:
      e.PAYMENT_PROVIDER_URL && e.PAYMENT_PROVIDER_SECRET
        ? {
            url: e.PAYMENT_PROVIDER_URL,
            secret: e.PAYMENT_PROVIDER_SECRET,
            merchant: e.PAYMENT_PROVIDER_MERCHANT,
            callbackBaseUrl: e.PAYMENT_CALLBACK_BASE_URL ?? `http://127.0.0.1:${e.PORT}`,
            maxAgeSeconds: e.PAYMENT_CALLBACK_MAX_AGE_SECONDS,
          }
        : null,
    sandboxPayment: {
      run: e.SANDBOX_PAYMENT,
      port: e.SANDBOX_PAYMENT_PORT,
      merchant: e.PAYMENT_PROVIDER_MERCHANT,
      callbackBaseUrl: e.PAYMENT_CALLBACK_BASE_URL,
      maxAgeSeconds: e.PAYMENT_CALLBACK_MAX_AGE_SECONDS,
    },
    operatorSession: { idleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES, maxHours: e.OPERATOR_SESSION_MAX_HOURS },
    operatorCreate: { username: e.OPERATOR_USERNAME, password: e.OPERATOR_PASSWORD, role: e.OPERATOR_ROLE },
    lottery: { scheduler: e.LOTTERY_SCHEDULER, drawPayoutCapFen: scaled(e.LOTTERY_DRAW_PAYOUT_CAP_YUAN, 2) },
  };
}
