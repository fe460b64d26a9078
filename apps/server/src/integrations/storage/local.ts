import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type FileStorage, type StagedFile } from './index';

const HEAD_BYTES = 64 * 1024;
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
      await fsp.mkdir(staging, { recursive: true });
      const tempPath = path.join(staging, `${crypto.randomUUID()}.part`);
      const hash = crypto.createHash('sha256');
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          if (headLength < HEAD_BYTES) {
            const part = chunk.subarray(0, HEAD_BYTES - headLength);
            head.push(part);
            headLength += part.length;
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, tap, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fsp.rm(tempPath, { force: true });
        throw err;
      }
      const sha256 = hash.digest('hex');
      let settled = false;
      const staged: StagedFile = {
        sha256,
        size,
        head: Buffer.concat(head),
        async commit() {
          if (settled) throw new Error('staged file already settled');
          settled = true;
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
          if (settled) return;
          settled = true;
          await fsp.rm(tempPath, { force: true });
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

    async removeStaleStaging(before) {
      let names: string[];
      try {
        names = await fsp.readdir(staging);
      } catch (err) {
        if (isMissing(err)) return 0;
        throw err;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(staging, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat && stat.mtime < before) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
