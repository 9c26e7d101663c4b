import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; the page's CSP (script-src
// 'self', no 'unsafe-eval') refuses that and reports every try as a violation (docs/decisions.md,
// Web app). Set before any page parses: every page is loaded with page-providers.tsx.
z.config({ jitless: true });
