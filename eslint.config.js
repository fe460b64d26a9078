import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries, checkedPatients, ownTables } from './scripts/lint/server-rules.js';

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
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils.tsx', '**/*.access-examples.ts', '**/*.staff-access-examples.ts', 'e2e/**', 'apps/server/src/seed/dictionaries/**'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/clinic/src/features/**/*.{ts,tsx}', 'apps/server/src/modules/**/*.ts', 'apps/server/src/seed/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-import': 'error' },
  },
  {
    // Services and repositories speak values: no request, reply or multipart type below the routes (an
    // upload reaches a service as a `MultipartSource` of `UploadPart`s, the caller as a `PatientCaller`, a
    // download leaves through lib/downloads' `sendDownload` in the route).
    files: ['apps/server/src/modules/**/*-service*.ts', 'apps/server/src/modules/**/*-repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'fastify', message: 'A service takes values, not the request: resolve them in the route.' }], patterns: [{ group: ['@fastify/*'], message: 'A service takes values, not the request: resolve them in the route.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // A module's seed writes the rows its demo needs, in any module's tables, as the seed folder does; so do the tests and their examples.
    ignores: ['**/*.test.ts', '**/*.seed.ts', '**/*.seed-data.ts', '**/*.access-examples.ts', '**/*.staff-access-examples.ts'],
    plugins: { tables: ownTables },
    rules: { 'tables/own-tables': 'error' },
  },
  {
    // A repository takes a checked patient, never a bare id (checkedPatients above; lib/checked-patient).
    files: ['apps/server/src/modules/**/*repository*.ts'],
    plugins: { patients: checkedPatients },
    rules: { 'patients/no-bare-patient-id': 'error' },
  },
  {
    // A checked patient is made where access is decided (plugins/patient-access, plugins/staff-access) or
    // by lib/checked-patient's named origins: modules never cast one.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/seed/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSTypeReference.typeAnnotation[typeName.name=/^(CheckedPatientId|ReachablePatient|PatientScope)$/]',
          message: 'A checked patient comes from the plugins (patientOf, patientScopeOf, staffPatientOf) or lib/checked-patient (systemPatient, patientOfRow, patientOfRecord), never from a cast.',
        },
      ],
    },
  },
  {
    // A route's patient comes from the plugins (patientOf, patientScopeOf, inScope, staffPatientOf): only
    // services, jobs, the seed and tests name the origins the server vouches for itself.
    files: ['apps/server/src/modules/**/*routes*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/checked-patient'],
              importNames: ['systemPatient', 'patientOfRow', 'patientOfRecord', 'patientsOfRows'],
              message: "A route's patient comes from the plugins (patientOf, patientScopeOf, inScope, staffPatientOf), not from a system origin.",
            },
          ],
        },
      ],
    },
  },
);
