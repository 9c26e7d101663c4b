import { endpoint } from '../endpoint.ts';

/** Messages to members (personal and broadcast) and platform notices; their administration. */
export const MESSAGES_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
