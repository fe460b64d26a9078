import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage, type StagedFile } from './index';
import { removeStaleStaged, settleOnce, stageToDisk } from './staging';

const STAGING = 'staging';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`: `<root>/ab/abcdef…` (the first two hex digits of the SHA-256 as a folder, so no
 * folder grows huge), written first to `<root>/staging/` while hashed and then renamed into place —
 * atomic on one file system, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): FileStorage {
  const staging = path.join(root, STAGING);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  const exists = async (key: string) => {
    try {
      await fsp.access(pathOf(key));
      return true;
    } catch {
      return false;
    }
  };

  return {
    async stage(source) {
      const { tempPath, sha256, size, head } = await stageToDisk(staging, source);
      const once = settleOnce();
      const staged: StagedFile = {
        sha256,
        size,
        head,
        async commit() {
          if (!once.take()) throw new Error('staged file already settled');
          const target = pathOf(sha256);
          if (await exists(sha256)) {
            await fsp.rm(tempPath, { force: true });
            return { created: false };
          }
          await fsp.mkdir(path.dirname(target), { recursive: true });
          await fsp.rename(tempPath, target);
          return { created: true };
        },
        async discard() {
          if (once.take()) await fsp.rm(tempPath, { force: true });
        },
      };
      return staged;
    },

    async open(key) {
      try {
        const file = pathOf(key);
        const { size } = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    exists,

    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },

    removeStaleStaging: (before) => removeStaleStaged(staging, before),
  };
}
