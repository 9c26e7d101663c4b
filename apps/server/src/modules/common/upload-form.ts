import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_DIRECTORY } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { CommonDeps } from './deps.ts';
import { checkQuotaLeft } from './upload-quota.ts';
import { looksLikeImage, storeUpload } from './uploads.ts';

/** Reads the file part, refusing as soon as the first bytes show it is not an image, before reading the rest. */
async function readImage(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let checked = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      if (!checked && Buffer.concat(chunks).length >= 8) {
        checked = true;
        if (!looksLikeImage(Buffer.concat(chunks))) throw new AppError('upload.bad_type', 415);
      }
    }
  } catch (error) {
    part.file.resume();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload.too_large', 413);
    throw error;
  }
  if (part.file.truncated) throw new AppError('upload.too_large', 413);
  return Buffer.concat(chunks);
}

/** The form's `directory` field and its first `imgPath` file; other files are drained unread. */
async function readForm(request: FastifyRequest) {
  let directory: string | undefined;
  let data: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'directory') directory = String(part.value);
      continue;
    }
    if (part.fieldname !== 'imgPath' || data) {
      part.file.resume();
      continue;
    }
    data = await readImage(part);
  }
  return { directory, data };
}

/**
 * common/upload: a multipart form with `directory` (always `authorization`) and the image as
 * `imgPath`. The app also sends the member's uid as Authorization; when present it must be the
 * member of the TOKEN.
 */
export async function receiveUpload(deps: CommonDeps, memberId: number, request: FastifyRequest) {
  const claimedUid = request.headers.authorization;
  if (claimedUid !== undefined && claimedUid !== String(memberId)) throw new AppError('common.forbidden', 403);
  if (!request.isMultipart()) throw new AppError('upload.missing_file');
  // A member whose quota is used up is refused before the file is read.
  await checkQuotaLeft(deps.db, memberId, deps.config.timeZone);
  const { directory, data } = await readForm(request);
  if (directory !== UPLOAD_DIRECTORY) throw new AppError('upload.directory');
  if (!data || data.length === 0) throw new AppError('upload.missing_file');
  return storeUpload(deps, memberId, directory, data);
}
