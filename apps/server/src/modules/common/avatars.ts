import type { FastifyReply } from 'fastify';
import { DEFAULT_AVATAR_COUNT, defaultAvatarUrl } from '@app/contract';
import { AppError } from '../../lib/errors.ts';

const COLOURS = ['#e8594f', '#f2a541', '#4fb286', '#3d8bd4', '#8e6bd8', '#d45d9a'];

/** The platform's own default avatars: a simple bust on a coloured disc, drawn here rather than shipped as files. */
export function avatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > DEFAULT_AVATAR_COUNT) return null;
  const colour = COLOURS[(n - 1) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><circle cx="48" cy="38" r="16" fill="#fff" opacity="0.92"/><path d="M18 84c4-18 16-26 30-26s26 8 30 26" fill="#fff" opacity="0.92"/></svg>`;
}

export function defaultAvatars() {
  return { list: Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) => defaultAvatarUrl(i + 1)) };
}

/** Answers `<n>.svg` as the image itself; they never change, so browsers may keep them a day. */
export function sendAvatar(file: string, reply: FastifyReply) {
  const svg = avatarSvg(Number.parseInt(file, 10));
  if (!svg) throw new AppError('common.not_found', 404);
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}
