import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { answerCache } from '../../lib/answer-cache.ts';
import { changeShared, type ChangeFeed } from '../../lib/invalidation.ts';
import type { VenueAdapter } from './adapter.ts';
import { HOUSE_VENUE, houseVenueAdapter } from './house-adapter.ts';
import { httpVenueAdapter } from './http-adapter.ts';
import { venues } from './schema.ts';

export type Venue = typeof venues.$inferSelect;

/**
 * The demo's external venues: all served by the sandbox venue (one merchant each), and they say
 * so in their names, so nobody takes them for real game providers.
 */
export const DEMO_VENUES = [
  {
    code: 'sandbox_slots',
    merchantId: 'demo-slots',
    nameZhHans: '沙盒电子（演示）',
    nameEn: 'Sandbox Slots (demo)',
    sort: 10,
  },
  {
    code: 'sandbox_live',
    merchantId: 'demo-live',
    nameZhHans: '沙盒真人（演示）',
    nameEn: 'Sandbox Live (demo)',
    sort: 20,
  },
  {
    code: 'sandbox_fishing',
    merchantId: 'demo-fishing',
    nameZhHans: '沙盒捕鱼（演示）',
    nameEn: 'Sandbox Fishing (demo)',
    sort: 30,
  },
  {
    code: 'sandbox_sports',
    merchantId: 'demo-sports',
    nameZhHans: '沙盒体育（演示）',
    nameEn: 'Sandbox Sports (demo)',
    sort: 40,
  },
] as const;

export function venueName(v: Venue, lang: Lang): string {
  return lang === 'en' ? v.nameEn : v.nameZhHans;
}

/**
 * The origin of an external venue's own pages, which the web app may frame (its Content-Security-
 * Policy's frame-src): the venue's address. Null for the house venue and one without an address.
 */
export function venueFrameOrigin(v: Venue): string | null {
  if (v.adapter !== 'http' || !v.apiUrl) return null;
  try {
    return new URL(v.apiUrl).origin;
  } catch {
    return null;
  }
}

/** The frame origins of the enabled venues, each once. */
async function frameOriginsOf(db: Db): Promise<string[]> {
  const rows = await db.select().from(venues).where(eq(venues.enabled, true));
  return [...new Set(rows.map(venueFrameOrigin).filter((o): o is string => o !== null))].sort();
}

/** Writes the venues of `createVenueCatalogue().seed`; every instance's cached catalogue hears of it. */
async function seedVenues(db: Db, sandbox: { url: string; secret: string } | null, now: Date): Promise<void> {
  await changeShared(db, 'catalogue', async (tx) => {
    await tx
      .insert(venues)
      .values({ code: HOUSE_VENUE, nameZhHans: '平台游戏', nameEn: 'Platform games', adapter: 'house', sort: 0 })
      .onConflictDoNothing();
    for (const d of DEMO_VENUES) {
      const endpoint = { apiUrl: sandbox?.url ?? null, apiSecret: sandbox?.secret ?? null, merchantId: d.merchantId };
      await tx
        .insert(venues)
        .values({ ...d, ...endpoint, adapter: 'http' })
        .onConflictDoUpdate({ target: venues.code, set: { ...endpoint, updatedAt: now } });
    }
  });
}

export function createVenueCatalogue(db: Db, opts: { timeoutMs: number; changes: ChangeFeed; clock: Clock }) {
  const house = houseVenueAdapter();
  // Every transfer and launch looks its venue up; venues change only through changeShared.
  const cached = answerCache(opts.changes);

  /**
   * The adapter of a venue that takes transfers now; null when it is under maintenance or not
   * configured. `duringMaintenance`: also of a venue under maintenance (our switch, which the
   * venue's own servers may not heed), to end sessions there.
   */
  function adapterOf(v: Venue, when: { duringMaintenance?: boolean } = {}): VenueAdapter | null {
    if ((v.maintenance && !when.duringMaintenance) || !v.enabled) return null;
    if (v.adapter === 'house') return house;
    if (!v.apiUrl || !v.merchantId || !v.apiSecret) return null;
    return httpVenueAdapter({
      code: v.code,
      apiUrl: v.apiUrl,
      merchantId: v.merchantId,
      secret: v.apiSecret,
      timeoutMs: opts.timeoutMs,
      clock: opts.clock,
    });
  }

  function find(code: string): Promise<Venue | null> {
    return cached(`venue:${code}`, async () => {
      const [v] = await db
        .select()
        .from(venues)
        .where(and(eq(venues.code, code), eq(venues.enabled, true)));
      return { value: v ?? null };
    });
  }

  return {
    adapterOf,
    find,

    /** Enabled venues in display order. */
    list: () => db.select().from(venues).where(eq(venues.enabled, true)).orderBy(asc(venues.sort), asc(venues.code)),

    /**
     * The enabled venues' frame origins (`venueFrameOrigin`), for the web app's policy; none when the
     * database does not answer, so the app still loads. A venue added meanwhile frames after the next app load.
     */
    frameOrigins: () =>
      cached('frame-origins', async () => ({ value: await frameOriginsOf(db) })).catch((): string[] => []),

    /** A venue that takes a transfer now, with its adapter; otherwise the member's error. */
    async open(code: string): Promise<{ venue: Venue; adapter: VenueAdapter }> {
      const venue = await find(code);
      if (!venue) throw new AppError('wallet.venue_unknown', 404);
      const adapter = adapterOf(venue);
      if (!adapter) throw new AppError('wallet.venue_maintenance', 409);
      return { venue, adapter };
    },

    /**
     * Puts a venue under maintenance or back: its transfers and game launches are refused
     * meanwhile, and every instance's cached catalogue shows its games so.
     */
    async setMaintenance(code: string, maintenance: boolean): Promise<void> {
      await changeShared(db, 'catalogue', (tx) =>
        tx.update(venues).set({ maintenance, updatedAt: opts.clock() }).where(eq(venues.code, code)),
      );
    },

    /**
     * The house venue always; the demo venues pointed at the sandbox venue when one is known,
     * otherwise left without an address (so listed as under maintenance, never faked).
     */
    seed: (sandbox: { url: string; secret: string } | null) => seedVenues(db, sandbox, opts.clock()),
  };
}

export type VenueCatalogue = ReturnType<typeof createVenueCatalogue>;
