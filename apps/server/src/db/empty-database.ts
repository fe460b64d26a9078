import fs from 'node:fs';
import path from 'node:path';
import { createDb } from './client';

/**
 * The build's empty embedded database: a PGlite cluster already created and migrated, dumped beside the
 * server bundle (`empty-database.tar`). Creating a cluster (PGlite's initdb) costs most of the embedded
 * database's first start (about 5 s here, 8 s on a busy machine); a first start on an empty DATA_DIR
 * loads this instead and then migrates as always, so a bundle older than the migrations only adds the
 * missing ones. Run by scripts/build-server.mjs: `node <outdir>/empty-database.js <outdir>`.
 */
export const EMPTY_DATABASE_FILE = 'empty-database.tar';

async function main() {
  const outdir = process.argv[2];
  if (!outdir) throw new Error('usage: empty-database.js <outdir>');
  const database = await createDb({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  fs.writeFileSync(path.join(outdir, EMPTY_DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('empty-database')) {
  main().catch((err: unknown) => {
    console.error('The empty database could not be made:', (err as Error).message);
    process.exit(1);
  });
}
