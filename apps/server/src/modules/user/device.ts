import Bowser from 'bowser';

/** The browser and operating system a User-Agent names ('' when it names none). */
export type Device = { browser: string; os: string };

export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name ?? '', os: parsed.os.name ?? '' };
}

/** "Chrome on Android": how a notice names the device. */
export function deviceLabel(d: Device): string {
  return [d.browser, d.os].filter(Boolean).join(' / ') || '?';
}

/**
 * Two sessions are from the same device when browser family and operating system agree
 * (docs/decisions.md, Account security): versions change with every update, so they are left out.
 */
export const sameDevice = (a: Device, b: Device) => a.browser === b.browser && a.os === b.os;
