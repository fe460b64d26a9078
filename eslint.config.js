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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx'] },
  {
    // `role` of a component is its own prop (RegistrationForm's PATIENT, WARD, CHILD), not an ARIA role.
    files: ['apps/web/**/*.tsx'],
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
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-import': 'error' },
  },
);
