import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { describeSeed, seedIfEmpty } from './index';

/** `npm run seed`: migrate, then seed the configured database if it is empty. */
const config = loadConfig();
const database = await createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
await database.migrate();
const seeded = await seedIfEmpty(database.db, config);
console.log(seeded ? `Demo data seeded: ${describeSeed(seeded)}.` : 'The database already holds data; nothing seeded.');
await database.close();
