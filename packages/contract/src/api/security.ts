import { endpoint } from '../endpoint.ts';

/** Account security: active sessions, security notices. */
export const SECURITY_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
