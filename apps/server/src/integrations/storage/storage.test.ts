import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
let s3server: S3rver;
let s3endpoint = '';

beforeAll(async () => {
  // An S3-compatible server in this process: the adapter talks real S3 HTTP (signed requests) to it.
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'portal-files', configs: [] }],
  });
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const stagingFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

const adapters: Array<[string, () => { storage: FileStorage; staging: string }]> = [
  ['files on disk', () => {
    const root = path.join(tmp, `local-${crypto.randomUUID()}`);
    return { storage: createLocalStorage(root), staging: path.join(root, 'staging') };
  }],
  ['an S3-compatible object store', () => {
    const staging = path.join(tmp, `staging-${crypto.randomUUID()}`);
    const storage = createS3Storage({
      bucket: 'portal-files',
      prefix: `${crypto.randomUUID()}/`,
      endpoint: s3endpoint,
      stagingDir: staging,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return { storage, staging };
  }],
];

describe.each(adapters)('file storage: %s', (_name, make) => {
  it('stages while hashing, shows nothing until commit, stores identical content once', async () => {
    const { storage, staging } = make();
    const bytes = crypto.randomBytes(200 * 1024);
    const staged = await storage.stage(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(staged.sha256).toBe(sha(bytes));
    expect(staged.size).toBe(bytes.length);
    expect(staged.head.equals(bytes.subarray(0, 64 * 1024))).toBe(true);
    expect(await storage.exists(staged.sha256)).toBe(false);
    expect(await storage.open(staged.sha256)).toBeNull();

    expect(await staged.commit()).toEqual({ created: true });
    await expect(staged.commit()).rejects.toThrow(/settled/);
    const opened = await storage.open(staged.sha256);
    expect(opened?.size).toBe(bytes.length);
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);

    const again = await storage.stage(Readable.from([bytes]));
    expect(await again.commit()).toEqual({ created: false });
    expect(stagingFiles(staging)).toEqual([]);

    await storage.remove(staged.sha256);
    expect(await storage.exists(staged.sha256)).toBe(false);
    await storage.remove(staged.sha256);
  });

  it('leaves nothing behind when the upload fails or is discarded', async () => {
    const { storage, staging } = make();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.stage(failing)).rejects.toThrow(/went away/);
    expect(stagingFiles(staging)).toEqual([]);

    const staged = await storage.stage(Readable.from([Buffer.from('refused')]));
    await staged.discard();
    await staged.discard();
    expect(stagingFiles(staging)).toEqual([]);
    expect(await storage.exists(staged.sha256)).toBe(false);
  });

  it('removes staged files a dead process left, and only old ones', async () => {
    const { storage, staging } = make();
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'old.part'), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(staging, 'old.part'), hourAgo, hourAgo);
    fs.writeFileSync(path.join(staging, 'fresh.part'), 'y');
    expect(await storage.removeStaleStaging(new Date(Date.now() - 60_000))).toBe(1);
    expect(stagingFiles(staging)).toEqual(['fresh.part']);
  });

  it('refuses a key that is not a SHA-256', async () => {
    const { storage } = make();
    await expect(storage.open('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});
