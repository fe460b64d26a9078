import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeTexts, textLanguages } from '@portal/ui/test/texts';
import { bundles } from './bundles';
import { menuTexts } from './menu-texts';
import { namespaceFiles, sharedNamespaceFiles, textsByFeature } from './resources';

/**
 * The console's texts lie in the shared folder (here: common, layout) and in each feature's own
 * (features/<name>/i18n); the shared components' (`ui`) are registered by the console too. Each folder
 * holds `<language>/<file>.json`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(here, '../features');
const featureTextDirs = fs
  .readdirSync(featuresDir)
  .map((name) => path.join(featuresDir, name, 'i18n'))
  .filter((dir) => fs.existsSync(dir));
const uiDir = path.join(here, '../../../../packages/ui/src/i18n');
const consoleDirs = [here, ...featureTextDirs];

const featureNamespaces = Object.entries(textsByFeature).flatMap(([feature, texts]) => Object.entries(texts).map(([ns, files]) => ({ feature, ns, files: files ?? [] })));

describeTexts([...consoleDirs, uiDir], namespaceFiles);

const jsonFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

describe('where the console texts lie', () => {
  it('each folder holds the same files in every language', () => {
    for (const dir of consoleDirs) {
      const polish = jsonFiles(path.join(dir, 'pl'));
      expect(polish.length, dir).toBeGreaterThan(0);
      for (const lng of textLanguages) expect(jsonFiles(path.join(dir, lng)), `${path.relative(here, dir)}/${lng}`).toEqual(polish);
    }
  });

  it('no two folders hold a file of the same name (the loaders know a file by language and name)', () => {
    const names = [...consoleDirs, uiDir].flatMap((dir) => jsonFiles(path.join(dir, 'pl')));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("a feature's namespaces are its own, their files in its folder; it adds files only to the shared namespaces", () => {
    const shared = Object.keys(sharedNamespaceFiles);
    const namespaces = [...shared, ...featureNamespaces.map(({ ns }) => ns).filter((ns) => !shared.includes(ns))];
    expect(namespaces.filter((ns, i) => namespaces.indexOf(ns) !== i)).toEqual([]);
    for (const { feature, ns, files } of featureNamespaces) {
      const own = jsonFiles(path.join(featuresDir, feature, 'i18n', 'pl'));
      for (const file of files) expect(own, `${ns}: ${file}.json in features/${feature}/i18n/pl`).toContain(`${file}.json`);
    }
    // And a folder's files are its feature's.
    for (const dir of featureTextDirs) {
      const feature = path.basename(path.dirname(dir));
      const declared = Object.values(textsByFeature[feature] ?? {}).flatMap((files) => (files ?? []).map((file) => `${file}.json`));
      expect(jsonFiles(path.join(dir, 'pl')), path.relative(here, dir)).toEqual(declared.sort());
    }
  });

  it("a feature's menu texts are its `<name>-menu` file in the layout's namespace, which the layout has in every language", () => {
    // Only the menu file is named so (bundles.ts and menu-texts.ts tell it by its name), and it is the layout's.
    for (const [feature, texts] of Object.entries(textsByFeature)) {
      const named = Object.values(texts).flatMap((files) => (files ?? []).filter((file) => file.endsWith('-menu')));
      expect(texts.layout ?? [], `features/${feature}`).toEqual(named);
      for (const file of named) expect(file, `features/${feature}`).toBe(`${feature}-menu`);
    }
    const expected = Object.entries(textsByFeature).flatMap(([feature, texts]) => (texts.layout ?? []).flatMap((file) => textLanguages.map((lng) => `../features/${feature}/i18n/${lng}/${file}.json`)));
    expect(Object.keys(menuTexts).sort()).toEqual(expected.sort());
  });

  it('every file but the Polish ones of the entry and the menu files has a loader, keyed by language and file name', () => {
    const inEntry = ['./pl/common.json', './pl/auth.json', './pl/ui.json'];
    const files = [...consoleDirs, uiDir].flatMap((dir) => textLanguages.flatMap((lng) => jsonFiles(path.join(dir, lng)).map((file) => `./${lng}/${file}`)));
    expect(Object.keys(bundles).sort()).toEqual(files.filter((key) => !inEntry.includes(key) && !key.endsWith('-menu.json')).sort());
  });
});
