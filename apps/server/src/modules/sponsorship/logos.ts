import type { FastifyReply } from 'fastify';
import { PARTNER_LOGO_COUNT } from '@app/contract';
import { AppError } from '../../lib/errors.ts';

// The demo partners' logos, drawn here as simple geometric marks for fictional teams and events
// (no copied artwork, no real brand): a badge shape in the partner's colour with one motif in white.
const MARKS: readonly { colour: string; badge: string; motif: string }[] = [
  // 1: a shield with a ball and a beam of light (a harbour football club).
  {
    colour: '#1f6fb2',
    badge: '<path d="M48 6l36 12v26c0 22-15 38-36 46C27 82 12 66 12 44V18z"/>',
    motif: '<circle cx="48" cy="50" r="16"/><path d="M48 8v18M36 12l6 14M60 12l-6 14" stroke="#fff" stroke-width="3"/>',
  },
  // 2: a hexagon with a lightning bolt (an esports team).
  {
    colour: '#6b3fd1',
    badge: '<path d="M48 4l38 22v44L48 92 10 70V26z"/>',
    motif: '<path d="M54 18L30 54h16l-6 26 26-38H50z"/>',
  },
  // 3: a disc with waves and a long boat (a dragon-boat cup).
  {
    colour: '#0e8f7e',
    badge: '<circle cx="48" cy="48" r="44"/>',
    motif:
      '<path d="M20 50h56l-8 10H28z"/><path d="M16 68q8-6 16 0t16 0 16 0 16 0" fill="none" stroke="#fff" stroke-width="4"/><circle cx="70" cy="40" r="6"/>',
  },
  // 4: a rounded square with two peaks, a flag on the higher one and a trail up (a mountain marathon).
  {
    colour: '#d2691e',
    badge: '<rect x="6" y="6" width="84" height="84" rx="20"/>',
    motif:
      '<path d="M12 78l24-40 10 14 14-24 24 50z"/><path d="M60 29V14l11 5-11 5" fill="none" stroke="#fff" stroke-width="3"/><path d="M28 78q12-12 22-10t14-14" fill="none" stroke="#d2691e" stroke-width="3" stroke-dasharray="4 3"/>',
  },
  // 5: a disc with the seams of a volleyball (a beach volleyball club).
  {
    colour: '#e0a100',
    badge: '<circle cx="48" cy="48" r="44"/>',
    motif:
      '<circle cx="48" cy="48" r="26" fill="none" stroke="#fff" stroke-width="4"/><path d="M48 22c-4 14 0 26 10 34M26 58c14-2 24-10 28-24M70 58c-14 4-28 2-38-8" fill="none" stroke="#fff" stroke-width="4"/>',
  },
  // 6: a diamond with a star (a chess open).
  {
    colour: '#c23b5a',
    badge: '<path d="M48 4l44 44-44 44L4 48z"/>',
    motif: '<path d="M48 24l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z"/>',
  },
];

/** Built-in logo `n` as SVG markup, or null when there is no such logo. */
export function partnerLogoSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > PARTNER_LOGO_COUNT) return null;
  const mark = MARKS[(n - 1) % MARKS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><g fill="${mark.colour}">${mark.badge}</g><g fill="#fff">${mark.motif}</g></svg>`;
}

/** Answers `<n>.svg` as the image itself; they never change, so browsers may keep them a day. */
export function sendLogo(file: string, reply: FastifyReply) {
  const svg = partnerLogoSvg(Number.parseInt(file, 10));
  if (!svg) throw new AppError('common.not_found', 404);
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}
