import { endpoint } from '../endpoint.ts';

/** The interest wallet (SPEC §7 interest calls): data, record types, history, into, turnout, receive; its administration. */
export const INTEREST_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
