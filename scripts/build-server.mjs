// Bundles the server's own TypeScript (apps/server/src, packages/contracts, packages/domain) into
// apps/server/dist, so a start loads plain JavaScript instead of transpiling every module through tsx.
// Libraries stay in node_modules (external); lazy `import()`s become chunks that load when first used.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir DIR` (relative to the repository): the e2e run builds beside a running `npm start`.
const at = process.argv.indexOf('--outdir');
const outdir = path.resolve(root, at > 0 ? process.argv[at + 1] : 'apps/server/dist');
if (path.dirname(outdir) !== path.join(root, 'apps/server')) throw new Error('the bundle must sit directly in apps/server (it finds drizzle/ from there)');

/** Bare imports stay external, except our own workspace packages (TypeScript sources). */
const externalLibraries = {
  name: 'external-libraries',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: { server: 'apps/server/src/server.ts', 'empty-database': 'apps/server/src/db/empty-database.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalLibraries],
  logLevel: 'warning',
  // Chunks are named by content; stale ones from an earlier build are cleared first.
  chunkNames: 'chunks/[name]-[hash]',
  write: true,
}).catch(() => process.exit(1));
console.log(`server bundled into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`);

// The embedded database's first start loads a cluster made here instead of creating one (db/empty-database.ts).
const made = performance.now();
const child = spawnSync(process.execPath, [path.join(outdir, 'empty-database.js'), outdir], { stdio: 'inherit' });
if (child.status !== 0) process.exit(1);
console.log(`empty embedded database made in ${Math.round(performance.now() - made)} ms`);
