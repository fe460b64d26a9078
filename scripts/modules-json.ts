/**
 * `npm run modules:json`: writes apps/server/src/modules/modules.generated.json from the module
 * descriptors (modules-map.ts says what it holds), the modules table of ARCHITECTURE.md between its
 * markers, the schema barrel apps/server/src/db/schema/index.ts (each owning module's `<m>.schema.ts`)
 * and the list of descriptors apps/server/src/modules/index.ts (each folder's `<m>.module.ts`).
 * the lint (scripts/lint/server-rules.js) reads the JSON; modules.test.ts checks all four are current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARCHITECTURE_MARKERS, moduleFolders, modulesIndex, modulesMap, modulesTable, schemaIndex, schemaModules } from '../apps/server/src/modules/modules-map';

const json = new URL('../apps/server/src/modules/modules.generated.json', import.meta.url);
const architecture = new URL('../ARCHITECTURE.md', import.meta.url);
const barrel = new URL('../apps/server/src/db/schema/index.ts', import.meta.url);

// The barrel and the list of descriptors first, from the folders: the descriptors import the server,
// which imports the barrel.
const modulesDir = fileURLToPath(new URL('../apps/server/src/modules', import.meta.url));
writeFileSync(barrel, schemaIndex(schemaModules(modulesDir)));
writeFileSync(new URL('../apps/server/src/modules/index.ts', import.meta.url), modulesIndex(moduleFolders(modulesDir)));
const { modules } = await import('../apps/server/src/modules/index');
const map = modulesMap(modules);
writeFileSync(json, `${JSON.stringify(map, null, 2)}\n`);
const doc = readFileSync(architecture, 'utf8');
const [begin, end] = ARCHITECTURE_MARKERS;
const from = doc.indexOf(begin);
const to = doc.lastIndexOf('\n', doc.indexOf(end)) + 1;
if (from < 0 || doc.indexOf(end) < from) throw new Error(`ARCHITECTURE.md has no ${begin} … ${end} section`);
writeFileSync(architecture, doc.slice(0, from + begin.length) + '\n' + modulesTable(map) + doc.slice(to));
console.log(`modules/index.ts, modules.generated.json, ARCHITECTURE.md and db/schema/index.ts: ${modules.length} modules`);
