import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The portal's version, from the root package.json. */
export const APP_VERSION: string = (require('../../../package.json') as { version: string }).version;
