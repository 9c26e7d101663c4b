import { escapeHtml, type PageLang } from '../page.ts';
// The sandbox provider's cashier: the page a member is sent to (payUrl) to pay or cancel a
// payment. Self-contained (inline CSS, no script, no external resource), in both languages. The
// texts are the provider's own, not the platform's, like a real provider's cashier.

export type CashierView = {
  token: string;
  merchantName: string;
  orderNo: string;
  amount: string;
  status: 'created' | 'paid' | 'failed' | 'closed';
  /** The platform acknowledged the last notification (answered 200 with code 1). */
  acknowledged: boolean;
  /** What the platform answered when it did not acknowledge, for the member and the developer. */
  answer: string | null;
  returnUrl: string | null;
};

const TEXTS = {
  zh_hans: {
    htmlLang: 'zh-Hans',
    title: '沙盒收银台（演示）',
    notice: '这是用于体验平台的沙盒支付页面，不会扣除任何真实资金。',
    merchant: '商户',
    orderNo: '订单号',
    amount: '金额',
    status: '状态',
    created: '待支付',
    paid: '已支付',
    failed: '已取消',
    closed: '已关闭',
    pay: '支付',
    cancel: '取消支付',
    paidDone: '支付成功，平台已收到到账通知。',
    failedDone: '支付已取消，平台已收到通知。',
    closedDone: '商户已关闭此订单，无法再支付，未扣除任何款项。',
    notAcknowledged: '平台尚未确认通知',
    notifyAgain: '重新通知平台',
    back: '返回平台',
    closeHint: '现在可以关闭此页面，回到平台查看充值状态。',
    notFound: '找不到此支付，链接可能已失效。',
    badAction: '无效的操作。',
  },
  en: {
    htmlLang: 'en',
    title: 'Sandbox cashier (demo)',
    notice: 'A sandbox payment page for trying the platform: no real money moves.',
    merchant: 'Merchant',
    orderNo: 'Order number',
    amount: 'Amount',
    status: 'Status',
    created: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Cancelled',
    closed: 'Closed',
    pay: 'Pay',
    cancel: 'Cancel',
    paidDone: 'Payment successful. The platform has been notified.',
    failedDone: 'Payment cancelled. The platform has been notified.',
    closedDone: 'The merchant has closed this order: it can no longer be paid, and nothing was charged.',
    notAcknowledged: 'The platform has not acknowledged the notification yet',
    notifyAgain: 'Notify the platform again',
    back: 'Back to the platform',
    closeHint: 'You can close this page and check the deposit on the platform.',
    notFound: 'Unknown payment: the link may have expired.',
    badAction: 'Unknown action.',
  },
} as const;

function layout(lang: PageLang, nonce: string, body: string, langLinks: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style nonce="${nonce}">
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "PingFang SC", sans-serif; background: #eef1f5; color: #1f2329; }
  main { max-width: 420px; margin: 0 auto; padding: 16px; }
  .langs { text-align: right; font-size: 13px; }
  .langs a { color: #3370ff; margin-left: 8px; }
  .card { background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .notice { background: #fff7e6; border: 1px solid #ffd591; color: #ad4e00; border-radius: 8px; padding: 8px 10px; font-size: 13px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 10px 12px; margin: 18px 0; }
  dt { color: #646a73; }
  dd { margin: 0; text-align: right; word-break: break-all; }
  .amount { font-size: 28px; font-weight: 700; text-align: center; margin: 16px 0 4px; }
  button { display: block; width: 100%; padding: 13px; font-size: 17px; border-radius: 24px; border: 0; margin-top: 10px; }
  .pay { background: #3370ff; color: #fff; font-weight: 700; }
  .cancel { background: #fff; color: #646a73; border: 1px solid #d0d3d6; }
  .result { font-size: 16px; margin: 12px 0; }
  .result.ok { color: #2ea121; }
  .result.warn { color: #d83931; }
  .back { display: block; text-align: center; padding: 13px; border-radius: 24px; background: #3370ff; color: #fff; text-decoration: none; margin-top: 10px; }
  .hint { color: #646a73; font-size: 13px; text-align: center; }
</style>
</head>
<body><main>
<div class="langs">${langLinks}</div>
<div class="card">
<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
${body}
</div>
</main></body>
</html>`;
}

/** The cashier of one payment: Pay and Cancel while it is open, then its result and the way back. */
export function cashierPage(view: CashierView, lang: PageLang, nonce: string): string {
  const t = TEXTS[lang];
  const langLinks = `<a href="?lang=zh_hans">中文</a><a href="?lang=en">English</a>`;
  const details =
    `<div class="amount">¥ ${escapeHtml(view.amount)}</div>` +
    `<dl><dt>${t.merchant}</dt><dd>${escapeHtml(view.merchantName)}</dd>` +
    `<dt>${t.orderNo}</dt><dd>${escapeHtml(view.orderNo)}</dd>` +
    `<dt>${t.amount}</dt><dd>CNY ${escapeHtml(view.amount)}</dd>` +
    `<dt>${t.status}</dt><dd>${t[view.status]}</dd></dl>`;
  const langField = `<input type="hidden" name="lang" value="${lang}">`;
  if (view.status === 'created') {
    const form =
      `<form method="post">${langField}` +
      `<button class="pay" name="action" value="pay">${t.pay}</button>` +
      `<button class="cancel" name="action" value="cancel">${t.cancel}</button></form>`;
    return layout(lang, nonce, details + form, langLinks);
  }
  const back = view.returnUrl
    ? `<a class="back" href="${escapeHtml(view.returnUrl)}">${t.back}</a>`
    : `<p class="hint">${t.closeHint}</p>`;
  // Closed by the merchant: nothing to pay and nothing to notify.
  if (view.status === 'closed')
    return layout(lang, nonce, `${details}<p class="result warn">${t.closedDone}</p>${back}`, langLinks);
  // Decided: the decision stands; only a notification the platform did not acknowledge is sent again.
  const result = view.acknowledged
    ? `<p class="result ok">${view.status === 'paid' ? t.paidDone : t.failedDone}</p>`
    : `<p class="result warn">${t.notAcknowledged}${view.answer ? ` (${escapeHtml(view.answer)})` : ''}</p>` +
      `<form method="post">${langField}<button class="pay" name="action" value="${view.status === 'paid' ? 'pay' : 'cancel'}">${t.notifyAgain}</button></form>`;
  return layout(lang, nonce, details + result + back, langLinks);
}

/** A one-line page for an unknown payment or a bad request. */
export function cashierMessage(lang: PageLang, nonce: string, key: 'notFound' | 'badAction'): string {
  return layout(lang, nonce, `<p class="result warn">${TEXTS[lang][key]}</p>`, '');
}
