// A stand-in for a third-party payment provider, speaking the same HTTP protocol as a real one
// (see modules/deposit/provider.ts). Tests and local development start it on a loopback port;
// it is never part of the platform itself, so it shares no code with it.
import Fastify from 'fastify';
import { registerCashier } from './cashier-routes.ts';
import { createNotifier, type CallbackAnswer, type PayOptions } from './notifier.ts';
import { createPaymentBook, registerPaymentApi, type Payment } from './payments.ts';

export type { CallbackAnswer, PayOptions } from './notifier.ts';

export type SandboxPayment = {
  url: string;
  payments: Map<string, Payment>;
  /** Tells the provider the member paid: it notifies the platform and answers what the platform said. */
  pay: (providerTxnId: string, opts?: PayOptions) => Promise<CallbackAnswer>;
  /** Sends the last notification again, byte for byte, with the same nonce and signature. */
  replayLast: () => Promise<CallbackAnswer>;
  /** While on, the merchant API and the cashier answer 503, as a provider that is down (the test controls stay up). */
  outage: (on: boolean) => void;
  close: () => Promise<void>;
};

export async function startSandboxPayment(opts: {
  secret: string;
  merchant?: string;
  /** The merchant as the cashier shows it to members. */
  merchantName?: string;
  port?: number;
  maxAgeSeconds?: number;
}): Promise<SandboxPayment> {
  const merchant = opts.merchant ?? 'platform';
  const book = createPaymentBook();
  const notifier = createNotifier({ secret: opts.secret, merchant, book });
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // The cashier's forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  let base = '';
  let down = false;
  app.addHook('onRequest', async (request, reply) => {
    if (down && !request.url.startsWith('/sandbox/')) return reply.status(503).send({ error: 'unavailable' });
  });
  const maxAge = opts.maxAgeSeconds ?? 300;
  registerPaymentApi(app, { secret: opts.secret, merchant, maxAge, book, baseUrl: () => base });
  registerCashier(app, { book, notifier, merchantName: opts.merchantName ?? merchant });
  // Test controls over HTTP, for clients that cannot hold this object (Playwright, scripts).
  app.post('/sandbox/pay', async (request) => {
    const o = JSON.parse(String(request.body ?? '{}')) as PayOptions & { providerTxnId: string };
    return notifier.pay(o.providerTxnId, o);
  });
  app.post('/sandbox/replay', async () => notifier.replayLast());

  base = await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  return {
    url: base,
    payments: book.payments,
    pay: notifier.pay,
    replayLast: notifier.replayLast,
    outage: (on) => {
      down = on;
    },
    close: () => app.close(),
  };
}
