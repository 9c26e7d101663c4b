import { endpoint } from '../endpoint.ts';

/** Invites and rebates: the member's invite code and link, invitees, rebates; their administration. */
export const INVITE_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
