import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * react-router publishes its production build beside the development one but names only the latter in
 * its package exports; a production bundle takes the former (no development warnings and checks), which
 * the sign-in page's JavaScript budget feels. Tests and `npm run dev` keep the development build.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  // The build writes a Brotli and a gzip copy beside every text asset; the server sends the one the
  // browser accepts (apps/server/src/plugins/spa.ts), so nothing is compressed per request.
  plugins: [react(), ...(command === 'build' ? [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|json|svg|txt)$/ })] : [])],
  resolve: {
    alias: [
      ...(command === 'build' ? [reactRouterProduction] : []),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sim': apiTarget, '/dev': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    // The sign-in page needs Mantine's Box, Loader, Transition and CloseButton and the JSX runtime, which
    // lazy pages share too: left alone the bundler cuts them into seven small chunks the sign-in page
    // loads one by one (each compresses on its own). One chunk of them saves 1.7 kB of its budget.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'ui-base', test: /@mantine[\\/]core[\\/]esm[\\/](core[\\/]Box|components[\\/](Loader|Transition|CloseButton))|@mantine[\\/]hooks[\\/]esm[\\/]use-id|use-resolved-styles-api|react[\\/]jsx-runtime|react-jsx-runtime/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests render Mantine in jsdom: slow on a busy 2-core machine, so more than the default 5 s.
    testTimeout: 15_000,
  },
}));
