import { endpoint } from '../endpoint.ts';

/** Sponsorship partners: the Sponsorship tab and a partner's page; their administration. */
export const SPONSORSHIP_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
