/**
 * Import cycles in the source, type-only imports included (eslint's import-x/no-cycle skips those,
 * yet a circle of types still ties the files' designs together). Run by `npm run lint`: exits 1
 * listing each cycle's files. Tests are left out: a test may import what it checks from anywhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const SOURCE = /\.tsx?$/;
const SKIPPED = /(\.test\.tsx?$|\/__tests__\/|\/node_modules\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.test(entry.isDirectory() ? `${path}/` : path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [normalize(path)] : [];
  });
}

/** The relative imports and re-exports of a file, resolved to files (the web leaves off `.ts`). */
function importsOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = file.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? [node.moduleSpecifier.text]
      : [],
  );
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => normalize(join(dirname(path), s)))
    .flatMap((base) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p)) ?? []);
}

/** Strongly connected components of more than one file (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = ROOTS.flatMap(sourceFiles);
const found = cycles(new Map(files.map((f) => [f, importsOf(f)])));
if (found.length > 0) {
  console.error(`Import cycles (type-only imports included): ${found.length}`);
  for (const c of found) console.error(`  ${c.length} files: ${c.join(' ')}`);
  process.exit(1);
}
console.log(`${files.length} files, no import cycle.`);
