/**
 * Every citation of a document in the source, `(docs/decisions.md, Idempotency)`, names a heading or
 * a bold paragraph title (`**Idempotency.**`) that the document has. Run by `npm run lint`: exits 1
 * listing each citation that names nothing. A citation may name a section and a title
 * (`Responsible play: what loss means`) or two titles joined by "and", each by its opening words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['apps', 'packages', 'bench', 'scripts', 'docs'];
const FILES = /\.(ts|tsx|js|mjs|css|md)$/;
const SKIPPED = /(^|\/)(node_modules|dist|drizzle)\//;
const CITATION = /docs\/([a-z-]+\.md),([^)]*)\)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.test(`${path}/`)) return [];
    if (entry.isDirectory()) return files(path);
    return FILES.test(entry.name) ? [path] : [];
  });
}

const normal = (title: string) =>
  title
    .replace(/\s+/g, ' ')
    .replace(/["“”]/g, '')
    .replace(/[.:;,]+$/, '')
    .trim()
    .toLowerCase();

/** The headings and bold paragraph titles of a document, normalised. */
function titlesOf(doc: string): Set<string> {
  const text = readFileSync(join('docs', doc), 'utf8');
  const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].map((m) => m[1]!);
  const bold = [...text.matchAll(/^\*\*(.+?)\*\*/gm)].map((m) => m[1]!);
  return new Set([...headings, ...bold].map(normal));
}

/** The citation's words, joined across comment lines (` * `, `// `). */
const cited = (raw: string) => normal(raw.replace(/\s*\n\s*(\*|\/\/|#)?\s*/g, ' ').replace(/^\s*"|"$/g, ''));

/** A title may be cited by its opening words (`Server tests share their modules`). */
const named = (title: string, titles: Set<string>) =>
  titles.has(title) || [...titles].some((t) => t.startsWith(`${title} `) || t.startsWith(`${title},`));

function resolves(title: string, titles: Set<string>): boolean {
  if (named(title, titles)) return true;
  const [section, rest] = title.split(/:\s*/, 2);
  if (rest !== undefined && named(section!, titles) && named(rest, titles)) {
    return true;
  }
  return title.includes(' and ') && title.split(' and ').every((part) => named(part.trim(), titles));
}

const known = new Map<string, Set<string>>();
const problems: string[] = [];
// This file's own examples are not citations.
for (const path of ROOTS.flatMap(files).filter((p) => p !== join('scripts', 'doc-refs.ts'))) {
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(CITATION)) {
    const [doc, raw] = [m[1]!, m[2]!];
    if (!known.has(doc)) known.set(doc, titlesOf(doc));
    const title = cited(raw);
    // After a `;`, a citation may name files to open too: those are not titles.
    const titles = title.split(/;\s*/).filter((part) => !part.startsWith('`'));
    if (!titles.every((t) => resolves(t, known.get(doc)!))) {
      const line = text.slice(0, m.index).split('\n').length;
      problems.push(`${path}:${line}: docs/${doc}, "${title}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Citations of a heading or title the document does not have (${problems.length}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Every citation of docs/ names a heading or title it has.');
