import { PROFILE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { UserDeps } from './deps.ts';
import { correctProfile } from './profile-admin.ts';
import { confirmProfile, setProfile } from './set-profile.ts';

/** The member's profile and the operators' correction of it (docs/product.md, Profile). */
export function profileRoutes(deps: UserDeps) {
  return [
    route(PROFILE_API.setUserInfo, (body, { member }) => setProfile(deps, member.memberId, body)),
    route(PROFILE_API.confirm, (_, { member }) => confirmProfile(deps, member.memberId)),
    route(PROFILE_API.adminCorrect, (body, { operator }) => correctProfile(deps, operator, body)),
  ];
}
