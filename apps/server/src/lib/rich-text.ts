import sanitizeHtml from 'sanitize-html';

/**
 * The tags and attributes operator-written rich text (promotions, help articles) may keep: text structure, emphasis, links and
 * pictures, nothing that runs or styles (no script, style attributes, iframes or event handlers;
 * the app's Content-Security-Policy would refuse inline styles anyway). Everything else is dropped.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Operator-written HTML reduced to the allow-list; run when saved and again when served. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** The words of rich text without any markup, spaces collapsed: what a search looks in, and a summary. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(?:br|\/p|\/li|\/h[34]|\/td|\/th)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
