import { and, desc, eq, gt } from 'drizzle-orm';
import { deviceLabel, deviceOf, sameDevice } from './device.ts';
import type { UserDeps } from './deps.ts';
import { sessions } from './schema.ts';
import type { ClientInfo } from './sessions.ts';

/** How far back a device counts as known, and how many of those sessions are compared at most. */
const KNOWN_DAYS = 90;
const KNOWN_MAX = 200;

/**
 * Whether a sign-in comes from a device none of the member's sessions of the last 90 days used,
 * ended ones included (docs/decisions.md, Account security). Registration opens the first session,
 * so that sign-in is never "new".
 */
async function isNewDevice({ db, clock }: UserDeps, memberId: number, client: ClientInfo): Promise<boolean> {
  const since = new Date(clock().getTime() - KNOWN_DAYS * 86_400_000);
  const seen = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gt(sessions.createdAt, since)))
    .orderBy(desc(sessions.id))
    .limit(KNOWN_MAX);
  const device = deviceOf(client.userAgent);
  return !seen.some((s) => sameDevice(deviceOf(s.userAgent), device));
}

/** Runs `signIn` and, when it came from a new device, tells the member afterwards. */
export async function noticingNewDevice<T>(
  deps: UserDeps,
  memberId: number,
  client: ClientInfo,
  signIn: () => Promise<T>,
): Promise<T> {
  const fresh = await isNewDevice(deps, memberId, client);
  const session = await signIn();
  if (fresh)
    await deps.notify(deps.db, memberId, 'new_device', {
      device: deviceLabel(deviceOf(client.userAgent)),
      ip: client.ip,
    });
  return session;
}
