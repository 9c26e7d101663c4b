import { randomBytes } from 'node:crypto';
import { sign, type Payment, type PaymentBook } from './payments.ts';

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

/** What the platform said, in one line: its error key or message, else the HTTP status. */
function answerLine(a: CallbackAnswer): string {
  const body = a.body as { error?: unknown; msg?: unknown } | null;
  const said = typeof body?.error === 'string' ? body.error : typeof body?.msg === 'string' ? body.msg : '';
  return `HTTP ${a.status}${said ? ` ${said}` : ''}`;
}

async function post(sent: Sent): Promise<CallbackAnswer> {
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

/** The payment's current status as a signed notification to the platform. */
function notice(secret: string, merchant: string, p: Payment, o: PayOptions): Sent {
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
  const signature = sign(o.secret ?? secret, timestamp, nonce, body);
  const headers = { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-nonce': nonce };
  return { url: p.notifyUrl, headers: { ...headers, 'x-signature': signature }, body };
}

/** The provider's notifications to the platform: signed, remembered for a replay, retried until acknowledged. */
export function createNotifier(opts: { secret: string; merchant: string; book: PaymentBook }) {
  let last: Sent | null = null;

  function send(sent: Sent): Promise<CallbackAnswer> {
    last = sent;
    return post(sent);
  }

  /** Signs and sends the payment's current status to the platform. */
  const notify = (p: Payment, o: PayOptions = {}) => send(notice(opts.secret, opts.merchant, p, o));

  return {
    /** Test control: sets the status and notifies, every time it is called (re-notifications, forgeries). */
    async pay(providerTxnId: string, o: PayOptions = {}): Promise<CallbackAnswer> {
      const p = opts.book.payments.get(providerTxnId);
      if (!p) throw new Error(`sandbox payment ${providerTxnId} does not exist`);
      p.status = o.status ?? 'paid';
      return notify(p, o);
    },

    /** Sends the last notification again, byte for byte, with the same nonce and signature. */
    async replayLast(): Promise<CallbackAnswer> {
      if (!last) throw new Error('nothing sent yet');
      return send(last);
    },

    /**
     * The member's decision on the cashier, taken once: the first Pay or Cancel decides, and its
     * notification goes out once. Later clicks send nothing, unless the platform has not
     * acknowledged the decision yet: then the same decision is notified again, as real providers
     * retry their notifications.
     */
    decide(p: Payment, outcome: 'paid' | 'failed'): Promise<void> {
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
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
