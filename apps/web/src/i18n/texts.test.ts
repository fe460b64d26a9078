import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeTexts, textLanguages } from '@portal/ui/test/texts';
import { bundles } from './bundles';
import { menuTexts } from './menu-texts';
import { namespaceFiles, sharedNamespaceFiles, textsByFeature } from './resources';

// The app's shared files (here), each feature's own (`features/<name>/i18n`, declared in its feature.ts
// `texts`) and the shared components' (`ui`), which the app registers.
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

  it("a feature's namespaces are its own, their files in its folder; it adds files only to the shared namespaces", () => {
    const shared = Object.keys(sharedNamespaceFiles);
    const owners = new Map<string, string>();
    for (const [feature, texts] of Object.entries(textsByFeature)) {
      const own = jsonIn(path.join(featuresDir, feature, 'i18n', 'pl'));
      for (const [ns, files] of Object.entries(texts)) {
        if (!shared.includes(ns)) {
          expect(owners.get(ns), `namespace ${ns}: features/${owners.get(ns)} and features/${feature}`).toBeUndefined();
          owners.set(ns, feature);
        }
        for (const file of files ?? []) expect(own, `${ns}: ${file}.json in features/${feature}/i18n/pl`).toContain(`${file}.json`);
      }
    }
    // And a folder's files are its feature's.
    for (const dir of featureTextDirs) {
      const feature = path.basename(path.dirname(dir));
      const declared = Object.values(textsByFeature[feature] ?? {}).flatMap((files) => (files ?? []).map((file) => `${file}.json`));
      expect(jsonIn(path.join(dir, 'pl')), path.relative(here, dir)).toEqual(declared.sort());
    }
  });

  it("a feature's menu texts are its `<name>-menu` file in the shell's namespace, which the menu has in every language", () => {
    // Only the menu file is named so (bundles.ts and menu-texts.ts tell it by its name), and it is the shell's.
    for (const [feature, texts] of Object.entries(textsByFeature)) {
      const named = Object.values(texts).flatMap((files) => (files ?? []).filter((file) => file.endsWith('-menu')));
      expect(texts.shell ?? [], `features/${feature}`).toEqual(named);
      for (const file of named) expect(file, `features/${feature}`).toBe(`${feature}-menu`);
    }
    const expected = Object.entries(textsByFeature).flatMap(([feature, texts]) => (texts.shell ?? []).flatMap((file) => textLanguages.map((lng) => `../features/${feature}/i18n/${lng}/${file}.json`)));
    expect(Object.keys(menuTexts).sort()).toEqual(expected.sort());
  });

  it('every file but the Polish ones of the entry and the menu files has a loader, keyed by language and file name', () => {
    const inEntry = ['./pl/common.json', './pl/shell.json', './pl/login.json', './pl/ui.json'];
    const dirs = [...appDirs, path.join(here, '../../../../packages/ui/src/i18n')];
    const files = dirs.flatMap((dir) => textLanguages.flatMap((lng) => jsonIn(path.join(dir, lng)).map((file) => `./${lng}/${file}`)));
    expect(Object.keys(bundles).sort()).toEqual(files.filter((key) => !inEntry.includes(key) && !key.endsWith('-menu.json')).sort());
  });
});
