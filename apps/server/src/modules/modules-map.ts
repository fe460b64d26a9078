import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ModuleTier, PortalModule } from './portal-module';

/**
 * What the lint and ARCHITECTURE.md need of the descriptors, as plain data: each module's tier, the
 * tables it owns and the others it names, and the modules of its own tier it uses. Written to
 * `modules.generated.json` by `npm run modules:json`; `modules.test.ts` fails when the file is stale.
 */
export interface ModuleEntry {
  name: string;
  tier: ModuleTier;
  tables: readonly string[];
  usesTables: readonly string[];
  uses: readonly string[];
}

export interface ModulesMap {
  /** Reference data any module reads and the seed writes (db/schema/dictionaries.ts). */
  sharedTables: readonly string[];
  /** Tables of the server's own machinery in lib/ (the jobs' sent-once marks), which no module names. */
  libTables: readonly string[];
  modules: readonly ModuleEntry[];
}

export const SHARED_TABLES = ['dictionaryItems'] as const;
export const LIB_TABLES = ['jobSends'] as const;
/** The files of db/schema that hold the shared and lib/ tables; every other table lives in its module's `<m>.schema.ts`. */
export const SHARED_SCHEMA_FILES = ['dictionaries', 'job-sends'] as const;

export function modulesMap(list: readonly PortalModule[]): ModulesMap {
  return {
    sharedTables: SHARED_TABLES,
    libTables: LIB_TABLES,
    modules: list.map((m) => ({ name: m.name, tier: m.tier, tables: m.tables ?? [], usesTables: m.usesTables ?? [], uses: m.uses ?? [] })),
  };
}

/** The markers of the generated modules table in ARCHITECTURE.md. */
export const ARCHITECTURE_MARKERS = ['<!-- modules:begin (npm run modules:json) -->', '<!-- modules:end -->'] as const;

const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const list = (items: readonly string[], format = (s: string) => s) => (items.length ? items.map(format).join(', ') : '—');

/** The modules table of ARCHITECTURE.md (the reasons for each exception are comments in the descriptors). */
export function modulesTable(map: ModulesMap): string {
  const rows = map.modules.map((m) => `  | ${m.name} | ${m.tier} | ${list(m.tables, snake)} | ${list(m.usesTables, snake)} | ${list(m.uses)} |`);
  return [
    '  | module | tier | tables | also names | uses (same tier) |',
    '  |---|---|---|---|---|',
    ...rows,
    `  | any | — | ${list(map.sharedTables, snake)} (shared reference data, written by the seed) | — | — |`,
    `  | lib/ | — | ${list(map.libTables, snake)} (the jobs' sent-once marks) | — | — |`,
    '',
  ].join('\n');
}

/** The module folders under `modulesDir` that keep tables in their `<m>/<m>.schema.ts`, by name. */
export function schemaModules(modulesDir: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(modulesDir, d.name, `${d.name}.schema.ts`)))
    .map((d) => d.name)
    .sort();
}

/**
 * db/schema/index.ts, the barrel drizzle-kit (drizzle.config.ts), db/client.ts and the code read the
 * tables through: the shared files, then the `<m>.schema.ts` of each module folder that has one, by name.
 * Written from the folders, not the descriptors, so that it can be rewritten while it is broken (the
 * descriptors import the server, which imports it); modules.test.ts holds the folders to the descriptors.
 */
export function schemaIndex(withSchema: readonly string[]): string {
  return [
    '// Written by `npm run modules:json` (modules.test.ts fails while it is stale): do not edit.',
    "// A module's tables live in its `<m>/<m>.schema.ts`; the shared and lib/ tables in this folder.",
    ...SHARED_SCHEMA_FILES.map((f) => `export * from './${f}';`),
    ...[...withSchema].sort().map((m) => `export * from '../../modules/${m}/${m}.schema';`),
    '',
  ].join('\n');
}

/** The module folders under `modulesDir`: each holds its descriptor `<m>/<m>.module.ts`. */
export function moduleFolders(modulesDir: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(modulesDir, d.name, `${d.name}.module.ts`)))
    .map((d) => d.name)
    .sort();
}

const camel = (folder: string) => folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * modules/index.ts, the list of descriptors: each folder's `<m>.module.ts` exports `<m in camel case>Module`,
 * and the list runs in the descriptors' `order`. Written from the folders (like the schema barrel), so
 * a new module joins by having its folder; modules.test.ts fails while it is stale.
 */
export function modulesIndex(folders: readonly string[]): string {
  const sorted = [...folders].sort();
  return [
    '// Written by `npm run modules:json` from the module folders (modules.test.ts fails while it is stale): do not edit.',
    ...sorted.map((m) => `import { ${camel(m)}Module } from './${m}/${m}.module';`),
    "import type { PortalModule } from './portal-module';",
    '',
    "export type { ClinicQueue, PortalContext, PortalModule } from './portal-module';",
    '',
    '/**',
    " * The portal's modules, each described by its own `<m>/<m>.module.ts` (modules/portal-module.ts says",
    " * what a descriptor holds), in their `order`: the order of their routes, pages, jobs and dashboard queues.",
    ' */',
    'export const modules: readonly PortalModule[] = [',
    ...sorted.map((m) => `  ${camel(m)}Module,`),
    '].sort((a, b) => a.order - b.order);',
    '',
  ].join('\n');
}
