import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_AVATAR_COUNT, defaultAvatarUrl, type RegisterInputSchema, type Session } from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret } from '../../lib/password.ts';
import type { UserDeps } from './deps.ts';
import { members } from './schema.ts';
import { openSession, type ClientInfo } from './sessions.ts';

export type RegisterInput = z.output<typeof RegisterInputSchema>;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/** The member who owns an invite code (any case), or none for an empty code. */
async function inviterOf(tx: Tx, inviteCode: string): Promise<number | null> {
  if (!inviteCode) return null;
  const [inviter] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.inviteCode, inviteCode.toUpperCase()));
  if (!inviter) throw new AppError('user.invite_code_unknown');
  return inviter.id;
}

/** Creates the member and signs them in. */
export async function register(deps: UserDeps, input: RegisterInput, client: ClientInfo): Promise<Session> {
  const [passwordHash, withdrawPasswordHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(input.withdrawPassword),
  ]);
  try {
    return await deps.db.transaction(async (tx) => {
      const invitedBy = await inviterOf(tx, input.inviteCode);
      const [member] = await tx
        .insert(members)
        .values({
          username: input.username,
          passwordHash,
          withdrawPasswordHash,
          realName: input.realName,
          phone: input.phone,
          avatar: defaultAvatarUrl(1 + randomInt(DEFAULT_AVATAR_COUNT)),
          inviteCode: newInviteCode(),
          invitedBy,
        })
        .returning({ id: members.id, username: members.username });
      return openSession(tx, deps, member!, client);
    });
  } catch (error) {
    // The invite-code index can collide too, but 32^8 codes make that negligible; the username is the usual cause.
    if (isUniqueViolation(error)) throw new AppError('user.username_taken', 409);
    throw error;
  }
}
