// Bundles the server (apps/server/src, packages/contracts, packages/domain and the libraries they use)
// into apps/server/dist, so a start loads a few plain JavaScript files instead of resolving, reading and
// translating some two thousand library modules one by one (issue 26 item 7: about 0.4 s of a 3-s start
// on two cores). Lazy `import()`s become chunks that load when first used. Libraries that find files
// beside their own code (WebAssembly, fonts, static pages) or are native stay in node_modules.
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

/**
 * Libraries left in node_modules, each for a reason: the embedded database loads its WebAssembly and
 * data files from beside its module; pdfmake its fonts; the API documentation page its static files;
 * argon2 and canvas are native; the S3 client is large and loads only with S3_BUCKET; pg-native is pg's
 * optional native driver, not installed.
 */
const KEPT_EXTERNAL = [/^@electric-sql\/pglite/, /^pdfmake/, /^@fastify\/swagger-ui/, /^@node-rs\//, /^@napi-rs\//, /^@aws-sdk\//, /^pg-native$/];
const keptExternal = {
  name: 'kept-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (KEPT_EXTERNAL.some((re) => re.test(args.path)) ? { path: args.path, external: true } : undefined));
  },
};

/**
 * Bundled CommonJS libraries still call `require` for Node's own modules and read `__dirname`: an ES
 * module has neither, so the bundle's entry and chunks define them (for the bundle's own folder).
 */
const commonJsGlobals = [
  "import { createRequire as __portalCreateRequire } from 'node:module';",
  "import { fileURLToPath as __portalFileUrlToPath } from 'node:url';",
  "import __portalPath from 'node:path';",
  'const require = __portalCreateRequire(import.meta.url);',
  'const __filename = __portalFileUrlToPath(import.meta.url);',
  'const __dirname = __portalPath.dirname(__filename);',
].join(' ');

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
  plugins: [keptExternal],
  banner: { js: commonJsGlobals },
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
