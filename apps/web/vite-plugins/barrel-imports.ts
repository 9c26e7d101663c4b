import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a name of a package's index comes from: the file that defines it, and its name there. */
type Source = { file: string; name: string };
type Index = Map<string, Source>;

const require = createRequire(import.meta.url);

/** `a, b as c` as [name, local] pairs; `type` names, which the build drops, are left out. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/) as [string, string | undefined]);

/** A relative import of `file` as a path, with the extension a package's ES files leave out. */
function pathOf(from: string, spec: string): string {
  const path = join(dirname(from), spec);
  return ['', '.js', '.ts'].map((ext) => path + ext).find((p) => existsSync(p) && statSync(p).isFile()) ?? path;
}

/**
 * The names `file` exports, each with the file that defines it, read from its own import and
 * export statements: `export { a } from`, `import a; export { a }`, `export * from` (followed),
 * and `export const|function|class` (defined there).
 */
function readExports(file: string): Index {
  const text = readFileSync(file, 'utf8');
  const locals = new Map<string, Source>();
  for (const [, local, named, spec] of text.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+'([^']+)'/g)) {
    if (local) locals.set(local, { file: pathOf(file, spec!), name: 'default' });
    for (const [name, alias] of specifiers(named ?? '')) locals.set(alias ?? name, { file: pathOf(file, spec!), name });
  }
  const names: Index = new Map();
  for (const [, list, spec] of text.matchAll(/export\s+\{([^}]*)\}(?:\s+from\s+'([^']+)')?/g)) {
    for (const [name, alias] of specifiers(list!)) {
      const source = spec ? { file: pathOf(file, spec), name } : (locals.get(name) ?? { file, name });
      names.set(alias ?? name, source);
    }
  }
  for (const [, spec] of text.matchAll(/export\s+\*\s+from\s+'([^']+)'/g)) {
    readExports(pathOf(file, spec!)).forEach((source, name) => names.set(name, source));
  }
  for (const [, name] of text.matchAll(/export\s+(?:const|let|async\s+function\*?|function\*?|class)\s+(\w+)/g)) {
    names.set(name!, { file, name: name! });
  }
  return names;
}

/** The `module` file (ES) a package names in its manifest; null for one that exports no manifest, as ours do not. */
function moduleFile(pkg: string): string | null {
  try {
    const manifest = require.resolve(`${pkg}/package.json`);
    const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string }).module;
    return entry ? join(dirname(manifest), entry) : null;
  } catch {
    return null;
  }
}

/** The names a package's ES index exports: its `module` file's, or those of the file its name resolves to. */
const readIndex = (pkg: string): Index => readExports(moduleFile(pkg) ?? require.resolve(pkg));

/**
 * Named imports of these packages' indexes, in every module of the build (antd-mobile's own
 * included), rewritten to import each name from the file that defines it. Rollup drops the unused
 * names either way, but the chunking of vite.config.ts reads the module graph, where an index links
 * every importer to every file of the package (docs/decisions.md, Web app).
 */
export function barrelImports(packages: readonly string[]): Plugin {
  const indexes = new Map<string, Index>();
  const indexOf = (pkg: string) => indexes.get(pkg) ?? indexes.set(pkg, readIndex(pkg)).get(pkg)!;
  const rewrite = (pkg: string, list: string, importer: string) => {
    const names = indexOf(pkg);
    return specifiers(list)
      .map(([name, alias]) => {
        const source = names.get(name);
        if (!source) throw new Error(`barrel-imports: ${pkg} has no ${name} (imported by ${importer})`);
        const from = source.file;
        const local = alias ?? name;
        return source.name === 'default'
          ? `import ${local} from '${from}';`
          : `import { ${source.name} as ${local} } from '${from}';`;
      })
      .join('\n');
  };
  return {
    name: 'barrel-imports',
    apply: 'build',
    transform(code, id) {
      if (!packages.some((pkg) => code.includes(`'${pkg}'`) || code.includes(`"${pkg}"`))) return null;
      const next = code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2;?/g, (statement, list, _q, pkg) =>
        packages.includes(pkg) ? rewrite(pkg, list, id) : statement,
      );
      return next === code ? null : { code: next, map: null };
    },
  };
}
