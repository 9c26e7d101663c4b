import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Payment = {
  providerTxnId: string;
  /** The secret part of the payUrl: whoever holds it may pay or cancel on the cashier. */
  token: string;
  orderNo: string;
  amount: string;
  method: string;
  notifyUrl: string;
  /** Where the cashier links back to once decided (given by the platform, http(s) only). */
  returnUrl: string | null;
  /** 'closed': the merchant closed it (POST /api/payments/close); the cashier takes no payment for it. */
  status: 'created' | 'paid' | 'failed' | 'closed';
  /** The platform acknowledged the cashier's last notification (200, code 1). */
  acknowledged: boolean;
  /** The platform's answer when it did not. */
  answer: string | null;
  /** The cashier's notification on its way, so that a double click sends it once. */
  sending: Promise<void> | null;
};

type CreateInput = {
  merchant: string;
  orderNo: string;
  amount: string;
  method: string;
  notifyUrl: string;
  returnUrl?: unknown;
};

/** Hex HMAC-SHA256 of `<timestamp>.<nonce>.<raw body>`, as both directions of the protocol sign. */
export function sign(secret: string, timestamp: string, nonce: string, raw: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${raw}`).digest('hex');
}

/** A returnUrl we will link to: an absolute http(s) URL of sane length, else none. */
function safeReturnUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2048 || !URL.canParse(v)) return null;
  return /^https?:$/.test(new URL(v).protocol) ? v : null;
}

/** The provider's payments, by transaction id, by the platform's order number and by cashier token. */
export function createPaymentBook() {
  const payments = new Map<string, Payment>();
  const byOrder = new Map<string, string>();
  const byToken = new Map<string, string>();
  return {
    payments,
    /** The same orderNo always gets the same payment back. */
    create(input: CreateInput): Payment {
      const known = byOrder.get(input.orderNo);
      if (known) return payments.get(known)!;
      const txn = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const token = randomBytes(24).toString('base64url');
      const payment: Payment = {
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
      };
      byOrder.set(input.orderNo, txn);
      byToken.set(token, txn);
      payments.set(txn, payment);
      return payment;
    },
    byToken(token: string): Payment | undefined {
      const txn = byToken.get(token);
      return txn ? payments.get(txn) : undefined;
    },
    /**
     * The merchant closes the payment of `orderNo`: an open one is closed for good, a cancelled one
     * stays as it is (nothing was paid); a paid one cannot be closed, and its notification stands.
     */
    close(orderNo: string): 'closed' | 'paid' | 'unknown' {
      const txn = byOrder.get(orderNo);
      const p = txn ? payments.get(txn) : undefined;
      if (!p) return 'unknown';
      if (p.status === 'paid') return 'paid';
      if (p.status === 'created') p.status = 'closed';
      return 'closed';
    },
  };
}
export type PaymentBook = ReturnType<typeof createPaymentBook>;

type ApiOptions = { secret: string; merchant: string; maxAge: number; book: PaymentBook; baseUrl: () => string };

/** The body of a signed, fresh request of our merchant; null once the refusal has been sent. */
function signedBody<T extends { merchant: string }>(opts: ApiOptions, request: FastifyRequest, reply: FastifyReply) {
  const raw = String(request.body ?? '');
  const h = request.headers;
  const timestamp = String(h['x-timestamp'] ?? '');
  const nonce = String(h['x-nonce'] ?? '');
  const signature = Buffer.from(String(h['x-signature'] ?? ''), 'hex');
  const expected = Buffer.from(sign(opts.secret, timestamp, nonce, raw), 'hex');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    void reply.status(401).send({ error: 'bad signature' });
    return null;
  }
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > opts.maxAge) {
    void reply.status(401).send({ error: 'stale' });
    return null;
  }
  const input = JSON.parse(raw) as T;
  if (input.merchant === opts.merchant) return input;
  void reply.status(400).send({ error: 'unknown merchant' });
  return null;
}

/**
 * The merchant's API, each request signed: POST /api/payments creates a payment and answers its
 * payUrl; POST /api/payments/close closes the payment of an orderNo and answers what became of it.
 */
export function registerPaymentApi(app: FastifyInstance, opts: ApiOptions) {
  app.post('/api/payments', async (request, reply) => {
    const input = signedBody<CreateInput>(opts, request, reply);
    if (!input) return reply;
    const p = opts.book.create(input);
    return { providerTxnId: p.providerTxnId, payUrl: `${opts.baseUrl()}/pay/${p.token}` };
  });

  app.post('/api/payments/close', async (request, reply) => {
    const input = signedBody<{ merchant: string; orderNo: string }>(opts, request, reply);
    if (!input) return reply;
    return { status: opts.book.close(String(input.orderNo)) };
  });
}
