import { z } from 'zod';

/** How a fishing session ended: the member left, it sat idle too long, or the platform ended the member's sessions. */
export const FISHING_SESSION_ENDS = ['leave', 'idle', 'platform'] as const;
export type FishingSessionEnd = (typeof FISHING_SESSION_ENDS)[number];

/**
 * A fishing session as a venue reports it: its shots summed into one bet. `seedHash` is the
 * commitment shown before the first shot (SHA-256 of the seed's bytes), `seed` its reveal once the
 * session ended (null before). Shot n (1, 2, ...) was decided by HMAC-SHA256 keyed by the seed's
 * bytes over `sessionId:n`, so a member holding the seed can recompute every shot.
 */
export const FishingSessionDetailSchema = z.object({
  kind: z.literal('fishing'),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/),
  shots: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  /** The largest multiplier a hit paid in the session, 0 when nothing was hit. */
  bestMultiplier: z.number().nonnegative(),
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  seed: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** Null while the session runs. */
  endedBy: z.enum(FISHING_SESSION_ENDS).nullable(),
});
export type FishingSessionDetail = z.infer<typeof FishingSessionDetailSchema>;
