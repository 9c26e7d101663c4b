import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PAYMENT_SIGNATURE_HEADERS,
  PaymentCallbackBodySchema,
  formatFen,
  type PaymentCallbackBody,
  type PaymentType,
} from '@app/contract';
import type { Clock } from '../../lib/clock.ts';

export type CreatePaymentInput = {
  orderNo: string;
  amountFen: bigint;
  method: PaymentType;
  notifyUrl: string;
  /** Where the provider's cashier sends the member back afterwards. */
  returnUrl?: string;
};
export type CreatedPayment = { providerTxnId: string; payUrl: string };
/** What a provider says when told to close a payment: 'closed' (it will take none), or 'paid' already. */
export type CloseOutcome = 'closed' | 'paid';
export type CallbackCheck =
  | { ok: true; nonce: string; body: PaymentCallbackBody }
  | { ok: false; error: 'payment.bad_signature' | 'payment.stale' | 'payment.mismatch' };
type Headers = Record<string, string | string[] | undefined>;

/** A payment service provider behind online channels: creates a payment, then notifies us by signed callback. */
export interface PaymentProvider {
  readonly code: string;
  /** Must be idempotent per orderNo at the provider: asking twice gives the same payment. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Closes the payment of `orderNo` so its cashier takes no payment; idempotent. Answers 'paid' when
   * the payment was taken before the close arrived (its paid notification is then on its way).
   * Throws when the provider cannot be reached: the caller tells it again later.
   */
  closePayment(orderNo: string): Promise<CloseOutcome>;
  /** `now`: the platform's time, against which the callback's timestamp must be fresh. */
  verifyCallback(headers: Headers, raw: Buffer, now: Date): CallbackCheck;
}

/** Hex HMAC-SHA256 of `<timestamp>.<nonce>.<raw body>`: the signature covers the time and nonce, so neither can be swapped. */
export function signPayload(secret: string, timestamp: string, nonce: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.`).update(raw).digest('hex');
}

function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
}

const CreatedSchema = z.object({ providerTxnId: z.string().min(1).max(128), payUrl: z.url() });
const ClosedSchema = z.object({ status: z.enum(['closed', 'paid', 'unknown']) });

type HttpProviderOptions = {
  code: string;
  url: string;
  secret: string;
  merchant: string;
  maxAgeSeconds: number;
  timeoutMs?: number;
  /** Stamps each signed request. */
  clock: Clock;
};

/** POSTs `body` to the provider's `path`, signed like the callbacks (X-Timestamp, X-Nonce, X-Signature). */
function signedPost(opts: HttpProviderOptions, path: string, body: Record<string, unknown>): Promise<Response> {
  const raw = JSON.stringify({ merchant: opts.merchant, ...body });
  const timestamp = String(Math.floor(opts.clock().getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return fetch(new URL(path, opts.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADERS.timestamp]: timestamp,
      [PAYMENT_SIGNATURE_HEADERS.nonce]: nonce,
      [PAYMENT_SIGNATURE_HEADERS.signature]: signPayload(opts.secret, timestamp, nonce, raw),
    },
    body: raw,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
}

/**
 * Our HTTP protocol with a provider, each request a signed JSON POST: <url>/api/payments creates a
 * payment, answered by {providerTxnId, payUrl} (the body may carry a returnUrl, where the cashier
 * links back to once the member decided); <url>/api/payments/close closes the payment of an
 * orderNo, answered by {status: 'closed' | 'paid' | 'unknown'} (no payment was created for it).
 */
export function createHttpPaymentProvider(opts: HttpProviderOptions): PaymentProvider {
  return {
    code: opts.code,

    async createPayment(input) {
      const res = await signedPost(opts, '/api/payments', {
        orderNo: input.orderNo,
        amount: formatFen(input.amountFen),
        currency: 'CNY',
        method: input.method,
        notifyUrl: input.notifyUrl,
        ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
      });
      if (!res.ok) throw new Error(`payment provider ${opts.code} answered ${res.status}`);
      return CreatedSchema.parse(await res.json());
    },

    async closePayment(orderNo) {
      const res = await signedPost(opts, '/api/payments/close', { orderNo });
      // Only an explicit answer counts (a 404 may be a provider without this endpoint): else told again later.
      if (!res.ok) throw new Error(`payment provider ${opts.code} answered ${res.status}`);
      const { status } = ClosedSchema.parse(await res.json());
      // A payment the provider never created cannot be paid: closed as far as we are concerned.
      return status === 'unknown' ? 'closed' : status;
    },

    verifyCallback(headers, raw, now) {
      const timestamp = header(headers, PAYMENT_SIGNATURE_HEADERS.timestamp) ?? '';
      const nonce = header(headers, PAYMENT_SIGNATURE_HEADERS.nonce) ?? '';
      const signature = header(headers, PAYMENT_SIGNATURE_HEADERS.signature) ?? '';
      if (!/^\d{1,12}$/.test(timestamp) || !/^[A-Za-z0-9_-]{8,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(signature)) {
        return { ok: false, error: 'payment.bad_signature' };
      }
      const expected = Buffer.from(signPayload(opts.secret, timestamp, nonce, raw), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
        return { ok: false, error: 'payment.bad_signature' };
      // Checked after the signature, so an attacker cannot learn our clock from the answers.
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > opts.maxAgeSeconds)
        return { ok: false, error: 'payment.stale' };
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return { ok: false, error: 'payment.mismatch' };
      }
      const body = PaymentCallbackBodySchema.safeParse(json);
      if (!body.success || body.data.merchant !== opts.merchant) return { ok: false, error: 'payment.mismatch' };
      return { ok: true, nonce, body: body.data };
    },
  };
}

/** The providers online channels can use: the configured HTTP provider serves the 'koipay' channels. */
export function paymentProvidersOf(
  config: { paymentProvider: { url: string; secret: string; merchant: string; maxAgeSeconds: number } | null },
  clock: Clock,
): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  if (config.paymentProvider)
    providers.set('koipay', createHttpPaymentProvider({ code: 'koipay', ...config.paymentProvider, clock }));
  return providers;
}
