import type { ServerResponse } from 'node:http';

export type StreamHeaders = Record<string, string | number | string[] | undefined>;

/** Writes to an open stream unless the client went away. */
export function writeEvent(res: ServerResponse, text: string) {
  if (!res.destroyed && !res.writableEnded) res.write(text);
}

/** Answers with the SSE headers (kept from the reply, e.g. CORS) and tells the browser to reconnect after 3 s. */
export function openEventStream(res: ServerResponse, headers: StreamHeaders) {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
}
