import { endpoint } from '../endpoint.ts';

/** The member's profile (SPEC §3, §5): setUserInfo, confirming it, the operator's correction. */
export const PROFILE_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
