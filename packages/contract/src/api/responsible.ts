import { endpoint } from '../endpoint.ts';

/** Responsible play: limits, cool-off and self-exclusion, reality check, activity statement. */
export const RESPONSIBLE_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
