import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, moduleDepth, withoutForeignKeys } from '../test/import-graph';
import * as schema from '../db/schema/index';
import { modules } from './index';
import { seedOrder } from '../seed/index';
import { ARCHITECTURE_MARKERS, SHARED_SCHEMA_FILES, moduleFolders, modulesIndex, modulesMap, modulesTable, schemaIndex, schemaModules } from './modules-map';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '..');
const tierRank = { foundation: 0, platform: 1, feature: 2 } as const;
/** A module's demo data (`<m>.seed.ts`, its `<x>.seed-data.ts`): like the seed folder, it stands outside the modules' graph. */
const isSeedFile = (file: string) => /\.seed(-data)?\.ts$/.test(file);
const withoutSeeds = (graph: Map<string, string[]>) =>
  new Map([...graph].filter(([file]) => !isSeedFile(file)).map(([file, targets]) => [file, targets.filter((t) => !isSeedFile(t))]));
/**
 * What seed/ keeps beside the runner (index.ts, run.ts): the shared dictionaries (the `dictionaryItems`
 * table no module owns; their data is also read by the patients' seed and i18n tests), the imaging
 * files (DICOM binaries of scripts/make-demo-dicom.ts, read by the test-results seed, tests, e2e and
 * benches).
 */
const SEED_FOLDER_KEEPS = ['index.ts', 'run.ts', 'dictionaries/', 'imaging/'];
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]));
const tablesOf = (exports: Record<string, unknown>) =>
  Object.entries(exports)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name)
    .sort();

describe('the module descriptors', () => {
  it('modules.generated.json is what the descriptors say (npm run modules:json writes it)', () => {
    const written = JSON.parse(readFileSync(path.join(here, 'modules.generated.json'), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(modulesMap(modules))));
  });

  it("ARCHITECTURE.md's modules table is the descriptors' (npm run modules:json writes it)", () => {
    const doc = readFileSync(path.resolve(serverSrc, '../../../ARCHITECTURE.md'), 'utf8');
    const [begin, end] = ARCHITECTURE_MARKERS;
    const section = doc.slice(doc.indexOf(begin) + begin.length + 1, doc.lastIndexOf('\n', doc.indexOf(end)) + 1);
    expect(section).toBe(modulesTable(modulesMap(modules)));
  });

  it('every folder of modules/ is one module with its descriptor <m>/<m>.module.ts, listed once', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(modules.map((m) => m.name).sort()).toEqual(folders);
    for (const name of folders) expect(readdirSync(path.join(here, name))).toContain(`${name}.module.ts`);
  });

  it('modules/index.ts lists every folder\'s descriptor, in their order, each order once (npm run modules:json writes it)', () => {
    expect(readFileSync(path.join(here, 'index.ts'), 'utf8')).toBe(modulesIndex(moduleFolders(here)));
    const orders = modules.map((m) => m.order);
    expect(new Set(orders).size, 'two modules share an order').toBe(orders.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('db/schema/index.ts exports every schema file of the modules and db/schema (npm run modules:json writes it)', () => {
    const written = readFileSync(path.join(serverSrc, 'db/schema/index.ts'), 'utf8');
    expect(written).toBe(schemaIndex(schemaModules(here)));
    // Beside the barrel and the helpers (`_helpers`, `_ownership`), db/schema holds only the shared files.
    const own = readdirSync(path.join(serverSrc, 'db/schema')).filter((f) => !f.startsWith('_') && f !== 'index.ts');
    expect(own.sort()).toEqual(SHARED_SCHEMA_FILES.map((f) => `${f}.ts`).sort());
  });

  it("a module keeps exactly the tables its descriptor owns, in <m>/<m>.schema.ts (and keeps none, nor the file, when it owns none)", async () => {
    const schemaFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? schemaFiles(path.join(dir, d.name)) : d.name.endsWith('.schema.ts') ? [path.join(dir, d.name)] : []));
    const expected = modules.filter((m) => m.tables?.length).map((m) => path.join(here, m.name, `${m.name}.schema.ts`));
    expect(schemaFiles(here).sort()).toEqual(expected.sort());
    for (const m of modules) {
      const file = path.join(here, m.name, `${m.name}.schema.ts`);
      if (!existsSync(file)) continue;
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(tablesOf(exports), `the tables of ${m.name}.schema.ts`).toEqual([...(m.tables ?? [])].sort());
    }
    const { sharedTables, libTables } = modulesMap(modules);
    const shared = await Promise.all(SHARED_SCHEMA_FILES.map((f) => import(/* @vite-ignore */ path.join(serverSrc, 'db/schema', `${f}.ts`))));
    expect(shared.flatMap((exports) => tablesOf(exports)).sort()).toEqual([...sharedTables, ...libTables].sort());
  });

  it('every table of db/schema has exactly one owning module (or is shared reference data, or lib/ machinery), and what a module names exists', () => {
    const tables = tablesOf(schema);
    const { sharedTables, libTables, modules: entries } = modulesMap(modules);
    const owned = [...sharedTables, ...libTables, ...entries.flatMap((m) => m.tables)];
    expect([...owned].sort()).toEqual(tables);
    for (const m of entries) {
      for (const t of m.usesTables) expect(tables, `${m.name} names ${t}`).toContain(t);
      for (const u of m.uses) expect(entries.map((e) => e.name), `${m.name} uses ${u}`).toContain(u);
    }
  });
});

describe("the modules' demo data", () => {
  it('a module with a seed file <m>/<m>.seed.ts declares it in its descriptor, and only such a module has a seed', () => {
    for (const m of modules) {
      expect(existsSync(path.join(here, m.name, `${m.name}.seed.ts`)), `${m.name}.seed.ts`).toBe(m.seed !== undefined);
    }
  });

  it('no seed file lies outside its module folder: a *.seed.ts is its module\'s <m>.seed.ts, seed/ keeps only the shared data', () => {
    const seedFiles = filesUnder(here).filter((f) => /\.seed(-[\w-]+)?\.ts$/.test(f));
    for (const f of seedFiles) {
      const [m, name] = path.relative(here, f).split(path.sep);
      expect(name === `${m}.seed.ts` || (name?.endsWith('.seed-data.ts') && existsSync(path.join(here, m, `${m}.seed.ts`))), path.relative(here, f)).toBe(true);
    }
    const seedDir = path.join(serverSrc, 'seed');
    const kept = filesUnder(seedDir).filter((f) => !/\.test\.ts$/.test(f)).map((f) => path.relative(seedDir, f).split(path.sep).join('/'));
    for (const f of kept) expect(SEED_FOLDER_KEEPS.some((k) => (k.endsWith('/') ? f.startsWith(k) : f === k)), `seed/${f}`).toBe(true);
    expect(filesUnder(serverSrc).filter((f) => /\.seed\.ts$/.test(f) && !f.startsWith(here + path.sep))).toEqual([]);
  });

  it("the seeds' order comes from their after: each after the modules it names, no circle, none unknown", () => {
    const order = seedOrder(modules).map((m) => m.name);
    for (const m of modules) {
      for (const before of m.seed?.after ?? []) expect(order.indexOf(before), `${m.name} after ${before}`).toBeLessThan(order.indexOf(m.name));
    }
    expect(order).toEqual(['patients', 'settings', 'organisation', 'self-assessment', 'questionnaires', 'staff', 'messages', 'medical-record', 'declarations', 'test-results', 'consents', 'bookings', 'drug-interactions', 'measurements', 'medical-cases', 'teleconsultation', 'telehealth']);
  });
});

describe('the import graph of the server', () => {
  const graph = withoutSeeds(importGraph(serverSrc));
  const moduleGraph = withoutForeignKeys(graph);

  it('has no import circle wider than a handful of files', () => {
    const found = circles(graph);
    expect(found.filter((c) => c.length > 3).map((c) => c.map((f) => path.relative(serverSrc, f)))).toEqual([]);
  });

  it('reaches across tiers only downwards, or to a module its descriptor uses — and every declared use is real', () => {
    const { arrows } = moduleDepth(moduleGraph, path.join(serverSrc, 'modules'));
    const tierOf = new Map(modules.map((m) => [m.name, tierRank[m.tier]]));
    const sideways = arrows.filter(([a, b]) => tierOf.get(b)! >= tierOf.get(a)!).map(([a, b]) => `${a} → ${b}`);
    const declared = modules.flatMap((m) => (m.uses ?? []).map((u) => `${m.name} → ${u}`));
    expect(sideways.sort()).toEqual(declared.sort());
  });

  it('its modules form no circle, so their graph has a depth (the longest chain of modules each using the next)', () => {
    const { depth } = moduleDepth(moduleGraph, path.join(serverSrc, 'modules'));
    expect(depth).not.toBeNull();
  });
});
