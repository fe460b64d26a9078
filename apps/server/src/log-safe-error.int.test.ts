import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { logSafeError, logSafeErrorText } from './log-safe-error';
import { DEMO_ACCOUNTS } from './demo';
import { createTestApp, type TestApp } from './test/helper';

const EMAIL = DEMO_ACCOUNTS.anna.username;
expect(EMAIL).toContain('@');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The error a query throws, as drizzle hands it over (DrizzleQueryError with the database's error as its cause). */
async function failureOf(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (err) {
    return err as Error;
  }
  throw new Error('the query did not fail');
}

describe('a failed query in the error log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    // The same database and deps, with a logger that writes into `lines`.
    app = await buildApp({ ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'info' } }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
    await t.deps.db.execute(sql`alter table accounts rename column email_gone to email`);
  });

  it('keeps the SQL text and the reason, never the parameters', async () => {
    // The sign-in query looks the e-mail up in a column that no longer exists: it fails with the e-mail as a parameter.
    await t.deps.db.execute(sql`alter table accounts rename column email to email_gone`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/mpi/accounts/login',
      headers: { 'x-portal-client': '1' },
      payload: { username: EMAIL, password: DEMO_ACCOUNTS.anna.password },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('select');

    const log = lines.join('');
    // Demo mode writes each request as a short plain line; the rest is pino JSON.
    const entries = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; err?: { message: string; query?: string; cause?: { message: string } } });
    const failure = entries.find((e) => e.msg === 'unhandled error');
    expect(failure?.err?.message).toMatch(/^Failed query: select .* from "accounts"/);
    expect(failure?.err?.query).toMatch(/lower\("accounts"\."email"\) = \$\d/);
    expect(failure?.err?.cause?.message).toMatch(/email/);
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(EMAIL.split('@')[0]);
    expect(log).not.toMatch(/params/);
  });
});

describe('logSafeError', () => {
  it('drops the detail of a unique violation, which names the value', async () => {
    await t.deps.db.execute(sql`create table log_probe (e text primary key)`);
    try {
      await t.deps.db.execute(sql`insert into log_probe values (${EMAIL})`);
      const err = await failureOf(t.deps.db.execute(sql`insert into log_probe values (${EMAIL})`));
      expect(JSON.stringify(err, Object.getOwnPropertyNames(err)) + String((err.cause as { detail?: string }).detail)).toContain(EMAIL);
      const safe = logSafeError(err);
      expect(JSON.stringify(safe)).not.toContain(EMAIL);
      expect(safe.query).toBe('insert into log_probe values ($1)');
      expect(safe.cause).toMatchObject({ code: '23505', constraint: 'log_probe_pkey' });
    } finally {
      await t.deps.db.execute(sql`drop table log_probe`);
    }
  });

  it('masks the value a data error quotes, and keeps its code', async () => {
    const err = await failureOf(t.deps.db.execute(sql`select ${'Kowalska 1980-13-45'}::date`));
    expect(String((err.cause as Error).message)).toContain('Kowalska');
    const safe = logSafeError(err);
    expect(JSON.stringify(safe)).not.toContain('Kowalska');
    expect(safe.cause?.code).toMatch(/^22/);
    expect(logSafeErrorText(err)).toBe('Failed query: select $1::date (invalid input syntax for type date: "***")');
  });

  it('masks e-mail addresses and PESEL-like numbers in any message, also in the stack', () => {
    const err = new Error(`recipient ${EMAIL} refused, PESEL 80010112345`, { cause: new Error(`mailbox ${EMAIL} full`) });
    const safe = logSafeError(err);
    const text = JSON.stringify(safe);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('80010112345');
    expect(safe.stack).toMatch(/^Error: recipient \*\*\* refused, PESEL \*\*\*\n\s+at /);
  });
});
