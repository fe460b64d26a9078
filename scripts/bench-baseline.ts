import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../apps/server/src/db/client';
import { patients } from '../apps/server/src/db/schema/index';

/**
 * The bench's one baseline: a primary-key select of a patient, the cheapest thing a request can do on
 * the database, measured in the same run, on the same database (the same pool) and interleaved with the
 * measured calls, so both see the same machine. Three ways to reach it, as the measured figure is reached:
 *  - `inject()` — through a bare Fastify + zod route (no session, no access check) by `app.inject`, as
 *    the list benches call the real routes;
 *  - `fetch()` — the same route over HTTP on a port of its own (after `listen()`), for figures measured
 *    over HTTP;
 *  - `query()` — the select alone through the pool, for figures measured on a service function.
 */

export const BARE_ROUTE = 'primary-key selects through a bare Fastify+zod route';
export const BARE_QUERY = 'primary-key selects through the same pool';
/** A page with one paragraph and no script: the browser's own floor for a first paint. */
export const BARE_PAGE = '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Portal</title></head><body><p>Portal Pacjenta</p></body></html>';

export interface Baseline {
  app: FastifyInstance;
  /** The route's path for the patient it selects (`/bare/patients/{id}`). */
  path: string;
  inject(): Promise<void>;
  query(): Promise<void>;
  /** Listens on a free port; afterwards `fetch()` and `base` work. */
  listen(): Promise<string>;
  base: string | null;
  fetch(): Promise<void>;
  close(): Promise<void>;
}

export async function openBaseline(db: Db): Promise<Baseline> {
  const [first] = await db.select({ id: patients.id }).from(patients).orderBy(patients.id).limit(1);
  if (!first) throw new Error('the baseline needs a patient in the database');
  const select = async (id: number) => {
    const [row] = await db
      .select({ id: patients.id, name: patients.name, lastName: patients.lastName })
      .from(patients)
      .where(eq(patients.id, id));
    return row;
  };
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/bare/patients/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ id: z.number(), name: z.string(), lastName: z.string() }) },
      },
    },
    async (request) => {
      const row = await select(request.params.id);
      if (!row) throw new Error('the baseline patient is missing');
      return row;
    },
  );
  app.get('/bare/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(BARE_PAGE));
  await app.ready();
  const path = `/bare/patients/${first.id}`;
  const baseline: Baseline = {
    app,
    path,
    base: null,
    async inject() {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) throw new Error(`the bare route answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    },
    async query() {
      if (!(await select(first.id))) throw new Error('the baseline patient is missing');
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      baseline.base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      return baseline.base;
    },
    async fetch() {
      if (!baseline.base) throw new Error('the bare route is not listening');
      const res = await fetch(`${baseline.base}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the bare route answered ${res.status}`);
    },
    close: () => app.close(),
  };
  return baseline;
}

/** Milliseconds one call takes. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/**
 * `calls` measured calls and as many baseline calls, one after the other in turn (which goes first
 * alternates), after `warmUp` untimed calls of each: both series see the same machine, the same caches
 * and the same database. `measured(i)` resolves to its own time in ms when it times itself (e.g. from
 * a moment it chose), else it is timed here.
 */
export async function interleaved(
  calls: number,
  measured: (i: number) => Promise<unknown>,
  baseline: (i: number) => Promise<unknown>,
  warmUp = 30,
): Promise<{ measured: number[]; baseline: number[] }> {
  for (let i = 0; i < warmUp; i++) {
    await measured(i);
    await baseline(i);
  }
  const times = { measured: [] as number[], baseline: [] as number[] };
  const one = async (which: 'measured' | 'baseline', i: number) => {
    const started = performance.now();
    const own = await (which === 'measured' ? measured(i) : baseline(i));
    times[which].push(typeof own === 'number' ? own : performance.now() - started);
  };
  for (let i = 0; i < calls; i++) {
    if (i % 2 === 0) {
      await one('measured', i);
      await one('baseline', i);
    } else {
      await one('baseline', i);
      await one('measured', i);
    }
  }
  return times;
}

/** Runs `work` with a baseline on `db`, closed afterwards. */
export async function withBaseline<T>(db: Db, work: (baseline: Baseline) => Promise<T>): Promise<T> {
  const baseline = await openBaseline(db);
  try {
    return await work(baseline);
  } finally {
    await baseline.close();
  }
}

