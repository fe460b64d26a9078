import { defineConfig } from 'vitest/config';

// One runner for every unit, component and API test; each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      // The test run's own tooling (the time table and budget).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The seeded database every API test file copies (src/test/seed-template.ts).
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/ui/vite.config.ts',
      'apps/web/vite.config.ts',
      'apps/clinic/vite.config.ts',
    ],
  },
});
