import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const HEAD_BYTES = 64 * 1024;

/** An upload written to a local staging file: its hash, size and first bytes are known once written. */
export interface StagedOnDisk {
  readonly tempPath: string;
  readonly sha256: string;
  readonly size: number;
  readonly head: Buffer;
}

/**
 * Streams `source` into a new file under `stagingDir` while hashing it (SHA-256, hex) and keeping its
 * first 64 KiB for type sniffing. A failed or aborted source leaves no file behind. Every adapter
 * stages this way: the content's key (its hash) is known only after the last byte.
 */
export async function stageToDisk(stagingDir: string, source: Readable): Promise<StagedOnDisk> {
  await fsp.mkdir(stagingDir, { recursive: true });
  const tempPath = path.join(stagingDir, `${crypto.randomUUID()}.part`);
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
  // The file is opened before the first byte: a stream that opened it itself could still be opening when
  // a failed source ends the pipeline, and create the file after the clean-up below had removed it.
  const file = await fsp.open(tempPath, 'wx', 0o600);
  try {
    await pipeline(source, tap, file.createWriteStream());
  } catch (err) {
    await file.close().catch(() => undefined);
    await fsp.rm(tempPath, { force: true });
    throw err;
  }
  return { tempPath, sha256: hash.digest('hex'), size, head: Buffer.concat(head) };
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Removes staged files older than `before` (a process that died mid-upload); answers how many. */
export async function removeStaleStaged(stagingDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(stagingDir);
  } catch (err) {
    if (isMissing(err)) return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(stagingDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtime < before) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** A staged file's settle-once guard: commit or discard, never both, never twice. */
export function settleOnce() {
  let settled = false;
  return {
    /** True the first time only. */
    take(): boolean {
      if (settled) return false;
      settled = true;
      return true;
    },
  };
}
