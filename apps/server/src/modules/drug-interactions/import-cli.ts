import { createReadStream } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { createDb } from '../../db/client';
import { systemClock } from '../../deps';
import { AppError } from '../../errors';
import { publishEdition, registerCounts, uploadEdition } from './drug-editions-service';

/*
 * `npm run drugs:import -- <file> [--kind REGISTER|INTERACTIONS] [--publish]`: loads a register export
 * (.xml) or an interaction table (.csv) into the configured database as a draft edition, exactly as the
 * console's upload does (same file again: nothing loaded), and with --publish puts it in force.
 */
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--kind');
const kindArg = args.includes('--kind') ? args[args.indexOf('--kind') + 1] : null;
if (!file) {
  console.error('Użycie: npm run drugs:import -- <plik.xml|plik.csv> [--kind REGISTER|INTERACTIONS] [--publish]');
  process.exit(2);
}
const kind = kindArg === 'REGISTER' || kindArg === 'INTERACTIONS' ? kindArg : path.extname(file).toLowerCase() === '.csv' ? 'INTERACTIONS' : 'REGISTER';

const config = loadConfig();
const database = await createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
try {
  await database.migrate();
  const deps = { db: database.db, clock: systemClock };
  const { edition, created } = await uploadEdition(deps, { kind, fileName: path.basename(file), chunks: createReadStream(file), staffId: null });
  const diff = edition.diff.products ?? edition.diff.pairs;
  console.log(
    created
      ? `Wydanie ${edition.id} (${kind}) wczytane jako wersja robocza: ${edition.products} produktów, ${edition.packages} opakowań, ${edition.pairs} par; zmiany: +${diff?.added ?? 0} ~${diff?.changed ?? 0} -${diff?.removed ?? 0}.`
      : `Ten plik był już wczytany jako wydanie ${edition.id} (${edition.state}); nic nie zmieniono.`,
  );
  if (args.includes('--publish') && edition.state === 'DRAFT') {
    await publishEdition(deps, edition.id, null);
    const now = await registerCounts(deps);
    console.log(`Wydanie ${edition.id} opublikowane: w użyciu ${now.products} produktów i ${now.pairs} par interakcji.`);
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(`${error.code}: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
