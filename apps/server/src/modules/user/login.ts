import { eq, sql } from 'drizzle-orm';
import type { LoginInputSchema, Session } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import type { UserDeps } from './deps.ts';
import { lockedUntil, minutesUntil } from './lock-out.ts';
import { members } from './schema.ts';
import { openSession, type ClientInfo } from './sessions.ts';

/**
 * Signs a member in by username (any case) and password. Repeated wrong passwords lock the
 * account for a while; an unknown username costs the same time as a wrong password and gets the
 * same answer, so neither tells which usernames exist.
 */
export async function login(
  { db, config }: UserDeps,
  input: z.output<typeof LoginInputSchema>,
  client: ClientInfo,
): Promise<Session> {
  const [member] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${input.username})`);
  if (!member) {
    await verifyAgainstDummy(input.password);
    throw new AppError('user.login_failed');
  }
  if (member.lockedUntil && member.lockedUntil > new Date()) {
    throw new AppError('user.locked', 423, { minutes: minutesUntil(member.lockedUntil) });
  }
  if (!(await verifySecret(member.passwordHash, input.password))) {
    const [after] = await db
      .update(members)
      .set({ failedLogins: sql`${members.failedLogins} + 1` })
      .where(eq(members.id, member.id))
      .returning({ failedLogins: members.failedLogins });
    if ((after?.failedLogins ?? 0) >= config.login.maxFailures) {
      await db
        .update(members)
        .set({ failedLogins: 0, lockedUntil: lockedUntil(config) })
        .where(eq(members.id, member.id));
      throw new AppError('user.locked', 423, { minutes: config.login.lockMinutes });
    }
    throw new AppError('user.login_failed');
  }
  if (member.status !== 'active') throw new AppError('user.disabled', 403);
  await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
  return openSession(db, config, member, client);
}
