import { endpoint } from '../endpoint.ts';

/** Identity verification before large withdrawals: getCertificate, submitting documents, the risk queue. */
export const IDENTITY_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
