import { z } from 'zod';

/**
 * The origin of a page (`https://host[:port]`, no path), as a browser's `location.origin` gives it;
 * nothing else fits, so it can stand in a Content-Security-Policy as it is.
 */
export const FrameOriginSchema = z
  .string({ error: 'common.invalid_request' })
  .max(200, 'common.invalid_request')
  .regex(/^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i, 'common.invalid_request');

/**
 * Where a game opens: a route of our app (first-party games) or a URL at the venue. `framing`: the
 * venue lets the app show the URL in a frame of the `frameOrigin` asked (home/gameA); otherwise it
 * opens in a tab of its own (home/gameB). `venue` is whose wallet the game plays from.
 */
export const OpenGameResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('internal'), gameCode: z.string(), route: z.string() }),
  z.object({
    kind: z.literal('external'),
    gameCode: z.string(),
    name: z.string(),
    venue: z.string(),
    url: z.string(),
    framing: z.boolean(),
  }),
]);
export type OpenGameResult = z.infer<typeof OpenGameResultSchema>;
