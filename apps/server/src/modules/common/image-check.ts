import { imageSize } from 'image-size';
import { Piscina } from 'piscina';
import { pathToFileURL } from 'node:url';
import { LIMITS } from '@app/contract';
import { PATHS } from '../../paths.ts';
import { AppError } from '../../lib/errors.ts';

const TYPES = {
  png: { mime: 'image/png', ext: 'png' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
} as const;

export type ImageType = (typeof TYPES)[keyof typeof TYPES];

/**
 * One decoding thread per process, shared by every instance of the app in it: one image at a time
 * bounds the memory a decode takes (RGBA of up to LIMITS.uploadMaxMegapixels), and a queue of at
 * most DECODE_QUEUE waits; beyond that the upload is refused as busy. Idle threads end after a while.
 */
const DECODE_QUEUE = 64;
let pool: Piscina | null = null;
function decoder(): Piscina {
  pool ??= new Piscina({
    filename: pathToFileURL(PATHS.imageDecodeWorker).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: DECODE_QUEUE,
    idleTimeout: 30_000,
  });
  return pool;
}

/**
 * The type and size an image's header declares, refusing anything but PNG and JPEG and sizes over
 * the limits before any decoding (a small file may declare a huge picture).
 */
export function imageHeader(data: Buffer): ImageType {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    throw new AppError('upload.bad_type', 415);
  }
  const type = size.type === 'png' || size.type === 'jpg' ? TYPES[size.type] : null;
  if (!type) throw new AppError('upload.bad_type', 415);
  const { width, height } = size;
  const tooBig =
    width > LIMITS.uploadMaxSidePx ||
    height > LIMITS.uploadMaxSidePx ||
    width * height > LIMITS.uploadMaxMegapixels * 1e6;
  if (tooBig) {
    throw new AppError('upload.dimensions', 422, {
      side: LIMITS.uploadMaxSidePx,
      megapixels: LIMITS.uploadMaxMegapixels,
    });
  }
  if (width < 1 || height < 1) throw new AppError('upload.bad_type', 415);
  return type;
}

/** Decodes the whole image in the decoding thread: a truncated, corrupt or disguised file is refused. */
export async function decodeImage(data: Buffer, type: ImageType): Promise<void> {
  const pool = decoder();
  if (pool.queueSize >= DECODE_QUEUE) throw new AppError('upload.busy', 429);
  try {
    await pool.run({ data: new Uint8Array(data), mime: type.mime, maxMegapixels: LIMITS.uploadMaxMegapixels });
  } catch {
    throw new AppError('upload.bad_type', 415);
  }
}
