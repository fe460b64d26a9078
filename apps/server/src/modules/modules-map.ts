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
