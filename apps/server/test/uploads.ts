import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { COMMON_API, pathOf, UPLOAD_DIRECTORY, type EndpointAnswer } from '@app/contract';
import type { ApiAnswer } from './requests.ts';

/** Pixels of `width`×`height`: an opaque gradient. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const p = i / 4;
    data[i] = p % 256;
    data[i + 1] = Math.floor(p / width) % 256;
    data[i + 2] = 128;
    data[i + 3] = 255;
  }
  return data;
}

/** A real, decodable PNG, made with the same library the server checks uploads with. */
export function pngImage(width = 8, height = 8): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}

/** A real, decodable JPEG, made with the same library the server checks uploads with. */
export function jpegImage(width = 8, height = 8): Buffer {
  return Buffer.from(jpeg.encode({ data: pixels(width, height), width, height }, 90).data);
}

/** A multipart/form-data body of `parts`, as a browser sends a form. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An upload of `file` as the app sends it (directory `authorization`, the file as imgPath). */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  file: Buffer,
  opts: { directory?: string; lang?: 'en' | 'zh_hans'; uid?: string } = {},
): Promise<ApiAnswer<EndpointAnswer<typeof COMMON_API.upload>>> {
  const body = multipart([
    { name: 'directory', value: opts.directory ?? UPLOAD_DIRECTORY },
    { name: 'imgPath', value: file, filename: 'proof.png', type: 'image/png' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${pathOf(COMMON_API.upload)}`,
    headers: {
      token,
      lang: opts.lang ?? 'zh_hans',
      'content-type': body.contentType,
      ...(opts.uid ? { authorization: opts.uid } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
