import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one holding `drizzle/`), whether this code runs from `src/` (tsx,
 * tests) or from the bundle in `dist/`: files are found from here, never relative to the module.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server/drizzle not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

export const serverRoot = findServerRoot();
/** The repository (the root package.json, apps/web/dist). */
export const repoRoot = path.resolve(serverRoot, '../..');
