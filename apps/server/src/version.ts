import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/** The portal's version, from the root package.json. */
export const APP_VERSION: string = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
