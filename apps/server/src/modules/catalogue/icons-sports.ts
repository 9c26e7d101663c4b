/**
 * The sportsbook's own tile glyphs (icons.ts draws them on the game's two colours), on the same
 * 96 x 96 canvas: the football book a pitch with its ball, the basketball book a ball (also the
 * `basketball` game type's glyph), Runeward a rune crystal crossed by a blade, Steel Quarter a
 * crosshair.
 */
export const SPORTS_GLYPHS = {
  sports_football:
    '<rect x="16" y="26" width="64" height="44" rx="4" fill="none" stroke="#fff" stroke-width="4"/><path d="M48 26v44" stroke="#fff" stroke-width="3"/><circle cx="48" cy="48" r="9" fill="none" stroke="#fff" stroke-width="3"/><path d="M16 39h8v18h-8M80 39h-8v18h8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="62" cy="61" r="6" fill="#fff"/><circle cx="62" cy="61" r="2.5" fill="#333"/>',
  basketball:
    '<circle cx="48" cy="48" r="25" fill="#fff"/><g fill="none" stroke="#333" stroke-width="3"><path d="M23 48h50M48 23v50"/><path d="M31 29c8 10 8 28 0 38M65 29c-8 10-8 28 0 38"/></g>',
  esports_runeward:
    '<path d="M48 16l18 22-18 42-18-42z" fill="#fff"/><path d="M30 38h36" stroke="#333" stroke-width="2.5"/><circle cx="48" cy="44" r="5" fill="#333"/><path d="M22 74 74 22" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M20 68l8 8" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  esports_steel_quarter:
    '<circle cx="48" cy="48" r="22" fill="none" stroke="#fff" stroke-width="5"/><circle cx="48" cy="48" r="5" fill="#fff"/><path d="M48 16v18M48 62v18M16 48h18M62 48h18" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
};
