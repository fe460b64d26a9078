import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStorageKey, type FileStorage, type StagedFile } from './index';
import { removeStaleStaged, settleOnce, stageToDisk } from './staging';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket (e.g. `portal/`); empty: the bucket's root. */
  prefix?: string;
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's S3 API); unset: AWS itself. */
  endpoint?: string;
  region?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most S3-compatible services want. */
  forcePathStyle?: boolean;
  /** Where uploads are staged while hashed (a local folder; nothing stays there). */
  stagingDir: string;
  /** Explicit keys; unset: the SDK's usual chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * File bytes in an S3-compatible object store, for production (several portal processes, no shared
 * disk). Keys are `<prefix>ab/abcdef…`, the hex SHA-256 of the content as on disk. An upload is
 * staged on the local disk while hashed (its key is known only at the end), then put under its key on
 * commit; an object store makes a put visible whole or not at all, so readers never see half a file.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: options.credentials,
    // Checksums only where an operation requires them: the SDK's default streams uploads with
    // aws-chunked CRC trailers, which many S3-compatible services (older MinIO, Ceph) store as part of
    // the object. The content is verified by its SHA-256 key anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return `${options.prefix ?? ''}${key.slice(0, 2)}/${key}`;
  };
  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  };

  return {
    async stage(source) {
      const { tempPath, sha256, size, head } = await stageToDisk(options.stagingDir, source);
      const once = settleOnce();
      const staged: StagedFile = {
        sha256,
        size,
        head,
        async commit() {
          if (!once.take()) throw new Error('staged file already settled');
          try {
            if (await exists(sha256)) return { created: false };
            await client.send(
              new PutObjectCommand({ Bucket, Key: keyOf(sha256), Body: fs.createReadStream(tempPath), ContentLength: size }),
            );
            return { created: true };
          } finally {
            await fsp.rm(tempPath, { force: true });
          }
        },
        async discard() {
          if (once.take()) await fsp.rm(tempPath, { force: true });
        },
      };
      return staged;
    },

    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    exists,

    async remove(key) {
      // Deleting a missing key succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    removeStaleStaging: (before) => removeStaleStaged(options.stagingDir, before),
  };
}
