import { endpoint } from '../endpoint.ts';

/** Feedback tickets (SPEC §3, §5, §8): the member's orders to pick from, submit, list, detail, reply; the support queue. */
export const FEEDBACK_API = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
