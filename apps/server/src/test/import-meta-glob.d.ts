/**
 * Vite's `import.meta.glob`, as far as the server's tests use it: vitest (Vite) turns each call into the
 * imports of the files its pattern matches. Only tests run under Vite: the server's own code, bundled by
 * esbuild, never calls it. `test/access-examples.ts` and `test/staff-access-examples.ts` collect every
 * module's examples with it.
 */
interface ImportMeta {
  glob<T = Record<string, unknown>>(pattern: string, options: { eager: true }): Record<string, T>;
}
