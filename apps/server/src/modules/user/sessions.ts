import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '@app/contract';
import { queryPrepared, type Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { UserDeps } from './deps.ts';
import { changeMember, type SessionCache } from './session-cache.ts';
import { sessions } from './schema.ts';

export type ClientInfo = { ip: string; userAgent: string | undefined };

// lastSeenAt is written at most once a minute, so a busy member does not write on every request.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function openSession(
  ex: Executor,
  { config, clock }: UserDeps,
  member: { id: number; username: string },
  client: ClientInfo,
): Promise<Session> {
  const { token, hash } = newToken();
  const expiresAt = new Date(clock().getTime() + config.session.maxDays * 86_400_000);
  await ex
    .insert(sessions)
    .values({ memberId: member.id, tokenHash: hash, expiresAt, ip: client.ip, userAgent: client.userAgent });
  return { token, uid: member.id, username: member.username };
}

type CheckRow = {
  session_id: string;
  expires_ms: string;
  member_id: string;
  username: string;
  real_name: string;
  phone: string;
  email: string | null;
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  avatar: string;
  vip_level: number;
  invite_code: string;
  has_withdraw_password: boolean;
  profile_confirmed: boolean;
  created_ms: string;
};

const contextOf = (r: CheckRow): AuthContext => ({
  memberId: Number(r.member_id),
  sessionId: Number(r.session_id),
  username: r.username,
  info: {
    uid: Number(r.member_id),
    username: r.username,
    realName: r.real_name,
    phone: r.phone,
    email: r.email,
    gender: r.gender,
    birthDate: r.birth_date,
    avatar: r.avatar,
    vipLevel: r.vip_level,
    inviteCode: r.invite_code,
    hasWithdrawPassword: r.has_withdraw_password,
    profileConfirmed: r.profile_confirmed,
    createdAt: new Date(Number(r.created_ms)).toISOString(),
  },
});

/**
 * The member behind a token, or null when the token is unknown, revoked, expired or idle too
 * long. One statement: the check with the member's profile, and the idle clock moved on only when
 * its last touch is older than a minute, so a busy member does not write on every request; a
 * session it confirmed is then trusted for seconds without asking (session-cache.ts).
 */
export async function authenticate(
  { db, config, clock }: UserDeps,
  cache: SessionCache,
  token: string,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const hit = cache.get(tokenHash);
  if (hit) return hit;
  const ticket = cache.ticket();
  const now = clock().getTime();
  const at = (ms: number) => new Date(ms).toISOString();
  const [row] = await queryPrepared<CheckRow>(
    db,
    'session_check',
    sql`with s as (
          select s.id as session_id, (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_ms,
                 m.id as member_id, m.username, m.real_name, m.phone, m.email, m.gender,
                 m.birth_date::text as birth_date, m.avatar, m.vip_level, m.invite_code,
                 m.withdraw_password_hash is not null as has_withdraw_password,
                 m.profile_confirmed_at is not null as profile_confirmed,
                 (extract(epoch from m.created_at) * 1000)::bigint::text as created_ms
          from sessions s join members m on m.id = s.member_id
          where s.token_hash = ${tokenHash} and s.revoked_at is null
            and s.expires_at > ${at(now)}::timestamptz
            and s.last_seen_at > ${at(now - config.session.idleMinutes * 60_000)}::timestamptz
            and m.status = 'active'
        ), touch as (
          update sessions set last_seen_at = ${at(now)}::timestamptz
          where id = (select session_id from s)
            and last_seen_at < ${at(now - LAST_SEEN_RESOLUTION_MS)}::timestamptz
        )
        select * from s`,
  );
  if (!row) return null;
  const ctx = contextOf(row);
  cache.put(tokenHash, ctx, ticket, Number(row.expires_ms));
  return ctx;
}

/** Ends one session: the member's other devices stay signed in. */
export async function logout({ db, clock }: UserDeps, member: AuthContext): Promise<void> {
  await changeMember(db, member.memberId, (tx) =>
    tx.update(sessions).set({ revokedAt: clock() }).where(eq(sessions.id, member.sessionId)),
  );
}

/** Ends every session of the member at `at` (after a password change), in the caller's `changeMember`. */
export async function revokeAll(ex: Executor, memberId: number, at: Date): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
