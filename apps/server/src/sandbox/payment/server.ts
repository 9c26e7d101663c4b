// A stand-in for a third-party payment provider, speaking the same HTTP protocol as a real one
// (see modules/deposit/provider.ts). Tests and local development start it on a loopback port;
// it is never part of the platform itself, so it shares no code with it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { cashierHeaders, cashierLang, cashierMessage, cashierPage } from './cashier-page.ts';

type Payment = {
  providerTxnId: string;
  /** The secret part of the payUrl: whoever holds it may pay or cancel on the cashier. */
  token: string;
  orderNo: string;
  amount: string;
  method: string;
  notifyUrl: string;
  /** Where the cashier links back to once decided (given by the platform, http(s) only). */
  returnUrl: string | null;
  status: 'created' | 'paid' | 'failed';
  /** The platform acknowledged the cashier's last notification (200, code 1). */
  acknowledged: boolean;
  /** The platform's answer when it did not. */
  answer: string | null;
  /** The cashier's notification on its way, so that a double click sends it once. */
  sending: Promise<void> | null;
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

/** A returnUrl we will link to: an absolute http(s) URL of sane length, else none. */
function safeReturnUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2048 || !URL.canParse(v)) return null;
  return /^https?:$/.test(new URL(v).protocol) ? v : null;
}

/** What the platform said, in one line: its error key or message, else the HTTP status. */
function answerLine(a: CallbackAnswer): string {
  const body = a.body as { error?: unknown; msg?: unknown } | null;
  const said = typeof body?.error === 'string' ? body.error : typeof body?.msg === 'string' ? body.msg : '';
  return `HTTP ${a.status}${said ? ` ${said}` : ''}`;
}

export async function startSandboxPayment(opts: {
  secret: string;
  merchant?: string;
  /** The merchant as the cashier shows it to members. */
  merchantName?: string;
  port?: number;
  maxAgeSeconds?: number;
}): Promise<SandboxPayment> {
  const merchant = opts.merchant ?? 'platform';
  const merchantName = opts.merchantName ?? merchant;
  const maxAge = opts.maxAgeSeconds ?? 300;
  const payments = new Map<string, Payment>();
  const byOrder = new Map<string, string>();
  const byToken = new Map<string, string>();
  let last: Sent | null = null;
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // The cashier's forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

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

  /** Signs and sends the payment's current status to the platform. */
  function notify(p: Payment, o: PayOptions = {}): Promise<CallbackAnswer> {
    const body = JSON.stringify({
      merchant,
      orderNo: p.orderNo,
      providerTxnId: p.providerTxnId,
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

  /** Test control: sets the status and notifies, every time it is called (re-notifications, forgeries). */
  async function pay(providerTxnId: string, o: PayOptions = {}): Promise<CallbackAnswer> {
    const p = payments.get(providerTxnId);
    if (!p) throw new Error(`sandbox payment ${providerTxnId} does not exist`);
    p.status = o.status ?? 'paid';
    return notify(p, o);
  }

  /**
   * The member's decision on the cashier, taken once: the first Pay or Cancel decides, and its
   * notification goes out once. Later clicks send nothing, unless the platform has not
   * acknowledged the decision yet: then the same decision is notified again, as real providers
   * retry their notifications.
   */
  function decide(p: Payment, outcome: 'paid' | 'failed'): Promise<void> {
    if (p.sending) return p.sending;
    if (p.status !== 'created' && (p.status !== outcome || p.acknowledged)) return Promise.resolve();
    p.status = outcome;
    p.sending = notify(p)
      .then((a) => {
        p.acknowledged = a.status === 200 && (a.body as { code?: unknown } | null)?.code === 1;
        p.answer = p.acknowledged ? null : answerLine(a);
      })
      .catch((error: unknown) => {
        p.answer = error instanceof Error ? error.message : 'unreachable';
      })
      .finally(() => {
        p.sending = null;
      });
    return p.sending;
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
      returnUrl?: unknown;
    };
    if (input.merchant !== merchant) return reply.status(400).send({ error: 'unknown merchant' });
    let txn = byOrder.get(input.orderNo);
    if (!txn) {
      txn = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const token = randomBytes(24).toString('base64url');
      byOrder.set(input.orderNo, txn);
      byToken.set(token, txn);
      payments.set(txn, {
        providerTxnId: txn,
        token,
        orderNo: input.orderNo,
        amount: input.amount,
        method: input.method,
        notifyUrl: input.notifyUrl,
        returnUrl: safeReturnUrl(input.returnUrl),
        status: 'created',
        acknowledged: false,
        answer: null,
        sending: null,
      });
    }
    return { providerTxnId: txn, payUrl: `${base}/pay/${payments.get(txn)!.token}` };
  });

  // The cashier a member is sent to (payUrl): the token in its path is the only key to the payment.
  type CashierRequest = { Params: { token: string }; Querystring: { lang?: string } };
  const paymentOf = (token: string) => {
    const txn = byToken.get(token);
    return txn ? payments.get(txn) : undefined;
  };
  const viewOf = (p: Payment) => ({ ...p, merchantName });
  app.get<CashierRequest>('/pay/:token', async (request, reply) => {
    const lang = cashierLang(request.query.lang, request.headers['accept-language']);
    const nonce = randomBytes(16).toString('base64');
    const p = paymentOf(request.params.token);
    if (!p)
      return reply
        .status(404)
        .headers(cashierHeaders(nonce))
        .send(cashierMessage(lang, nonce, 'notFound'));
    return reply.headers(cashierHeaders(nonce)).send(cashierPage(viewOf(p), lang, nonce));
  });
  // Pay or Cancel, then back to the page (post/redirect/get: reloading it does not post again).
  app.post<CashierRequest>('/pay/:token', async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const lang = cashierLang(form.get('lang') ?? request.query.lang, request.headers['accept-language']);
    const nonce = randomBytes(16).toString('base64');
    const p = paymentOf(request.params.token);
    if (!p)
      return reply
        .status(404)
        .headers(cashierHeaders(nonce))
        .send(cashierMessage(lang, nonce, 'notFound'));
    const action = form.get('action');
    if (action !== 'pay' && action !== 'cancel') {
      return reply
        .status(400)
        .headers(cashierHeaders(nonce))
        .send(cashierMessage(lang, nonce, 'badAction'));
    }
    await decide(p, action === 'pay' ? 'paid' : 'failed');
    return reply.redirect(`/pay/${p.token}?lang=${lang}`, 303);
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
