import { DEFAULT_AVATAR_COUNT } from '@app/contract';

const COLOURS = ['#e8594f', '#f2a541', '#4fb286', '#3d8bd4', '#8e6bd8', '#d45d9a'];

/** The platform's own default avatars: a simple bust on a coloured disc, drawn here rather than shipped as files. */
export function avatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > DEFAULT_AVATAR_COUNT) return null;
  const colour = COLOURS[(n - 1) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><circle cx="48" cy="38" r="16" fill="#fff" opacity="0.92"/><path d="M18 84c4-18 16-26 30-26s26 8 30 26" fill="#fff" opacity="0.92"/></svg>`;
}
