import { GAME_CATEGORIES, type GameCategory } from '@app/contract';
import { categoryIconSvg, gameIconSvg, slideSvg } from './icons.ts';
import { SEED_GAMES, SEED_SLIDES } from './seed-data.ts';

/** The catalogue's pictures (seed-data.ts names them): `game-<code>.svg`, `category-<code>.svg`, `slide-<code>.svg`. */
export function pictureOf(name: string): string | null {
  const [, kind, code] = /^(game|category|slide)-([a-z0-9_]+)\.svg$/.exec(name) ?? [];
  if (kind === 'game') {
    const g = SEED_GAMES.find((x) => x.code === code);
    return g ? gameIconSvg(g.glyph ?? g.type, g.palette) : null;
  }
  if (kind === 'category') {
    return (GAME_CATEGORIES as readonly string[]).includes(code!) ? categoryIconSvg(code as GameCategory) : null;
  }
  const s = SEED_SLIDES.find((x) => x.code === code);
  return s ? slideSvg(s.glyph, s.palette) : null;
}
