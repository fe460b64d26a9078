import type accountAccess from './pl/account-access.json';
import type account from '../features/account/i18n/pl/account.json';
import type accountContact from '../features/account/i18n/pl/account-contact.json';
import type accountWards from '../features/account/i18n/pl/account-wards.json';
import type accountChildren from '../features/account/i18n/pl/account-children.json';
import type accountDocuments from '../features/account/i18n/pl/account-documents.json';
import type accountMobile from '../features/account/i18n/pl/account-mobile.json';
import type accountLog from '../features/account/i18n/pl/account-log.json';
import type accountRecovery from '../features/account-recovery/i18n/pl/account-recovery.json';
import type adverseEvents from '../features/adverse-events/i18n/pl/adverse-events.json';
import type questionnaires from '../features/questionnaires/i18n/pl/questionnaires.json';
import type selfAssessment from '../features/self-assessment/i18n/pl/self-assessment.json';
import type allergies from '../features/allergies/i18n/pl/allergies.json';
import type messages from '../features/messages/i18n/pl/messages.json';
import type medicalRecord from '../features/medical-record/i18n/pl/medical-record.json';
import type bookings from '../features/bookings/i18n/pl/bookings.json';
import type common from './pl/common.json';
import type commonSignedIn from './pl/common-signed-in.json';
import type forms from './pl/forms.json';
import type epuap from '../features/epuap/i18n/pl/epuap.json';
import type legal from '../features/legal/i18n/pl/legal.json';
import type login from './pl/login.json';
import type registration from '../features/registration/i18n/pl/registration.json';
import type shellSignedIn from './pl/shell-signed-in.json';
import type shell from './pl/shell.json';
import { uiNamespaceFiles, type UiPolishFiles } from '@portal/ui/i18n';

/**
 * The namespaces and the files (`<language>/<file>.json`) each is merged from, so that a page loads only
 * the texts it shows: the sign-in page's `login` and `shell` first, the rest with their routes. Every
 * file exists in every language (texts.test.ts checks it). A file lies in the folder of the feature that
 * owns it (`features/<name>/i18n/<language>/`), or here (`i18n/<language>/`) when the app's shell or
 * several features share it; file names are unique across both (bundles.ts keys them by name).
 */
export const namespaceFiles = {
  // `forms`: the shared date and file fields, loaded by the routes that show them; `common-signed-in`:
  // the signed-in area's shared pieces (patient gate, printouts, paged lists), loaded with its layout.
  common: ['common', 'forms', 'common-signed-in'],
  shell: ['shell', 'shell-signed-in'],
  login: ['login', 'account-access', 'epuap'],
  'account-recovery': ['account-recovery'],
  // The account area (/account): one file per part, each loaded with the area's routes.
  account: ['account', 'account-contact', 'account-wards', 'account-children', 'account-documents', 'account-mobile', 'account-log'],
  allergies: ['allergies'],
  messages: ['messages'],
  'medical-record': ['medical-record'],
  bookings: ['bookings'],
  'adverse-events': ['adverse-events'],
  questionnaires: ['questionnaires'],
  'self-assessment': ['self-assessment'],
  registration: ['registration'],
  legal: ['legal'],
  // The shared components' texts (@portal/ui): `ui` with the entry, `ui-forms` with the routes that show
  // date or file fields, `ui-signed-in` with the signed-in layout.
  ui: uiNamespaceFiles.ui,
} as const;

export type Namespace = keyof typeof namespaceFiles;
export type FileOf<NS extends Namespace> = (typeof namespaceFiles)[NS][number];

/** The Polish texts, file by file: they define the keys every language has. */
interface PolishFiles extends UiPolishFiles {
  common: typeof common;
  forms: typeof forms;
  'common-signed-in': typeof commonSignedIn;
  shell: typeof shell;
  'shell-signed-in': typeof shellSignedIn;
  login: typeof login;
  'account-access': typeof accountAccess;
  epuap: typeof epuap;
  'account-recovery': typeof accountRecovery;
  allergies: typeof allergies;
  messages: typeof messages;
  'medical-record': typeof medicalRecord;
  bookings: typeof bookings;
  'adverse-events': typeof adverseEvents;
  questionnaires: typeof questionnaires;
  'self-assessment': typeof selfAssessment;
  'account': typeof account;
  'account-contact': typeof accountContact;
  'account-wards': typeof accountWards;
  'account-children': typeof accountChildren;
  'account-documents': typeof accountDocuments;
  'account-mobile': typeof accountMobile;
  'account-log': typeof accountLog;
  registration: typeof registration;
  legal: typeof legal;
}

type Merged<Files extends readonly (keyof PolishFiles)[]> = Files extends readonly [
  infer First extends keyof PolishFiles,
  ...infer Rest extends readonly (keyof PolishFiles)[],
]
  ? PolishFiles[First] & Merged<Rest>
  : unknown;

export type Resources = { [NS in Namespace]: Merged<(typeof namespaceFiles)[NS]> };

// Typed keys: t('no.such.key') and a key of another namespace fail `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
