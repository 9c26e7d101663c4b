// Bundles the server into dist/main.mjs for `npm start`: one file of plain JavaScript starts
// faster and keeps about 60 MB less resident than compiling TypeScript at run time
// (docs/decisions.md, Stack and runtime). Packages stay in node_modules; the contract's TypeScript is bundled.
import { build } from 'esbuild';

const workspace = /^@app\//;

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (workspace.test(args.path) ? undefined : { external: true }));
      },
    },
  ],
});
