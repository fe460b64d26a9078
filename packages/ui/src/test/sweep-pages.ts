import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One page of the accessibility sweep (e2e/specs/a11y-sweep.spec.ts): its address and who opens it
 * ('visitor', a demo patient's key, a demo staff login). With `via`, `url` is a pattern and the page is
 * reached from the address `via[0]` by following, for each further pattern of `via` and then `url`, the
 * first link whose address it matches (so ids of the demo data are not written down).
 */
export interface SweepPage {
  url: string;
  as: string;
  via?: string[];
  /** A defect the sweep found and that is not fixed yet (its check is marked fixme). */
  known?: string;
}

export type SweepApp = 'web' | 'clinic';

/** One file of sweep pages: its path from the repository's root, and its pages in its order. */
export interface SweepFile {
  file: string;
  pages: SweepPage[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The files listing an app's sweep pages, sorted by path: each feature's own
 * (`apps/<app>/src/features/<name>/a11y-routes.json`, the pages of its route table) and the shell's
 * (`apps/<app>/src/app/a11y-routes.json`, pages of no feature: none today, so there is no such file).
 * Node only: the sweep spec and the apps' `a11y-sweep.test.ts` read the same files in the same order.
 */
export function sweepFiles(app: SweepApp): SweepFile[] {
  const src = path.join(root, 'apps', app, 'src');
  const featuresDir = path.join(src, 'features');
  const candidates = [path.join(src, 'app', 'a11y-routes.json'), ...fs.readdirSync(featuresDir).map((name) => path.join(featuresDir, name, 'a11y-routes.json'))];
  return candidates
    .filter((file) => fs.existsSync(file))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort()
    .map((file) => ({ file, pages: JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as SweepPage[] }));
}

/** The accessibility sweep's pages of one app: every file's (`sweepFiles`), file after file, each in its order. */
export function sweepPages(app: SweepApp): SweepPage[] {
  return sweepFiles(app).flatMap((f) => f.pages);
}
