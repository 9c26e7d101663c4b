import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageHeaders, pageLang, type PageLang } from '../page.ts';
import { cashierMessage, cashierPage } from './cashier-page.ts';
import type { Notifier } from './notifier.ts';
import type { PaymentBook } from './payments.ts';

type CashierRequest = { Params: { token: string }; Querystring: { lang?: string } };

function message(reply: FastifyReply, status: number, lang: PageLang, which: 'notFound' | 'badAction') {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .headers(pageHeaders(nonce, "'none'"))
    .send(cashierMessage(lang, nonce, which));
}

/** The cashier a member is sent to (payUrl): the token in its path is the only key to the payment. */
export function registerCashier(
  app: FastifyInstance,
  opts: { book: PaymentBook; notifier: Notifier; merchantName: string },
) {
  app.get<CashierRequest>('/pay/:token', async (request, reply) => {
    const lang = pageLang(request.query.lang, request.headers['accept-language']);
    const p = opts.book.byToken(request.params.token);
    if (!p) return message(reply, 404, lang, 'notFound');
    const nonce = randomBytes(16).toString('base64');
    return reply
      .headers(pageHeaders(nonce, "'none'"))
      .send(cashierPage({ ...p, merchantName: opts.merchantName }, lang, nonce));
  });

  // Pay or Cancel, then back to the page (post/redirect/get: reloading it does not post again).
  app.post<CashierRequest>('/pay/:token', async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const lang = pageLang(form.get('lang') ?? request.query.lang, request.headers['accept-language']);
    const p = opts.book.byToken(request.params.token);
    if (!p) return message(reply, 404, lang, 'notFound');
    const action = form.get('action');
    if (action !== 'pay' && action !== 'cancel') return message(reply, 400, lang, 'badAction');
    // The merchant closed the order: no payment is taken, and the page says why.
    if (p.status === 'closed') {
      const nonce = randomBytes(16).toString('base64');
      const page = cashierPage({ ...p, merchantName: opts.merchantName }, lang, nonce);
      return reply.status(409).headers(pageHeaders(nonce, "'none'")).send(page);
    }
    await opts.notifier.decide(p, action === 'pay' ? 'paid' : 'failed');
    return reply.redirect(`/pay/${p.token}?lang=${lang}`, 303);
  });
}
