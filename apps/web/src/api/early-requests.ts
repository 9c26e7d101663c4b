import { LIMITS } from '@app/contract/limits';

// GET requests that boot.ts sends while the request helper (client.ts) and the first page's chunks
// are on their way. The helper takes each once, when it sends the same request soon after, instead
// of sending it again. Without zod or React: this is part of index.html's own script.

/** An early answer is taken only this soon after it was asked for; later the helper asks again. */
const FRESH_MS = 10_000;

type Early = { response: Promise<Response>; at: number };
const sent = new Map<string, Early>();

/** The headers every request carries: the language, and the session's token when there is one. */
export function sessionHeaders({ token, lang }: { token: string | null; lang: string }): Record<string, string> {
  return token ? { lang, TOKEN: token } : { lang };
}

const keyOf = (url: string, headers: Record<string, string>) =>
  JSON.stringify([url, headers.lang ?? null, headers.TOKEN ?? null]);

/** Sends a GET now, for the request helper to take; answers its response, to be read only through a clone. */
export function sendEarly(url: string, headers: Record<string, string>): Promise<Response> {
  const response = fetch(url, { headers, signal: AbortSignal.timeout(LIMITS.requestTimeoutMs) });
  // A failed early request is sent again by the helper.
  response.catch(() => undefined);
  sent.set(keyOf(url, headers), { response, at: performance.now() });
  return response;
}

/** The answer to an early GET of `url` with these headers, once and while fresh; else undefined. */
export function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const early = sent.get(key);
  sent.delete(key);
  return early && performance.now() - early.at < FRESH_MS ? early.response : undefined;
}
