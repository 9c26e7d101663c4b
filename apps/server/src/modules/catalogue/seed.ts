import { and, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { changeShared } from '../../lib/invalidation.ts';
import { DEMO_VENUES } from '../venue/index.ts';
import type { CatalogueDeps } from './deps.ts';
import { bulletins, games, slides } from './schema.ts';
import { SEED_BULLETINS, SEED_GAMES, SEED_SLIDES, gameIconUrl, slideImageUrl } from './seed-data.ts';

async function seedGames(tx: Tx, now: Date) {
  const demoVenues = DEMO_VENUES.map((v) => v.code);
  const seeded = SEED_GAMES.map((g) => g.code);
  await tx.delete(games).where(and(inArray(games.venueCode, demoVenues), notInArray(games.code, seeded)));
  for (const [i, g] of SEED_GAMES.entries()) {
    const described = {
      nameZhHans: g.zh,
      nameEn: g.en,
      category: g.category,
      venueCode: g.venue,
      gameType: g.type,
      iconUrl: gameIconUrl(g.code),
      launchKind: g.launch.kind,
      launchRoute: g.launch.kind === 'internal' ? g.launch.route : null,
      venueGameCode: g.launch.kind === 'external' ? g.launch.venueGame : null,
    };
    const decided = { hot: g.hot ?? false, recommended: g.recommended ?? false, sort: (i + 1) * 10 };
    await tx
      .insert(games)
      .values({ code: g.code, ...described, ...decided })
      .onConflictDoUpdate({ target: games.code, set: { ...described, updatedAt: now } });
  }
}

async function seedContent(tx: Tx) {
  for (const [i, s] of SEED_SLIDES.entries()) {
    const described = { imageUrl: slideImageUrl(s.code), titleZhHans: s.zh, titleEn: s.en, linkRoute: s.link };
    await tx
      .insert(slides)
      .values({ code: s.code, ...described, sort: (i + 1) * 10 })
      .onConflictDoUpdate({ target: slides.code, set: described });
  }
  for (const [i, b] of SEED_BULLETINS.entries()) {
    const described = { textZhHans: b.zh, textEn: b.en };
    // Kind and marquee only at first: an operator's later choice is kept.
    const placed = { kind: b.kind ?? 'general', marquee: b.marquee ?? true, sort: (i + 1) * 10 };
    await tx
      .insert(bulletins)
      .values({ code: b.code, ...described, ...placed })
      .onConflictDoUpdate({ target: bulletins.code, set: described });
  }
}

/**
 * The demo catalogue, at every start: descriptions (names, pictures, where a game opens) are
 * kept current; what operators decide (open or closed, flags, order, windows) is set only
 * when a row is first made. The demo venues' games are the seed's alone: one it no longer
 * lists (an earlier start's) is deleted, with the favourites of it; bet records keep their
 * bets, which never pointed at the row.
 */
export async function seedCatalogue({ db, clock }: CatalogueDeps): Promise<void> {
  await changeShared(db, 'catalogue', async (tx) => {
    await seedGames(tx, clock());
    await seedContent(tx);
  });
}
