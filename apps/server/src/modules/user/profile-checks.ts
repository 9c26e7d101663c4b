import {
  COMMON_API,
  DEFAULT_AVATAR_COUNT,
  LIMITS,
  PROFILE_LOCKED_FIELDS,
  ageOn,
  defaultAvatarUrl,
  pathOf,
  todayIn,
  type ProfileLockedField,
} from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import type { UserDeps } from './deps.ts';
import type { Member } from './views.ts';

export type ProfileFields = Partial<Pick<Member, ProfileLockedField>>;

/** The locked fields of `fields` whose value differs from the member's: sending a field unchanged changes nothing. */
export function changedFields(member: Member, fields: ProfileFields): ProfileFields {
  const changed: Record<string, unknown> = {};
  for (const name of PROFILE_LOCKED_FIELDS) {
    const value = fields[name];
    if (value !== undefined && value !== member[name]) changed[name] = value;
  }
  return changed as ProfileFields;
}

/** 18 or older on the platform's own day (the contract's schema counts from the earliest day on Earth). */
export function checkAdult(deps: UserDeps, birthDate: string | undefined) {
  if (birthDate === undefined) return;
  const age = ageOn(birthDate, todayIn(deps.config.timeZone)) ?? -1;
  if (age < LIMITS.minimumAge) throw new AppError('rules.birth_date.minor');
}

/** Payout accounts carry the real name (payout/bind.ts), so other modules may refuse changing it. */
export async function checkRealNameChange(deps: UserDeps, memberId: number, changed: ProfileFields) {
  if (changed.realName !== undefined) await passGates(deps.profile.realNameGates, { memberId });
}

const DEFAULT_AVATARS = new Set(Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) => defaultAvatarUrl(i + 1)));

/** One of the platform's default avatars, or an image the member uploaded themselves. */
export async function checkAvatar(deps: UserDeps, memberId: number, url: string | undefined) {
  if (url === undefined || DEFAULT_AVATARS.has(url)) return;
  const id = url.slice(url.lastIndexOf('/') + 1);
  const wellFormed =
    COMMON_API.uploaded.params.safeParse({ id }).success && url === `/api/${pathOf(COMMON_API.uploaded, { id })}`;
  if (!wellFormed || (await deps.profile.uploadOwner(id)) !== memberId) throw new AppError('profile.avatar_invalid');
}
