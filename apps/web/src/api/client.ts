import { CODE, LIMITS, type Endpoint, type EndpointAnswer, type EndpointInput, pathOf } from '@app/contract';
import type { z } from 'zod';
import { env } from '../config/env';
import { i18n } from '../shared/i18n';
import { ROUTES } from '../shared/routes';
import { sessionStore } from '../shared/session/session-store';
import { apiBaseFromLocation, apiUrl, assetUrl } from './api-base';
import { ApiError, NetworkError } from './api-error';
import { sessionHeaders, takeEarly } from './early-requests';
import { queryClient } from './query-client';
import { toast } from './toast';

export type CallOptions = {
  /** Sent as the Idempotency-Key header; money calls pass one per user action. */
  idempotencyKey?: string;
  /** Business errors (code 0) are left to the caller to show in place, without the toast. */
  quiet?: boolean;
  /** Extra headers (uploads send Authorization with the uid). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The whole successful answer, as `call` passes it back. */
export type ApiSuccess<T> = { code: typeof CODE.OK; msg: string; data: T };

type Answer = { code: number; msg: string; data: unknown; error?: string };

function apiBase(): string {
  return env.apiBase ?? apiBaseFromLocation(window.location);
}

/** The full address of an endpoint the browser opens by itself (the result stream, an image). */
export function endpointUrl(endpoint: Endpoint, query?: Record<string, unknown>, params?: Record<string, string>) {
  return apiUrl(apiBase(), pathOf(endpoint, params), query);
}

/** A server-relative address (an uploaded image's `/api/uploads/...`) as a full URL on the API host. */
export function serverUrl(path: string): string {
  return assetUrl(apiBase(), path);
}

/** Code 401: the session is gone; forget it and start again from the login page. */
export function relaunchToLogin() {
  sessionStore.clearAuth();
  queryClient.clear();
  window.location.replace(`#${ROUTES.login}`);
}

async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Answer> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LIMITS.requestTimeoutMs);
  const signals = signal ? [timeout.signal, signal] : [timeout.signal];
  try {
    const fresh = () => fetch(url, { ...init, signal: AbortSignal.any(signals) });
    const early = init.method === 'GET' ? takeEarly(url, init.headers as Record<string, string>) : undefined;
    const response = await (early ? early.catch(fresh) : fresh());
    const answer = (await response.json()) as Answer;
    if (typeof answer?.code !== 'number') throw new Error(`Unexpected answer (HTTP ${response.status})`);
    return answer;
  } catch (cause) {
    // A caller's own cancellation (a query that is no longer needed) is not an error to show.
    if (signal?.aborted) throw cause;
    const timedOut = timeout.signal.aborted;
    toast(i18n.t('app.connect_failed'));
    throw new NetworkError(cause instanceof Error ? cause.message : String(cause), timedOut);
  } finally {
    clearTimeout(timer);
  }
}

/** Arguments of `call`: an endpoint that takes nothing may be called without input. */
export type CallArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of the contract's table at `{host}/api/{path}` with the TOKEN and lang headers
 * and reads the envelope: code 1 gives the answer back with `data` checked against the endpoint's
 * answer schema; code 0 (and any other) toasts msg (unless `quiet`) and throws ApiError; code 401
 * clears the session, goes to login and throws.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<ApiSuccess<EndpointAnswer<E>>> {
  const headers: Record<string, string> = { ...options.headers, ...sessionHeaders(sessionStore.getState()) };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const isGet = endpoint.method === 'GET';
  // A multipart form sets its own Content-Type with the boundary.
  const isForm = input instanceof FormData;
  if (!isGet && !isForm) headers['Content-Type'] = 'application/json';
  const body = isGet ? undefined : isForm ? input : JSON.stringify(input ?? {});
  const query = isGet ? (input as Record<string, unknown> | undefined) : undefined;
  const url = apiUrl(apiBase(), endpoint.path, query);

  const answer = await send(url, { method: endpoint.method, headers, body }, options.signal);

  if (answer.code === CODE.OK) {
    const schema = endpoint.answer as z.ZodType<EndpointAnswer<E>>;
    return { code: CODE.OK, msg: answer.msg, data: schema.parse(answer.data) };
  }
  if (answer.code === CODE.UNAUTHORIZED) {
    relaunchToLogin();
  } else if (!options.quiet) {
    toast(answer.msg);
  }
  throw new ApiError(answer.code, answer.error ?? '', answer.msg);
}
