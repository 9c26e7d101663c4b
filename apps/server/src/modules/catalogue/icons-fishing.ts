/**
 * The fishing games' own tile glyphs (icons.ts draws them on the game's two colours), on the same
 * 96 x 96 canvas: Reef Hunter a striped reef fish over coral in the cannon's sights, Dragon Depths
 * a deep-sea anglerfish with its glowing lure.
 */
export const FISHING_GLYPHS = {
  reef_hunter:
    '<path d="M16 46c8-13 26-17 42-6l14-11v30L58 48c-16 11-34 7-42-2z" fill="#fff"/><path d="M33 34v22M45 33v24" stroke="#333" stroke-width="4"/><circle cx="24" cy="43" r="3" fill="#333"/><path d="M30 84V72m0 5-6-6m6 2 6-8M64 84V70m0 6 7-7m-7 2-5-6" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/><circle cx="72" cy="20" r="8" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M72 8v6M72 26v6M60 20h6M78 20h6" stroke="#fff" stroke-width="2.5"/>',
  dragon_depths:
    '<path d="M16 54c0-15 15-25 32-25 15 0 26 8 30 18l-11 7 11 7c-4 10-15 18-30 18-17 0-32-10-32-25z" fill="#fff"/><path d="M46 30c1-10 9-16 17-14" stroke="#fff" stroke-width="2.5" fill="none"/><circle cx="65" cy="16" r="5.5" fill="#ffd666"/><circle cx="58" cy="46" r="4" fill="#333"/><path d="M75 56l-3 4-3-4-3 4" stroke="#333" stroke-width="2" fill="none"/><circle cx="18" cy="28" r="3" fill="#fff" opacity=".7"/><circle cx="27" cy="19" r="2" fill="#fff" opacity=".7"/>',
} as const;
