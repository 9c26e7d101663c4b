// One HTTP load on loopback with autocannon: the same load for the warm-up's seconds, then `seconds` measured.
import autocannon from 'autocannon';
import type { Served } from './processes.ts';
import { SETTINGS } from './settings.ts';

export type Load = {
  server: Served;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** This request's own headers and body (a member's token, a fresh Idempotency-Key). */
  each?: () => { headers?: Record<string, string>; body?: string };
};

export type LoadResult = {
  rps: number;
  p99: number;
  /** Answers other than 2xx, of them 5xx, and requests that got no answer. */
  non2xx: number;
  errors5xx: number;
  failed: number;
  /** The server's CPU while loaded, in cores. */
  serverCores: number;
  /** The first answers other than 2xx, to say why. */
  samples: string[];
};

function fire(spec: Load, seconds: number, samples: string[]) {
  const method = spec.method ?? 'GET';
  const base = { 'content-type': 'application/json', ...spec.headers };
  return autocannon({
    url: spec.server.url,
    connections: spec.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method,
        path: spec.path,
        headers: base,
        setupRequest: (req) => {
          if (!spec.each) return req;
          const mine = spec.each();
          return { ...req, headers: { ...base, ...mine.headers }, ...(mine.body ? { body: mine.body } : {}) };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && samples.length < 3) samples.push(`${status} ${body.slice(0, 200)}`);
        },
      },
    ],
  });
}

/** Runs the load and answers its throughput, tail latency and failures, with the server's CPU meanwhile. */
export async function runLoad(spec: Load): Promise<LoadResult> {
  await fire(spec, SETTINGS.warmupSeconds, []);
  const samples: string[] = [];
  const cpuBefore = spec.server.cpuSeconds();
  const started = performance.now();
  const r = await fire(spec, spec.seconds, samples);
  const wall = (performance.now() - started) / 1000;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors5xx: r['5xx'],
    failed: r.errors + r.timeouts,
    serverCores: (spec.server.cpuSeconds() - cpuBefore) / wall,
    samples,
  };
}
