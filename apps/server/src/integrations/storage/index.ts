import type { Readable } from 'node:stream';

/**
 * Where file bytes live (never in the database): content-addressed by the hex SHA-256 of the bytes,
 * so identical content is stored once. Default: files under the data dir (`local.ts`, FILES_DIR); an
 * object store implements the same interface. The metadata (owner, name, type) is the files module's.
 */
export interface FileStorage {
  /**
   * Streams `source` into a staging area while hashing it; nothing is visible under a key until the
   * staged file is committed. A failed or aborted source leaves nothing behind.
   */
  stage(source: Readable): Promise<StagedFile>;
  /** The stored bytes of a key; null when there are none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the bytes of a key (nothing happens when there are none). */
  remove(key: string): Promise<void>;
  /** Removes staged files older than `before` that no upload finished (a process that died mid-upload). */
  removeStaleStaging(before: Date): Promise<number>;
}

export interface StagedFile {
  /** Hex SHA-256 of the content: the key it is committed under. */
  readonly sha256: string;
  readonly size: number;
  /** The first bytes (up to 64 KiB), for sniffing the type. */
  readonly head: Buffer;
  /** Moves the bytes under their key atomically; answers whether they were new (false: the same content was there). */
  commit(): Promise<{ created: boolean }>;
  /** Drops the staged bytes (an upload refused or failed). */
  discard(): Promise<void>;
}

/** A storage key is a hex SHA-256; anything else never reaches a path. */
export const isStorageKey = (key: string) => /^[0-9a-f]{64}$/.test(key);
