import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { decodeImage, imageHeader } from './image-check.ts';

function png(side: number): Buffer {
  const image = new PNG({ width: side, height: side });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('the image decoder', () => {
  it('answers busy (429) beyond its queue, decodes what it queued, and takes work again once drained', async () => {
    const data = png(200);
    const type = imageHeader(data);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        decodeImage(data, type).then(
          () => 'decoded',
          (error: unknown) => (error instanceof AppError ? `${error.status} ${error.key}` : String(error)),
        ),
      ),
    );
    const busy = outcomes.filter((o) => o === '429 upload.busy').length;
    expect(busy).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'decoded').length).toBe(100 - busy);
    await expect(decodeImage(data, type)).resolves.toBeUndefined();
  });
});
