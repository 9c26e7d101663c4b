import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MoneySchema } from '../rules/money.ts';

// The reality check's reading, apart from the rest of responsible play (responsible.ts): the web app
// asks for it on every page while a member is signed in, without that area's forms.

export const RealityCheckSchema = z.object({
  minutes: z.number().int(),
  /** When this session's play began (its first request seen by the server). */
  startedAt: z.string(),
  /** Net result of the bets placed since then (wins minus stakes, open stakes counted as staked). */
  net: MoneySchema,
});
export type RealityCheck = z.infer<typeof RealityCheckSchema>;

export const REALITY_CHECK_API = {
  realityCheck: endpoint({
    method: 'GET',
    path: 'responsible/realityCheck',
    auth: 'member',
    answer: RealityCheckSchema,
  }),
};
