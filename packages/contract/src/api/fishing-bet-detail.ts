import { z } from 'zod';

/**
 * A fishing session as a venue reports it: its shots summed into one bet. `seedHash` is the
 * commitment shown before the first shot, `seed` its reveal once the session ended (null before).
 */
export const FishingSessionDetailSchema = z.object({
  kind: z.literal('fishing'),
  shots: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  /** The largest multiplier a hit paid in the session, 0 when nothing was hit. */
  bestMultiplier: z.number().nonnegative(),
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  seed: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
});
export type FishingSessionDetail = z.infer<typeof FishingSessionDetailSchema>;
