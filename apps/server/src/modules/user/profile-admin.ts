import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileCorrectionInputSchema, UserInfo } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { UserDeps } from './deps.ts';
import { changedFields, checkAdult, checkRealNameChange, type ProfileFields } from './profile-checks.ts';
import { members } from './schema.ts';
import { changeMember } from './session-cache.ts';
import { lockMember } from './set-profile.ts';
import { userInfoView, type Member } from './views.ts';

type CorrectionInput = z.output<typeof ProfileCorrectionInputSchema>;

function oldValues(member: Member, changed: ProfileFields): ProfileFields {
  return Object.fromEntries(Object.keys(changed).map((name) => [name, member[name as keyof ProfileFields]]));
}

/**
 * An operator's correction of a member's profile, confirmed or not (the only way to change a
 * confirmed field): the same rules as the member's own save, with the reason and the old and new
 * values in the audit log, in the same transaction.
 */
export async function correctProfile(deps: UserDeps, op: OperatorContext, input: CorrectionInput): Promise<UserInfo> {
  const { memberId, reason, fields } = input;
  const [before] = await deps.db.select().from(members).where(eq(members.id, memberId));
  if (!before) throw new AppError('profile.member_not_found', 404);
  checkAdult(deps, fields.birthDate);
  await checkRealNameChange(deps, memberId, changedFields(before, fields));
  return changeMember(deps.db, memberId, async (tx) => {
    const member = await lockMember(tx, memberId);
    const changed = changedFields(member, fields);
    if (Object.keys(changed).length === 0) throw new AppError('profile.nothing_to_correct');
    const [saved] = await tx
      .update(members)
      .set({ ...changed, updatedAt: deps.clock() })
      .where(eq(members.id, memberId))
      .returning();
    await deps.profile.audit(tx, {
      operatorId: op.operatorId,
      action: 'profile.correct',
      target: `member:${memberId}`,
      detail: { reason, old: oldValues(member, changed), new: changed },
    });
    return userInfoView(saved!);
  });
}
