import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SetUserInfoInputSchema, UserInfo } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserDeps } from './deps.ts';
import { changedFields, checkAdult, checkAvatar, checkRealNameChange } from './profile-checks.ts';
import { findMember } from './profile.ts';
import { members } from './schema.ts';
import { changeMember } from './session-cache.ts';
import { userInfoView, type Member } from './views.ts';

type SetInput = z.output<typeof SetUserInfoInputSchema>;

/** The member's row, locked until the transaction ends, so a confirm and a save cannot cross. */
export async function lockMember(tx: Tx, memberId: number): Promise<Member> {
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!member) throw new AppError('common.unauthorized', 401);
  return member;
}

/**
 * The member saves their profile: changes the fields sent. After confirmation a locked field may only be sent
 * unchanged (the page sends the whole form); the avatar stays changeable (docs/decisions.md, Profile).
 */
export async function setProfile(deps: UserDeps, memberId: number, input: SetInput): Promise<UserInfo> {
  const { avatar, ...fields } = input;
  checkAdult(deps, fields.birthDate);
  await checkAvatar(deps, memberId, avatar);
  // Gates read other modules' tables, so they run before this member's row is locked.
  await checkRealNameChange(deps, memberId, changedFields(await findMember(deps.db, memberId), fields));
  return changeMember(deps.db, memberId, async (tx) => {
    const member = await lockMember(tx, memberId);
    const changed = changedFields(member, fields);
    if (member.profileConfirmedAt && Object.keys(changed).length > 0) throw new AppError('profile.locked', 409);
    const [saved] = await tx
      .update(members)
      .set({ ...changed, ...(avatar === undefined ? {} : { avatar }), updatedAt: deps.clock() })
      .where(eq(members.id, memberId))
      .returning();
    return userInfoView(saved!);
  });
}

/** The member confirms their profile: once, and only with every locked field filled in. */
export async function confirmProfile(deps: UserDeps, memberId: number): Promise<UserInfo> {
  return changeMember(deps.db, memberId, async (tx) => {
    const member = await lockMember(tx, memberId);
    if (member.profileConfirmedAt) throw new AppError('profile.already_confirmed', 409);
    if (!member.gender || !member.birthDate || !member.email) throw new AppError('profile.incomplete');
    const now = deps.clock();
    const [saved] = await tx
      .update(members)
      .set({ profileConfirmedAt: now, updatedAt: now })
      .where(eq(members.id, memberId))
      .returning();
    return userInfoView(saved!);
  });
}
