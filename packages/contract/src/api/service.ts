import { endpoint } from '../endpoint.ts';

/** Customer service channels: what the Customer Service tab shows, and their administration. */
export const SERVICE_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
