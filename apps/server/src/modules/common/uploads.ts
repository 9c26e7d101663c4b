import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { COMMON_API, pathOf } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uploads } from './schema.ts';

const IMAGE_TYPES = [
  { mime: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

/** The image type named by the first bytes of a file, or null: the file name and the sender's type are not trusted. */
export function sniffImage(head: Uint8Array) {
  return IMAGE_TYPES.find((t) => t.magic.every((byte, i) => head[i] === byte)) ?? null;
}

/** Stores an image whose bytes were already checked; answers the URL it is served at. */
export async function storeUpload(db: Db, memberId: number, directory: string, data: Buffer) {
  const type = sniffImage(data);
  if (!type) throw new AppError('upload.bad_type', 415);
  const id = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await db.insert(uploads).values({ id, memberId, directory, mime: type.mime, size: data.length, data });
  return { url: `/api/${pathOf(COMMON_API.uploaded, { id })}`, size: data.length, type: type.mime };
}

/** Who uploaded `id` (null when unknown), so another module can accept only a member's own images. */
export async function uploadOwner(db: Db, id: string): Promise<number | null> {
  const [row] = await db.select({ memberId: uploads.memberId }).from(uploads).where(eq(uploads.id, id));
  return row?.memberId ?? null;
}

/** Answers an uploaded image with its type, without a session (an <img> sends no TOKEN): its 128 random bits keep it private. */
export async function sendUpload(db: Db, id: string, reply: FastifyReply) {
  const [file] = await db.select({ mime: uploads.mime, data: uploads.data }).from(uploads).where(eq(uploads.id, id));
  if (!file) throw new AppError('common.not_found', 404);
  return reply.type(file.mime).header('cache-control', 'private, max-age=86400').send(file.data);
}
