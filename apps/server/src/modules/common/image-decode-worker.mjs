// Decodes one uploaded image in a worker thread (image-check.ts): pure-JS decoding takes up to
// seconds of CPU for a large photo, which would stall every other request on the main thread.
// Plain JavaScript so that it loads in a worker however the server runs (tsx, tests).
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';

/** Decodes the whole image, throwing when it is not one; answers its size in pixels. */
export default function decode({ data, mime, maxMegapixels }) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (mime === 'image/png') {
    const png = pngjs.PNG.sync.read(bytes);
    return { width: png.width, height: png.height };
  }
  // RGBA of the largest image allowed plus the decoder's own buffers, with room to spare.
  const image = jpeg.decode(bytes, {
    useTArray: true,
    maxResolutionInMP: maxMegapixels,
    maxMemoryUsageInMB: maxMegapixels * 12,
  });
  return { width: image.width, height: image.height };
}
