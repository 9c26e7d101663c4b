import type { GameCategory, GameType } from '@app/contract';
import { FISHING_GLYPHS } from './icons-fishing.ts';
import { SPORTS_GLYPHS } from './icons-sports.ts';

/**
 * The platform's own game, category and slide pictures: simple flat shapes drawn here, so no
 * picture of a third party is shipped. A game icon is a rounded tile in the game's two colours
 * with the glyph of its type; a slide is a wide banner with a large glyph (its title is text on
 * the page, never baked into the image).
 */

export type Palette = readonly [string, string];

/**
 * White line-and-fill shapes on a 96 x 96 canvas: one per game type of a seeded game (its tile)
 * and per category and slide picture.
 */
const GLYPHS = {
  dice: '<rect x="26" y="26" width="44" height="44" rx="9" fill="#fff"/><g fill="#333"><circle cx="37" cy="37" r="4.5"/><circle cx="48" cy="48" r="4.5"/><circle cx="59" cy="59" r="4.5"/></g>',
  number_sum:
    '<g fill="#fff"><circle cx="30" cy="52" r="12"/><circle cx="48" cy="38" r="12"/><circle cx="66" cy="52" r="12"/></g><g fill="#333"><circle cx="30" cy="52" r="3"/><circle cx="48" cy="38" r="3"/><circle cx="66" cy="52" r="3"/></g>',
  video_slot:
    '<rect x="18" y="28" width="60" height="40" rx="6" fill="#fff"/><g fill="#333"><rect x="24" y="34" width="14" height="28" rx="3"/><rect x="41" y="34" width="14" height="28" rx="3"/><rect x="58" y="34" width="14" height="28" rx="3"/></g><g fill="#fff"><circle cx="31" cy="48" r="4"/><circle cx="48" cy="48" r="4"/><circle cx="65" cy="48" r="4"/></g>',
  fish_shooter:
    '<path d="M20 48c10-14 30-16 46-4l12-10v28l-12-10c-16 12-36 10-46-4z" fill="#fff"/><circle cx="33" cy="46" r="3.5" fill="#333"/>',
  baccarat:
    '<rect x="22" y="26" width="30" height="42" rx="5" fill="#fff" transform="rotate(-10 37 47)"/><rect x="44" y="26" width="30" height="42" rx="5" fill="#fff" stroke="#333" stroke-width="2" transform="rotate(10 59 47)"/><circle cx="59" cy="47" r="6" fill="#c33"/>',
  dragon_tiger:
    '<rect x="16" y="28" width="28" height="40" rx="5" fill="#fff"/><rect x="52" y="28" width="28" height="40" rx="5" fill="#fff"/><path d="M23 40l7 6-7 6M30 46h8" stroke="#c33" stroke-width="3" fill="none"/><path d="M60 40h12M66 40v16" stroke="#333" stroke-width="3"/>',
  blackjack:
    '<rect x="20" y="30" width="30" height="42" rx="5" fill="#fff" transform="rotate(-12 35 51)"/><rect x="44" y="24" width="30" height="42" rx="5" fill="#fff" stroke="#333" stroke-width="2"/><path d="M52 54l7-20 7 20M55 47h8" stroke="#333" stroke-width="3" fill="none"/>',
  texas_holdem:
    '<circle cx="48" cy="48" r="24" fill="#fff"/><circle cx="48" cy="48" r="24" fill="none" stroke="#333" stroke-width="5" stroke-dasharray="8 8"/><circle cx="48" cy="48" r="12" fill="#333"/>',
  football:
    '<circle cx="48" cy="48" r="25" fill="#fff"/><path d="M48 36l11 8-4 13H41l-4-13z" fill="#333"/><path d="M48 23v13M59 44l13-4M55 57l8 11M41 57l-8 11M37 44l-13-4" stroke="#333" stroke-width="2.5"/>',
  esports_match:
    '<path d="M26 38h44a10 10 0 0 1 10 11l-2 12a7 7 0 0 1-12 3l-5-6H35l-5 6a7 7 0 0 1-12-3l-2-12a10 10 0 0 1 10-11z" fill="#fff"/><path d="M33 45v10M28 50h10" stroke="#333" stroke-width="3"/><g fill="#333"><circle cx="61" cy="47" r="3"/><circle cx="67" cy="53" r="3"/></g>',
  coin: '<circle cx="48" cy="48" r="24" fill="#fff"/><circle cx="48" cy="48" r="17" fill="none" stroke="#333" stroke-width="3"/><path d="M40 40l8 9 8-9M48 49v13M41 53h14" stroke="#333" stroke-width="3" fill="none"/>',
  shield:
    '<path d="M48 20l24 9v17c0 15-10 25-24 30-14-5-24-15-24-30V29z" fill="#fff"/><path d="M37 48l8 8 15-16" stroke="#333" stroke-width="4" fill="none" stroke-linecap="round"/>',
  star: '<path d="M48 20l8 18 19 2-14 13 4 19-17-10-17 10 4-19-14-13 19-2z" fill="#fff"/>',
  ...FISHING_GLYPHS,
  ...SPORTS_GLYPHS,
};

export type IconGlyph = keyof typeof GLYPHS;
/** The game types a game tile can be drawn for. */
export type IconGameType = GameType & IconGlyph;

const tile = (glyph: IconGlyph, [from, to]: Palette, id: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="20" fill="url(#${id})"/>${GLYPHS[glyph]}</svg>`;

/** A game's tile: its type's glyph, or one of its own (a SeedGame's `glyph`). */
export function gameIconSvg(glyph: IconGlyph, palette: Palette): string {
  return tile(glyph, palette, 'g');
}

/** The side menu's category pictures. */
export const CATEGORY_ICONS: Record<GameCategory, { glyph: IconGlyph; palette: Palette }> = {
  hot: { glyph: 'star', palette: ['#ff7a45', '#f5222d'] },
  slots: { glyph: 'video_slot', palette: ['#9254de', '#531dab'] },
  lottery: { glyph: 'dice', palette: ['#ffa940', '#d46b08'] },
  esports: { glyph: 'esports_match', palette: ['#36cfc9', '#08979c'] },
  live: { glyph: 'baccarat', palette: ['#ff85c0', '#c41d7f'] },
  fishing: { glyph: 'fish_shooter', palette: ['#40a9ff', '#0050b3'] },
  sports: { glyph: 'football', palette: ['#73d13d', '#389e0d'] },
  cards: { glyph: 'texas_holdem', palette: ['#597ef7', '#1d39c4'] },
};

export function categoryIconSvg(category: GameCategory): string {
  const { glyph, palette } = CATEGORY_ICONS[category];
  return tile(glyph, palette, 'c');
}

export function slideSvg(glyph: IconGlyph, [from, to]: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#s)"/><circle cx="640" cy="60" r="140" fill="#fff" opacity="0.08"/><circle cx="90" cy="290" r="120" fill="#fff" opacity="0.06"/><g transform="translate(500 60) scale(1.9)" opacity="0.95">${GLYPHS[glyph]}</g></svg>`;
}
