/**
 * The shape of the source: the longest files and functions in apps/ and packages/.
 * `npm run shape` lists the top ten of each; `npm run shape -- --check` also exits 1 when a file is
 * over 250 lines or a function over 80, listing the offenders. These are hard limits; a job's file
 * should stay far below them (docs/architecture.md, The module template). A function is any function
 * declaration, expression, arrow or method, React components and factory closures included; its
 * length is its line count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOTS = ['apps', 'packages'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const MAX_FILE_LINES = 250;
const MAX_FUNCTION_LINES = 80;
const TOP = 10;

/** Not shaped: dependencies, build output, tests, and data tables (message catalogues, seed and reference data). */
const EXCLUDED: RegExp[] = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)__tests__\//,
  /^apps\/[^/]+\/test\//,
  /^apps\/web\/e2e\//,
  /^packages\/contract\/src\/messages\//,
  /seed-data\.ts$/,
  /(^|\/)reference-data\.ts$/,
];

type Measure = { where: string; name: string; lines: number };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name).split('\\').join('/');
    if (EXCLUDED.some((pattern) => pattern.test(entry.isDirectory() ? `${path}/` : path))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

function lineCount(text: string): number {
  return text.length === 0 ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/** What a reader calls the function: its own name, or the name it is bound to, or what it is passed to. */
function functionName(node: ts.SignatureDeclaration, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isExportAssignment(parent)) return 'export default';
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(file).replace(/\s+/g, '');
    return `(passed to ${callee.length > 40 ? `${callee.slice(0, 37)}...` : callee})`;
  }
  return ts.isArrowFunction(node) ? '(arrow)' : '(function)';
}

function isFunction(node: ts.Node): node is ts.SignatureDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function functionsOf(path: string, text: string): Measure[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: Measure[] = [];
  const visit = (node: ts.Node): void => {
    // A declaration without a body (an overload, an interface method) is not code to measure.
    if (isFunction(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${path}:${start + 1}`, name: functionName(node, file), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function longest(measures: Measure[]): Measure[] {
  return [...measures].sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where)).slice(0, TOP);
}

function table(title: string, rows: Measure[]): string {
  const width = Math.max(0, ...rows.map((row) => row.where.length));
  const lines = rows.map((row) => `  ${String(row.lines).padStart(5)}  ${row.where.padEnd(width)}  ${row.name}`);
  return [title, ...lines.map((line) => line.trimEnd())].join('\n');
}

const paths = ROOTS.flatMap(sourceFiles).sort();
const files: Measure[] = [];
const functions: Measure[] = [];
for (const path of paths) {
  const text = readFileSync(path, 'utf8');
  files.push({ where: path, name: '', lines: lineCount(text) });
  functions.push(...functionsOf(path, text));
}

console.log(
  `${paths.length} files, ${functions.length} functions (limits: ${MAX_FILE_LINES} and ${MAX_FUNCTION_LINES} lines)\n`,
);
console.log(table(`Longest files`, longest(files)) + '\n');
console.log(table(`Longest functions`, longest(functions)));

if (process.argv.includes('--check')) {
  const bigFiles = files.filter((f) => f.lines > MAX_FILE_LINES).sort((a, b) => b.lines - a.lines);
  const bigFunctions = functions.filter((f) => f.lines > MAX_FUNCTION_LINES).sort((a, b) => b.lines - a.lines);
  if (bigFiles.length + bigFunctions.length > 0) {
    if (bigFiles.length) console.error('\n' + table(`Files over ${MAX_FILE_LINES} lines`, bigFiles));
    if (bigFunctions.length) console.error('\n' + table(`Functions over ${MAX_FUNCTION_LINES} lines`, bigFunctions));
    process.exit(1);
  }
  console.log('\nWithin the limits.');
}
