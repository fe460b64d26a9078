import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, moduleDepth } from '../test/import-graph';
import * as schema from '../db/schema/index';
import { modules } from './index';
import { ARCHITECTURE_MARKERS, modulesMap, modulesTable } from './modules-map';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '..');
const tierRank = { foundation: 0, platform: 1, feature: 2 } as const;

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

  it('every table of db/schema has exactly one owning module (or is shared reference data, or lib/ machinery), and what a module names exists', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    const { sharedTables, libTables, modules: entries } = modulesMap(modules);
    const owned = [...sharedTables, ...libTables, ...entries.flatMap((m) => m.tables)];
    expect([...owned].sort()).toEqual(tables);
    for (const m of entries) {
      for (const t of m.usesTables) expect(tables, `${m.name} names ${t}`).toContain(t);
      for (const u of m.uses) expect(entries.map((e) => e.name), `${m.name} uses ${u}`).toContain(u);
    }
  });
});

describe('the import graph of the server', () => {
  const graph = importGraph(serverSrc);

  it('has no import circle wider than a handful of files', () => {
    const found = circles(graph);
    expect(found.filter((c) => c.length > 3).map((c) => c.map((f) => path.relative(serverSrc, f)))).toEqual([]);
  });

  it('reaches across tiers only downwards, or to a module its descriptor uses — and every declared use is real', () => {
    const { arrows } = moduleDepth(graph, path.join(serverSrc, 'modules'));
    const tierOf = new Map(modules.map((m) => [m.name, tierRank[m.tier]]));
    const sideways = arrows.filter(([a, b]) => tierOf.get(b)! >= tierOf.get(a)!).map(([a, b]) => `${a} → ${b}`);
    const declared = modules.flatMap((m) => (m.uses ?? []).map((u) => `${m.name} → ${u}`));
    expect(sideways.sort()).toEqual(declared.sort());
  });

  it('its modules form no circle, so their graph has a depth (the longest chain of modules each using the next)', () => {
    const { depth } = moduleDepth(graph, path.join(serverSrc, 'modules'));
    expect(depth).not.toBeNull();
  });
});
