import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeTexts } from '@portal/ui/test/texts';
import { namespaceFiles } from './resources';

// The console's files and the shared components' (`ui`), which the console registers.
const here = path.dirname(fileURLToPath(import.meta.url));
describeTexts([here, path.join(here, '../../../../packages/ui/src/i18n')], namespaceFiles);
