import { endpoint } from '../endpoint.ts';

/** Help centre, about and the public site configuration (other/getConfig); their administration. */
export const CONTENT_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
