// A stand-in for a third-party payment provider, speaking the same HTTP protocol as a real one
// (see modules/deposit/provider.ts). Tests and local development start it on a loopback port;
// it is never part of the platform itself, so it shares no code with it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';

type Payment = {
  providerTxnId: string;
  orderNo: string;
  amount: string;
  method: string;
  notifyUrl: string;
  status: 'created' | 'paid' | 'failed';
};
type Sent = { url: string; headers: Record<string, string>; body: string };
export type CallbackAnswer = { status: number; body: unknown };
export type PayOptions = {
  status?: 'paid' | 'failed';
  /** Sign with another secret (a forged notification). */
  secret?: string;
  /** Unix seconds to put in X-Timestamp (a stale notification). */
  timestamp?: number;
  nonce?: string;
  /** Report another amount than the order's. */
  amount?: string;
};

export type SandboxPayment = {
  url: string;
  payments: Map<string, Payment>;
  /** Tells the provider the member paid: it notifies the platform and answers what the platform said. */
  pay: (providerTxnId: string, opts?: PayOptions) => Promise<CallbackAnswer>;
  /** Sends the last notification again, byte for byte, with the same nonce and signature. */
  replayLast: () => Promise<CallbackAnswer>;
  close: () => Promise<void>;
};

function sign(secret: string, timestamp: string, nonce: string, raw: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${raw}`).digest('hex');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startSandboxPayment(opts: {
  secret: string;
  merchant?: string;
  port?: number;
  maxAgeSeconds?: number;
}): Promise<SandboxPayment> {
  const merchant = opts.merchant ?? 'platform';
  const maxAge = opts.maxAgeSeconds ?? 300;
  const payments = new Map<string, Payment>();
  const byOrder = new Map<string, string>();
  let last: Sent | null = null;
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  async function send(sent: Sent): Promise<CallbackAnswer> {
    last = sent;
    const res = await fetch(sent.url, {
      method: 'POST',
      headers: sent.headers,
      body: sent.body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body };
  }

  async function pay(providerTxnId: string, o: PayOptions = {}): Promise<CallbackAnswer> {
    const p = payments.get(providerTxnId);
    if (!p) throw new Error(`sandbox payment ${providerTxnId} does not exist`);
    p.status = o.status ?? 'paid';
    const body = JSON.stringify({
      merchant,
      orderNo: p.orderNo,
      providerTxnId,
      amount: o.amount ?? p.amount,
      currency: 'CNY',
      status: p.status,
    });
    const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = o.nonce ?? randomBytes(16).toString('hex');
    return send({
      url: p.notifyUrl,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': sign(o.secret ?? opts.secret, timestamp, nonce, body),
      },
      body,
    });
  }

  // The platform creates a payment; the same orderNo always gets the same payment back.
  app.post('/api/payments', async (request, reply) => {
    const raw = String(request.body ?? '');
    const h = request.headers;
    const timestamp = String(h['x-timestamp'] ?? '');
    const nonce = String(h['x-nonce'] ?? '');
    const signature = Buffer.from(String(h['x-signature'] ?? ''), 'hex');
    const expected = Buffer.from(sign(opts.secret, timestamp, nonce, raw), 'hex');
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return reply.status(401).send({ error: 'bad signature' });
    }
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAge) return reply.status(401).send({ error: 'stale' });
    const input = JSON.parse(raw) as {
      merchant: string;
      orderNo: string;
      amount: string;
      method: string;
      notifyUrl: string;
    };
    if (input.merchant !== merchant) return reply.status(400).send({ error: 'unknown merchant' });
    let txn = byOrder.get(input.orderNo);
    if (!txn) {
      txn = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      byOrder.set(input.orderNo, txn);
      payments.set(txn, {
        providerTxnId: txn,
        orderNo: input.orderNo,
        amount: input.amount,
        method: input.method,
        notifyUrl: input.notifyUrl,
        status: 'created',
      });
    }
    return { providerTxnId: txn, payUrl: `${base}/pay/${txn}` };
  });

  // The page a member is sent to: one button that pays.
  app.get<{ Params: { txn: string } }>('/pay/:txn', async (request, reply) => {
    const p = payments.get(request.params.txn);
    if (!p) return reply.status(404).type('text/html').send('<p>Unknown payment</p>');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Sandbox payment</title>` +
          `<h1>Sandbox payment</h1><p>Order ${escapeHtml(p.orderNo)}: CNY ${escapeHtml(p.amount)} (${escapeHtml(p.status)})</p>` +
          `<form method="post"><button type="submit">Pay</button></form>`,
      );
  });
  app.post<{ Params: { txn: string } }>('/pay/:txn', async (request, reply) => {
    if (!payments.has(request.params.txn)) return reply.status(404).send({ error: 'unknown payment' });
    const answer = await pay(request.params.txn);
    return reply.type('text/html').send(`<p>Paid. The platform answered ${answer.status}.</p>`);
  });

  // Test controls over HTTP, for clients that cannot hold this object (Playwright, scripts).
  app.post('/sandbox/pay', async (request) => {
    const o = JSON.parse(String(request.body ?? '{}')) as PayOptions & { providerTxnId: string };
    return pay(o.providerTxnId, o);
  });
  app.post('/sandbox/replay', async () => {
    if (!last) throw new Error('nothing sent yet');
    return send(last);
  });

  const address = await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  const base = address;
  return {
    url: base,
    payments,
    pay,
    replayLast: async () => {
      if (!last) throw new Error('nothing sent yet');
      return send(last);
    },
    close: () => app.close(),
  };
}
