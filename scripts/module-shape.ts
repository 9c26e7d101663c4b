/**
 * The one shape of a server module (docs/architecture.md, The module template), checked by
 * `npm run lint`: every folder of apps/server/src/modules has
 *   deps.ts   exporting the type `<Name>Deps`, what the module needs of the platform and of others;
 *   index.ts  exporting `start<Name>(deps: <Name>Deps)`, its public surface;
 *   routes.ts (when it answers endpoints) exporting `<name>Routes(deps: <Name>Deps)`.
 * <Name> is the folder's name in PascalCase (`bet-record` -> `BetRecord`). Exits 1 listing what differs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const MODULES = 'apps/server/src/modules';

const pascal = (folder: string) => folder.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The exported function `name` (a declaration or a const bound to an arrow), if any. */
function exportedFunction(file: ts.SourceFile, name: string): ts.SignatureDeclaration | undefined {
  for (const node of file.statements) {
    if (!exported(node)) continue;
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) return node;
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && ts.isArrowFunction(d.initializer)) {
          return d.initializer;
        }
      }
    }
  }
  return undefined;
}

function exportsType(file: ts.SourceFile, name: string): boolean {
  return file.statements.some(
    (node) =>
      exported(node) && (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name.text === name,
  );
}

/** The function's first parameter is typed exactly `type`. */
function takes(fn: ts.SignatureDeclaration, type: string, file: ts.SourceFile): boolean {
  return fn.parameters[0]?.type?.getText(file) === type;
}

function problemsOf(folder: string): string[] {
  const dir = join(MODULES, folder);
  const name = pascal(folder);
  const deps = `${name}Deps`;
  const problems: string[] = [];
  const depsPath = join(dir, 'deps.ts');
  if (!existsSync(depsPath)) problems.push(`${dir}: no deps.ts`);
  else if (!exportsType(parse(depsPath), deps)) problems.push(`${depsPath}: does not export the type ${deps}`);

  const indexPath = join(dir, 'index.ts');
  const start = `start${name}`;
  if (!existsSync(indexPath)) problems.push(`${dir}: no index.ts`);
  else {
    const index = parse(indexPath);
    const fn = exportedFunction(index, start);
    if (!fn) problems.push(`${indexPath}: does not export ${start}()`);
    else if (!takes(fn, deps, index)) problems.push(`${indexPath}: ${start}() does not take (deps: ${deps})`);
  }

  const routesPath = join(dir, 'routes.ts');
  if (existsSync(routesPath)) {
    const routesFile = parse(routesPath);
    const routes = `${name[0]!.toLowerCase()}${name.slice(1)}Routes`;
    const fn = exportedFunction(routesFile, routes);
    if (!fn) problems.push(`${routesPath}: does not export ${routes}()`);
    else if (!takes(fn, deps, routesFile)) problems.push(`${routesPath}: ${routes}() does not take (deps: ${deps})`);
  }
  return problems;
}

const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const problems = folders.flatMap(problemsOf);
if (problems.length > 0) {
  console.error(`Modules not in the module shape (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${folders.length} modules in the module shape.`);
