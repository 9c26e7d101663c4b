import { LIMITS } from '@app/contract';
import type { CommonDeps } from './deps.ts';

/** The site's name, currency, time zone, version and service address. */
export function systemInfo({ config }: CommonDeps) {
  return {
    siteName: config.siteName,
    currency: LIMITS.currency,
    timeZone: config.timeZone,
    appVersion: LIMITS.appVersion,
    versionCode: LIMITS.appVersionCode,
    serviceEmail: config.serviceEmail,
  };
}

/** The latest app build, as configured for this deployment. */
export function checkUpdate({ config }: CommonDeps) {
  return { ...config.appUpdate };
}
