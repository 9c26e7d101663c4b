import type { z } from 'zod';
import { EnvSchema, scaled, type Env } from './config-env.ts';

function withdrawConfig(e: Env) {
  const fee = (percent: string, fixed: string) => ({ basisPoints: scaled(percent, 2), fixedFen: scaled(fixed, 2) });
  return {
    minFen: scaled(e.WITHDRAW_MIN_YUAN, 2),
    maxFen: scaled(e.WITHDRAW_MAX_YUAN, 2),
    fees: {
      bank: fee(e.WITHDRAW_FEE_BANK_PERCENT, e.WITHDRAW_FEE_BANK_FIXED_YUAN),
      usdt: fee(e.WITHDRAW_FEE_USDT_PERCENT, e.WITHDRAW_FEE_USDT_FIXED_YUAN),
    },
    /** CNY per USDT as configured ("7.20"), and the same in 1/10000 CNY. */
    usdtRate: e.WITHDRAW_USDT_RATE,
    usdtRate1e4: scaled(e.WITHDRAW_USDT_RATE, 4),
  };
}

/**
 * Transfer-wallet game venues. The demo venues talk to the sandbox venue at `sandboxUrl`, or to
 * one started in-process when `runSandbox` (only with the demo seed); without either they are
 * under maintenance. `reconcileIntervalMs` 0 switches the reconciliation job off.
 */
function venuesConfig(e: Env) {
  return {
    sandboxUrl: e.VENUE_SANDBOX_URL,
    sandboxSecret: e.VENUE_SANDBOX_SECRET,
    runSandbox: e.SANDBOX_VENUE,
    sandboxPort: e.SANDBOX_VENUE_PORT,
    timeoutMs: e.VENUE_TIMEOUT_MS,
    reconcileIntervalMs: e.VENUE_RECONCILE_INTERVAL_MS,
    /** How often the external venues' bet histories are pulled; 0 switches the job off. */
    betSyncIntervalMs: e.VENUE_BET_SYNC_INTERVAL_MS,
    /** The sandbox sportsbook's schedule: a fixture day, the lead before kick-off, a fixture's duration. */
    sandboxSports: {
      dayMs: e.SANDBOX_SPORTS_DAY_MS,
      leadMs: e.SANDBOX_SPORTS_LEAD_MS,
      durationMs: e.SANDBOX_SPORTS_DURATION_MS,
    },
  };
}

function paymentConfig(e: Env) {
  return {
    /** The payment provider of online channels; none configured means those channels are not offered. */
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
    /**
     * Demo mode for online deposits: with SEED_DEMO and `run` (SANDBOX_PAYMENT), and no provider
     * configured, the sandbox payment provider runs on 127.0.0.1:`port` (0: any free port) beside
     * the platform, so the online channels work. Its callbacks go to `callbackBaseUrl`
     * (PAYMENT_CALLBACK_BASE_URL) when set, otherwise to the address the platform listens on.
     */
    sandboxPayment: {
      run: e.SANDBOX_PAYMENT,
      port: e.SANDBOX_PAYMENT_PORT,
      merchant: e.PAYMENT_PROVIDER_MERCHANT,
      callbackBaseUrl: e.PAYMENT_CALLBACK_BASE_URL,
      maxAgeSeconds: e.PAYMENT_CALLBACK_MAX_AGE_SECONDS,
    },
  };
}

/**
 * Fastify's `trustProxy`: the proxies whose X-Forwarded-For gives the client's address (rate limits,
 * sessions). None unless configured, since any client can send the header.
 */
function trustProxyOf(value: string | undefined): false | string[] {
  return value === undefined ? false : value.split(',').map((item) => item.trim());
}

/** The environment's keys in the shape the server reads. */
function toConfig(e: Env) {
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    timeZone: e.PLATFORM_TZ,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
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
    /** Serve the sandbox live chat (sandbox/chat/) beside the platform; the demo's live-chat channel opens it. */
    sandboxChat: e.SANDBOX_CHAT,
    withdraw: withdrawConfig(e),
    /** Withdrawals that need an approved identity verification: one of `singleFen` or more, or a running total reaching `cumulativeFen`. */
    identity: { singleFen: scaled(e.IDENTITY_SINGLE_YUAN, 2), cumulativeFen: scaled(e.IDENTITY_CUMULATIVE_YUAN, 2) },
    /** `cooldownMinutes`: a new payout account's wait before withdrawals may use it. */
    payout: { cooldownMinutes: e.PAYOUT_COOLDOWN_MINUTES },
    /** `abandonedMs`: how long a money request may stay 'running' before a retry with its key takes it over. */
    idempotency: { abandonedMs: e.IDEMPOTENCY_ABANDONED_MS },
    venues: venuesConfig(e),
    /** `closeRetryMs`: how often closes a payment provider has not acknowledged are sent again (0: never). */
    deposit: { turnoverMultiplier: e.DEPOSIT_TURNOVER_MULTIPLIER, closeRetryMs: e.PAYMENT_CLOSE_RETRY_MS },
    ...paymentConfig(e),
    operatorSession: { idleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES, maxHours: e.OPERATOR_SESSION_MAX_HOURS },
    /** Defaults for `npm run operator:create` when its arguments are not given. */
    operatorCreate: { username: e.OPERATOR_USERNAME, password: e.OPERATOR_PASSWORD, role: e.OPERATOR_ROLE },
    /** `scheduler`: this instance ticks the draws (one at a time across instances). `drawPayoutCapFen`: most one draw's open bets may win in total. */
    lottery: { scheduler: e.LOTTERY_SCHEDULER, drawPayoutCapFen: scaled(e.LOTTERY_DRAW_PAYOUT_CAP_YUAN, 2) },
    /** `scheduler`: this instance opens, deals and settles the live table's rounds (one at a time across instances). */
    live: { scheduler: e.LIVE_SCHEDULER, cycleSeconds: e.LIVE_CYCLE_SECONDS },
    /** `accrualIntervalMs`: how often the interest accrual job looks for days to accrue (0: never). */
    interest: { accrualIntervalMs: e.INTEREST_ACCRUAL_INTERVAL_MS },
  };
}

/** One schema from the environment's strings to the configuration; `Config` is its output. */
export const ConfigSchema = EnvSchema.transform(toConfig);

export type Config = z.output<typeof ConfigSchema>;
export type WithdrawConfig = Config['withdraw'];
export type WithdrawFee = WithdrawConfig['fees']['bank'];

/** Parses the environment once; throws listing every bad key. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
