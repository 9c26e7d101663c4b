import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a name of a package's index comes from: a file of the index's directory, and its name there. */
type Source = { file: string; name: string };
type Index = { dir: string; names: Map<string, Source> };

const require = createRequire(import.meta.url);

/** `a, b as c` as [name, local] pairs. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(/\s+as\s+/) as [string, string | undefined]);

/** The names a package's ES index exports, read from its own import and export statements. */
function readIndex(pkg: string): Index {
  const manifest = require.resolve(`${pkg}/package.json`);
  const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module;
  const text = readFileSync(join(dirname(manifest), entry), 'utf8');
  const locals = new Map<string, Source>();
  for (const [, local, named, file] of text.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+'([^']+)'/g)) {
    if (local) locals.set(local, { file: file!, name: 'default' });
    for (const [name, alias] of specifiers(named ?? '')) locals.set(alias ?? name, { file: file!, name });
  }
  const names = new Map<string, Source>();
  for (const [, list, file] of text.matchAll(/export\s+\{([^}]*)\}(?:\s+from\s+'([^']+)')?/g)) {
    for (const [name, alias] of specifiers(list!)) {
      const source = file ? { file, name } : locals.get(name);
      if (source) names.set(alias ?? name, source);
    }
  }
  return { dir: dirname(entry), names };
}

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
    const { dir, names } = indexOf(pkg);
    return specifiers(list)
      .map(([name, alias]) => {
        const source = names.get(name);
        if (!source) throw new Error(`barrel-imports: ${pkg} has no ${name} (imported by ${importer})`);
        const from = `${pkg}/${join(dir, source.file)}`;
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
