/** What the sandbox's own pages (the demo cashier, the demo chat) share: their language and headers. */
export type PageLang = 'zh_hans' | 'en';

/** `given` (a form or query field) first, then the browser's first Chinese or English preference; Chinese by default. */
export function pageLang(given: unknown, acceptLanguage: string | undefined): PageLang {
  if (given === 'en' || given === 'zh_hans') return given;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('zh')) return 'zh_hans';
  }
  return 'zh_hans';
}

/**
 * No script, styles only by nonce, forms only to this origin, no referrer; `frameAncestors` says who
 * may frame the page ('none' for the cashier, 'self' for the chat the app frames).
 */
export function pageHeaders(nonce: string, frameAncestors: "'none'" | "'self'"): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors ${frameAncestors}`,
  };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
