/**
 * `npm run modules:json`: writes apps/server/src/modules/modules.generated.json from the module
 * descriptors (modules-map.ts says what it holds), and the modules table of ARCHITECTURE.md between its
 * markers. eslint.config.js reads the JSON; modules.test.ts checks both are current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { modules } from '../apps/server/src/modules/index';
import { ARCHITECTURE_MARKERS, modulesMap, modulesTable } from '../apps/server/src/modules/modules-map';

const json = new URL('../apps/server/src/modules/modules.generated.json', import.meta.url);
const architecture = new URL('../ARCHITECTURE.md', import.meta.url);

const map = modulesMap(modules);
writeFileSync(json, `${JSON.stringify(map, null, 2)}\n`);
const doc = readFileSync(architecture, 'utf8');
const [begin, end] = ARCHITECTURE_MARKERS;
const from = doc.indexOf(begin);
const to = doc.lastIndexOf('\n', doc.indexOf(end)) + 1;
if (from < 0 || doc.indexOf(end) < from) throw new Error(`ARCHITECTURE.md has no ${begin} … ${end} section`);
writeFileSync(architecture, doc.slice(0, from + begin.length) + '\n' + modulesTable(map) + doc.slice(to));
console.log(`modules.generated.json and ARCHITECTURE.md: ${modules.length} modules`);
