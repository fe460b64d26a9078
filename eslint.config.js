import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features never import each other; server modules reach another module only through its service.
 * Resolves each relative import and compares the feature (or module) folder it lands in.
 */
const boundaries = {
  rules: {
    'no-cross-import': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const areas = [
          { dir: `apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`, allow: () => false, what: 'Features never import each other: move what they share to shared/ or packages/.' },
          { dir: `apps${path.sep}clinic${path.sep}src${path.sep}features${path.sep}`, allow: () => false, what: 'Features never import each other: move what they share to shared/ or packages/.' },
          { dir: `apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`, allow: (target) => /-service(\.ts)?$/.test(target) || /modules[\\/]index/.test(target), what: 'A module uses another only through its service.' },
        ];
        const areaOf = (file) => {
          for (const a of areas) {
            const i = file.indexOf(a.dir);
            if (i >= 0) return { area: a, unit: file.slice(i + a.dir.length).split(path.sep)[0] };
          }
          return null;
        };
        const from = areaOf(context.filename);
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (!from || from.unit === 'index.ts' || typeof spec !== 'string' || !spec.startsWith('.')) return;
            const target = path.resolve(path.dirname(context.filename), spec);
            const to = areaOf(target + path.sep);
            if (to && to.area === from.area && to.unit !== from.unit && to.unit !== 'index.ts' && !from.area.allow(target)) {
              context.report({ node, message: from.area.what });
            }
          },
        };
      },
    },
  },
};

/**
 * Which module owns each table (the table exports of apps/server/src/db/schema/). A module's files
 * import only their own tables; `alsoUses` lists, with the reason, the few others a module still
 * names in a query. Everything else reaches another module's rows through that module's service.
 * A new table joins this map (and ARCHITECTURE.md "Data"); an unknown one is reported too.
 */
const tableOwners = {
  accounts: ['accounts', 'sessions', 'eventLog', 'signInThrottles', 'notifications'],
  patients: ['patients', 'patientLinks'],
  allergies: ['allergies'],
  files: ['files', 'patientAttachments'],
  confirmations: ['verifications', 'deliveryAttempts'],
  registration: ['registrationChallenges'],
  sso: ['ssoTokens'],
  epuap: ['eServiceRequests'],
  settings: ['settings', 'links'],
  ampa: ['ampaRegistrations'],
  authorisation: ['authorisationForms'],
  staff: ['staffMembers', 'staffMemberUnits', 'staffRecoveryCodes', 'staffSessions', 'staffReads'],
  organisation: ['units', 'practitioners', 'practitionerUnits', 'services', 'serviceUnits'],
  questionnaires: ['questionnaires', 'questionnaireVersions', 'questionnaireServices', 'questionnaireSpecialities', 'programs', 'programInvitations', 'questionnaireFulfillments'],
  'self-assessment': ['selfAssessments'],
  messages: ['messageCategories', 'mailboxes', 'mailboxMembers', 'messages', 'messageRecipients', 'messageAttachments'],
  'medical-record': ['encounters', 'encounterDiagnoses', 'clinicalDocumentTypes', 'clinicalDocuments', 'documentNotes', 'waitingListEntries'],
  'document-requests': ['documentRequests', 'documentRequestDocuments', 'documentRequestAttachments'],
  'test-results': ['resultOrders', 'resultItems', 'imagingFiles'],
  bookings: ['bookingServiceRules', 'schedules', 'scheduleExceptions', 'timeSlots', 'bookings', 'bookingAttachments', 'priceListItems', 'referralInstitutions', 'referralPractitioners', 'drugs', 'bookingLocks'],
  dev: ['outbox'],
  // Shared reference data: read by any module, written by the seed.
  '*': ['dictionaryItems'],
};
const alsoUses = {
  // Sign-in by PESEL (the e-service) and the merge's same-person check join the own records.
  // A new password voids the account's reset secrets and single-sign-on tokens in its transaction.
  accounts: ['patients', 'verifications', 'ssoTokens'],
  // A record's owner status (live or deleted account) is joined into the registration's look-up, and
  // the owner's login and contact columns into the clinic's patient card and identity queue.
  patients: ['accounts'],
  // A single-sign-on token is redeemed only while the session that minted it lives (one query).
  sso: ['sessions'],
  // The catalogue, free slots and booking lists join the organisation's names in one query a page; the
  // booking rules read the patient's and the booking account's facts beside the bookings they count.
  bookings: ['units', 'practitioners', 'services', 'serviceUnits', 'patients', 'accounts'],
};
const ownerOfTable = new Map(Object.entries(tableOwners).flatMap(([module, tables]) => tables.map((t) => [t, module])));

const ownTables = {
  rules: {
    'own-tables': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const dir = `apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
        const i = context.filename.indexOf(dir);
        if (i < 0) return {};
        const module = context.filename.slice(i + dir.length).split(path.sep)[0];
        const schemaDir = `${path.sep}db${path.sep}schema`;
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (node.importKind === 'type' || typeof spec !== 'string' || !spec.startsWith('.')) return;
            if (!path.resolve(path.dirname(context.filename), spec).includes(schemaDir)) return;
            for (const s of node.specifiers) {
              if (s.type !== 'ImportSpecifier' || s.importKind === 'type') continue;
              const table = s.imported.name;
              const owner = ownerOfTable.get(table);
              if (table.endsWith('Ownership')) {
                context.report({ node: s, message: 'Merge rules are read through db/ownership.ts, not from a schema file.' });
              } else if (owner === undefined) {
                context.report({ node: s, message: `Table ${table} has no owning module: add it to tableOwners in eslint.config.js.` });
              } else if (owner !== module && owner !== '*' && !(alsoUses[module] ?? []).includes(table)) {
                context.report({ node: s, message: `Table ${table} belongs to the ${owner} module: reach its rows through ${owner}-service.` });
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'test-results/**', 'data/**', '**/.e2e-dist/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/clinic/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx', 'apps/clinic/**/*.tsx', 'packages/ui/**/*.tsx'] },
  {
    // `role` of a component is its own prop (RegistrationForm's PATIENT, WARD, CHILD), not an ARIA role.
    files: ['apps/web/**/*.tsx', 'apps/clinic/**/*.tsx', 'packages/ui/**/*.tsx'],
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  {
    // A file past 300 lines usually holds more than one thing: cut it where the parts meet.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils.tsx', 'e2e/**', 'apps/server/src/seed/dictionaries/**'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/clinic/src/features/**/*.{ts,tsx}', 'apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-import': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tables: ownTables },
    rules: { 'tables/own-tables': 'error' },
  },
);
