import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(7 * 24 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  CREDENTIAL_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  APP_LATEST_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/).default('1.4.1'),
  APP_LATEST_VERSION_CODE: z.coerce.number().int().positive().default(141),
  APP_UPDATE_DESC: z.string().default(''),
  APP_APK_URL: z.string().default(''),
  APP_IOS_URL: z.string().default(''),
  WEB_DIST_DIR: z.string().optional(),
  SITE_NAME: z.string().default('H5 Platform'),
  SERVICE_EMAIL: z.string().default('service@example.com'),
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
};

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
  };
}
