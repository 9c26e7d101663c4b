import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { COMMON_API, pathOf } from '@app/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CommonDeps } from './deps.ts';
import { decodeImage, imageHeader } from './image-check.ts';
import { uploads } from './schema.ts';
import { releaseQuota, reserveQuota } from './upload-quota.ts';

const MAGIC = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
] as const;

/**
 * Whether the first bytes could start a PNG or a JPEG, to stop reading anything else early; the
 * whole file is checked by decoding it (image-check.ts). The file name and the sender's type are not trusted.
 */
export function looksLikeImage(head: Uint8Array): boolean {
  return MAGIC.some((magic) => magic.every((byte, i) => head[i] === byte));
}

/**
 * Stores an image: its header names PNG or JPEG of allowed dimensions, the member's daily quota
 * has room (counted first, so a member's parallel uploads cannot pass it), and the whole image
 * decodes; a refused image gives its count back. Answers the URL it is served at.
 */
export async function storeUpload(deps: CommonDeps, memberId: number, directory: string, data: Buffer) {
  const type = imageHeader(data);
  const day = await reserveQuota(deps.db, memberId, data.length, deps.config.timeZone);
  try {
    await decodeImage(data, type);
    const id = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await deps.db.insert(uploads).values({ id, memberId, directory, mime: type.mime, size: data.length, data });
    return { url: `/api/${pathOf(COMMON_API.uploaded, { id })}`, size: data.length, type: type.mime };
  } catch (error) {
    await releaseQuota(deps.db, memberId, day, data.length);
    throw error;
  }
}

/** Who uploaded `id` (null when unknown), so another module can accept only a member's own images. */
export async function uploadOwner(db: Db, id: string): Promise<number | null> {
  const [row] = await db.select({ memberId: uploads.memberId }).from(uploads).where(eq(uploads.id, id));
  return row?.memberId ?? null;
}

/**
 * Removes the member's own upload `id` and answers its bytes (null when it is not theirs), in the
 * caller's transaction: a module that keeps an image private (identity documents) takes it out of
 * the public uploads.
 */
export async function takeUpload(ex: Executor, id: string, memberId: number) {
  const [row] = await ex
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.memberId, memberId)))
    .returning({ mime: uploads.mime, size: uploads.size, data: uploads.data });
  return row ?? null;
}

/**
 * Answers an uploaded image with its type, without a session (an <img> sends no TOKEN): its 128
 * random bits keep it private. Never sniffed as another type, and opened by itself it may load and
 * run nothing (docs/decisions.md, API).
 */
export async function sendUpload(db: Db, id: string, reply: FastifyReply) {
  const [file] = await db.select({ mime: uploads.mime, data: uploads.data }).from(uploads).where(eq(uploads.id, id));
  if (!file) throw new AppError('common.not_found', 404);
  return reply
    .type(file.mime)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .send(file.data);
}
