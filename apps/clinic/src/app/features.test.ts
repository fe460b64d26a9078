import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areas, consoleFeatures } from './features';

const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features');

describe('the console features', () => {
  it('every feature folder has its feature.ts, named after the folder', () => {
    const folders = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
    expect(consoleFeatures.map((f) => f.name)).toEqual(folders.sort());
  });

  it('places every area once: no two share an `order` (the menu would depend on which folder is read first)', () => {
    const orders = areas.map((a) => a.order);
    expect(orders.filter((o, i) => orders.indexOf(o) !== i)).toEqual([]);
  });

  it('gives each menu entry its own path', () => {
    const paths = areas.flatMap((a) => (a.nav ? [a.nav.path] : []));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});
