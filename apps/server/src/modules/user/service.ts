import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type {
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetWithdrawPasswordInputSchema,
  SetWithdrawPasswordInputSchema,
} from '@app/contract';
import { DEFAULT_AVATAR_COUNT, defaultAvatarUrl, type Session, type UserInfo } from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import { members, sessions } from './schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type ClientInfo = { ip: string; userAgent: string | undefined };
export type AuthContext = { memberId: number; sessionId: number; username: string };

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LAST_SEEN_RESOLUTION_MS = 60_000;

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

export function createUserService(db: Db, config: Config) {
  async function openSession(ex: Executor, memberId: number, username: string, client: ClientInfo): Promise<Session> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + config.session.maxDays * 86_400_000);
    await ex
      .insert(sessions)
      .values({ memberId, tokenHash: hash, expiresAt, ip: client.ip, userAgent: client.userAgent });
    return { token, uid: memberId, username };
  }

  async function findMember(memberId: number) {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw new AppError('common.unauthorized', 401);
    return member;
  }

  async function revokeAll(ex: Executor, memberId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  }

  return {
    async register(input: z.output<typeof RegisterInputSchema>, client: ClientInfo): Promise<Session> {
      const [passwordHash, withdrawPasswordHash] = await Promise.all([
        hashSecret(input.password),
        hashSecret(input.withdrawPassword),
      ]);
      try {
        return await db.transaction(async (tx) => {
          let invitedBy: number | null = null;
          if (input.inviteCode) {
            const [inviter] = await tx
              .select({ id: members.id })
              .from(members)
              .where(eq(members.inviteCode, input.inviteCode.toUpperCase()));
            if (!inviter) throw new AppError('user.invite_code_unknown');
            invitedBy = inviter.id;
          }
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
          return openSession(tx, member!.id, member!.username, client);
        });
      } catch (error) {
        // The invite-code index can collide too, but 32^8 codes make that negligible; the username is the usual cause.
        if (isUniqueViolation(error)) throw new AppError('user.username_taken', 409);
        throw error;
      }
    },

    async login(input: z.output<typeof LoginInputSchema>, client: ClientInfo): Promise<Session> {
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
          const lockedUntil = new Date(Date.now() + config.login.lockMinutes * 60_000);
          await db.update(members).set({ failedLogins: 0, lockedUntil }).where(eq(members.id, member.id));
          throw new AppError('user.locked', 423, { minutes: config.login.lockMinutes });
        }
        throw new AppError('user.login_failed');
      }
      if (member.status !== 'active') throw new AppError('user.disabled', 403);
      await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
      return openSession(db, member.id, member.username, client);
    },

    async logout(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** The member behind a token, or null when the token is unknown, revoked, expired or idle too long. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const now = new Date();
      const idleSince = new Date(now.getTime() - config.session.idleMinutes * 60_000);
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          memberId: members.id,
          username: members.username,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
            eq(members.status, 'active'),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      }
      return { memberId: row.memberId, sessionId: row.sessionId, username: row.username };
    },

    async userInfo(memberId: number): Promise<UserInfo> {
      const m = await findMember(memberId);
      return {
        uid: m.id,
        username: m.username,
        realName: m.realName,
        phone: m.phone,
        email: m.email,
        gender: m.gender,
        birthDate: m.birthDate,
        avatar: m.avatar,
        vipLevel: m.vipLevel,
        inviteCode: m.inviteCode,
        hasWithdrawPassword: m.withdrawPasswordHash !== null,
        profileConfirmed: m.profileConfirmedAt !== null,
        createdAt: m.createdAt.toISOString(),
      };
    },

    async summary(memberId: number) {
      const m = await findMember(memberId);
      return { uid: m.id, username: m.username, avatar: m.avatar, vipLevel: m.vipLevel };
    },

    async resetPassword(memberId: number, input: z.output<typeof ResetPasswordInputSchema>): Promise<void> {
      const m = await findMember(memberId);
      if (!(await verifySecret(m.passwordHash, input.oldPassword))) throw new AppError('user.old_password_wrong');
      if (input.oldPassword === input.newPassword) throw new AppError('user.same_password');
      const passwordHash = await hashSecret(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
        await revokeAll(tx, memberId);
      });
    },

    async setWithdrawPassword(memberId: number, input: z.output<typeof SetWithdrawPasswordInputSchema>) {
      const m = await findMember(memberId);
      if (m.withdrawPasswordHash) throw new AppError('user.withdraw_password_exists', 409);
      if (!(await verifySecret(m.passwordHash, input.password))) throw new AppError('user.old_password_wrong');
      const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
      await db
        .update(members)
        .set({ withdrawPasswordHash, updatedAt: new Date() })
        .where(and(eq(members.id, memberId), isNull(members.withdrawPasswordHash)));
    },

    async resetWithdrawPassword(memberId: number, input: z.output<typeof ResetWithdrawPasswordInputSchema>) {
      await this.verifyWithdrawPassword(memberId, input.oldWithdrawPassword);
      const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
      await db.update(members).set({ withdrawPasswordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
    },

    /** Checks the withdrawal password with the same lock-out as logins; throws when it is missing or wrong. */
    async verifyWithdrawPassword(memberId: number, secret: string): Promise<void> {
      const m = await findMember(memberId);
      if (!m.withdrawPasswordHash) throw new AppError('user.withdraw_password_missing');
      if (m.withdrawPasswordLockedUntil && m.withdrawPasswordLockedUntil > new Date()) {
        throw new AppError('user.withdraw_password_locked', 423, {
          minutes: minutesUntil(m.withdrawPasswordLockedUntil),
        });
      }
      if (await verifySecret(m.withdrawPasswordHash, secret)) {
        if (m.failedWithdrawPasswords > 0) {
          await db.update(members).set({ failedWithdrawPasswords: 0 }).where(eq(members.id, memberId));
        }
        return;
      }
      const [after] = await db
        .update(members)
        .set({ failedWithdrawPasswords: sql`${members.failedWithdrawPasswords} + 1` })
        .where(eq(members.id, memberId))
        .returning({ failed: members.failedWithdrawPasswords });
      if ((after?.failed ?? 0) >= config.login.maxFailures) {
        const until = new Date(Date.now() + config.login.lockMinutes * 60_000);
        await db
          .update(members)
          .set({ failedWithdrawPasswords: 0, withdrawPasswordLockedUntil: until })
          .where(eq(members.id, memberId));
        throw new AppError('user.withdraw_password_locked', 423, { minutes: config.login.lockMinutes });
      }
      throw new AppError('user.withdraw_password_wrong');
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
