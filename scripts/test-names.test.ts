import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A test that needs a database (an API test through the test app, or one opening PGlite or PostgreSQL
 * itself) is named `*.int.test.ts`, and only such a test is: `npm run test:fast` runs every other test
 * without a database, and a misnamed file would either slow the fast lane or leave it. A test that
 * gets its app from a kit beside it (`./x-kit`) counts as the kit does.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEEDS_DATABASE = /createTestApp|createDb\(|new PGlite|from 'pg'|seed-template/;

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? testFiles(full) : /\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Whether the file, or a kit of its own folder it imports (e.g. test/staff-matrix-kit.ts), opens a database. */
function needsDatabase(file: string): boolean {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (NEEDS_DATABASE.test(text)) return true;
  return [...text.matchAll(/from '\.\/([\w.-]+)'/g)].some(([, name]) => {
    const kit = path.join(root, path.dirname(file), `${name}.ts`);
    return fs.existsSync(kit) && NEEDS_DATABASE.test(fs.readFileSync(kit, 'utf8'));
  });
}

describe('test file names', () => {
  const files = ['apps', 'packages', 'scripts'].flatMap((d) => testFiles(path.join(root, d))).map((f) => path.relative(root, f));

  it('finds the suite', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('names a test that needs a database *.int.test.ts, and no other', () => {
    const misnamed = files.filter((f) => f !== 'scripts/test-names.test.ts' && needsDatabase(f) !== f.endsWith('.int.test.ts'));
    expect(misnamed).toEqual([]);
  });
});
