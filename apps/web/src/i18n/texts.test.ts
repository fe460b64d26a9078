import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeTexts, textLanguages } from '@portal/ui/test/texts';
import { namespaceFiles } from './resources';

// The app's shared files (here), each feature's own (`features/<name>/i18n`) and the shared
// components' (`ui`), which the app registers.
const here = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(here, '../features');
const featureTextDirs = fs
  .readdirSync(featuresDir)
  .map((name) => path.join(featuresDir, name, 'i18n'))
  .filter((dir) => fs.existsSync(dir));
const appDirs = [here, ...featureTextDirs];
describeTexts([...appDirs, path.join(here, '../../../../packages/ui/src/i18n')], namespaceFiles);

const jsonIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

describe('where the texts lie', () => {
  it('a file name is used in one folder only (bundles.ts keys files by language and name)', () => {
    const names = appDirs.flatMap((dir) => jsonIn(path.join(dir, 'pl')));
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every folder has the same files in every language', () => {
    for (const dir of appDirs) {
      for (const lng of textLanguages) expect(jsonIn(path.join(dir, lng)), `${path.relative(here, dir)}/${lng}`).toEqual(jsonIn(path.join(dir, 'pl')));
    }
  });

  it('a feature folder holds only language folders', () => {
    for (const dir of featureTextDirs) expect(fs.readdirSync(dir).sort(), dir).toEqual([...textLanguages].sort());
  });
});
