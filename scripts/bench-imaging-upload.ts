import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo';
import type { BenchRow, Log } from './bench-messages-kit';

/**
 * Streaming a large DICOM import (`npm run bench` section, or `npx tsx scripts/bench-imaging-upload.ts`
 * after `npm run build`): the built server on a fresh demo database, Anna signed in, one 100 MB DICOM
 * file (the demo sample's header, then 100 MB the header does not describe: the check reads the header
 * only) posted to her imaging order open for imports. The figure is the server process's resident
 * memory at its highest during the upload minus before it (Linux /proc): goal < 50 MB. It stays an
 * absolute figure: megabytes held do not move with the machine's load, and no baseline would mean more.
 */

const FILE_MB = 100;
const GOAL_MB = 50;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CLIENT = { 'x-portal-client': '1' };

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/** A multipart body streamed from a generator: the sample's bytes, then `extra` bytes of zeros in 1 MB chunks. */
function uploadBody(sample: Buffer, extra: number, boundary: string): Readable {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="duze-badanie.dcm"\r\nContent-Type: application/dicom\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  return Readable.from(
    (function* () {
      yield head;
      yield sample;
      for (let sent = 0; sent < extra; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, extra - sent));
      yield tail;
    })(),
  );
}

export async function imagingUploadMemory(log: Log, opts: { serverBundle: string; webDist: string; clinicDist: string }): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
  const child = spawn(process.execPath, [opts.serverBundle], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PORTAL_MODE: 'demo', WEB_DIST: opts.webDist, CLINIC_DIST: opts.clinicDist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let output = '';
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        output += d;
        const m = /Portal Pacjenta: (http:\/\/\S+)/.exec(output);
        if (m) resolve(m[1]);
      });
      child.stderr.on('data', (d) => (output += d));
      setTimeout(() => reject(new Error(`server did not start within 120 s: ${output.slice(-500)}`)), 120_000).unref();
    });
    const login = await fetch(`${base}/api/mpi/accounts/login`, { method: 'POST', headers: { ...CLIENT, 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNTS.anna) });
    const cookie = /pp_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`Anna's sign-in answered ${login.status}`);
    const headers = { ...CLIENT, cookie };
    const me = (await (await fetch(`${base}/api/mpi/accounts/mpi-user/patients/me`, { headers })).json()) as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    const after = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
    const list = (await (await fetch(`${base}/api/mpi/test-results/mpi-user/${me.id}?after=${after}&before=${today}&pageSize=100`, { headers })).json()) as {
      items: Array<{ id: number; imaging: { studyAvailable: boolean; importEnabled: boolean } | null }>;
    };
    const order = list.items.find((o) => o.imaging?.importEnabled && !o.imaging.studyAvailable);
    if (!order) throw new Error('Anna has no imaging order open for imports');

    const sample = fs.readFileSync(path.join(root, 'apps/server/src/seed/imaging/import/badanie-pacjenta.dcm'));
    const boundary = `bench${Date.now()}`;
    const before = rssOf(child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
    const started = performance.now();
    const res = await fetch(`${base}/api/mpi/test-results/mpi-user/${me.id}/order/${order.id}/agfa/files`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(uploadBody(sample, FILE_MB * 1024 * 1024, boundary)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 201 && res.status !== 200) throw new Error(`the upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const growth = (peak - before) / 1024 / 1024;
    log(`imaging upload: ${FILE_MB} MB in ${seconds.toFixed(1)} s, server RSS ${(before / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MB`);
    return [
      {
        figure: `Streaming a ${FILE_MB} MB DICOM import (POST .../agfa/files, built server, demo database): growth of the server's resident memory during the upload`,
        measured: `${growth.toFixed(1)} MB (${seconds.toFixed(1)} s)`,
        goal: `< ${GOAL_MB} MB`,
        ok: growth < GOAL_MB,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench-imaging-upload.ts` (after `npm run build`): this figure alone.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const dist = (p: string) => path.join(root, p);
  imagingUploadMemory((text) => console.log(`[bench] ${text}`), { serverBundle: dist('apps/server/dist/server.js'), webDist: dist('apps/web/dist'), clinicDist: dist('apps/clinic/dist') }).then(
    (rows) => {
      for (const row of rows) console.log(row);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
