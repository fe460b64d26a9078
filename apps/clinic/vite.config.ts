import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The clinic console: served by the server under /clinic/ (apps/server/src/plugins/spa.ts, CLINIC_DIST).
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
  base: '/clinic/',
  // The build writes a Brotli and a gzip copy beside every text asset; the server sends the one the
  // browser accepts (apps/server/src/plugins/spa.ts), so nothing is compressed per request.
  plugins: [react(), ...(command === 'build' ? [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|json|svg|txt)$/ })] : [])],
  resolve: {
    alias: [
      ...(command === 'build' ? [reactRouterProduction] : []),
      {
        // React has useSyncExternalStore built in; the shim package react-i18next pulls in only adds weight.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('../web/src/app/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    // `npm run dev`: the console on :5174/clinic/, the API proxied to the server.
    port: 5174,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'clinic',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
}));
