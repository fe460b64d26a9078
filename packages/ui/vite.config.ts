import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The shared components' tests (the `ui` project of the root vitest.config.ts): jsdom, the ui texts.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests render Mantine in jsdom: slow on a busy 2-core machine, so more than the default 5 s.
    testTimeout: 15_000,
  },
});
