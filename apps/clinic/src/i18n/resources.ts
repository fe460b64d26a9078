import { uiNamespaceFiles, type UiPolishFiles } from '@portal/ui/i18n';
import type auth from './pl/auth.json';
import type common from './pl/common.json';
import type dashboard from './pl/dashboard.json';
import type layout from './pl/layout.json';
import type patients from './pl/patients.json';
import type organisation from './pl/organisation.json';
import type settings from './pl/settings.json';
import type password from './pl/password.json';
import type staff from './pl/staff.json';
import type questionnaires from './pl/questionnaires.json';
import type messages from './pl/messages.json';
import type records from './pl/records.json';
import type documentRequests from './pl/document-requests.json';
import type bookings from './pl/bookings.json';

/**
 * The namespaces and the files (`<language>/<file>.json`) each is merged from: the sign-in page's
 * `common` and `auth` (and `ui`) in the entry, `layout` with the signed-in layout, a feature's with its
 * routes (`loadNamespace` in the route's `lazy`). A feature adds its file here and in PolishFiles.
 */
export const namespaceFiles = {
  common: ['common'],
  // The password change page's texts come with that page, not with the sign-in page.
  auth: ['auth', 'password'],
  layout: ['layout'],
  dashboard: ['dashboard'],
  patients: ['patients'],
  organisation: ['organisation'],
  settings: ['settings'],
  staff: ['staff'],
  questionnaires: ['questionnaires'],
  messages: ['messages'],
  records: ['records'],
  documentRequests: ['document-requests'],
  bookings: ['bookings'],
  // The shared components' texts (@portal/ui): `ui` with the entry, the rest with the pages that show them.
  ui: uiNamespaceFiles.ui,
} as const;

export type Namespace = keyof typeof namespaceFiles;
export type FileOf<NS extends Namespace> = (typeof namespaceFiles)[NS][number];

/** The Polish texts, file by file: they define the keys every language has. */
interface PolishFiles extends UiPolishFiles {
  common: typeof common;
  auth: typeof auth;
  layout: typeof layout;
  dashboard: typeof dashboard;
  patients: typeof patients;
  organisation: typeof organisation;
  settings: typeof settings;
  password: typeof password;
  staff: typeof staff;
  questionnaires: typeof questionnaires;
  messages: typeof messages;
  records: typeof records;
  'document-requests': typeof documentRequests;
  bookings: typeof bookings;
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
