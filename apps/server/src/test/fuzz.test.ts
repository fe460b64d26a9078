import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { fuzz, operationsOf, type OpenApiDocument } from './fuzz';

/**
 * The fuzz run of every operation of the OpenAPI document (see fuzz.ts). In the unit suite: a few
 * hundred requests with a fixed seed, so a failure reproduces. `npm run test:fuzz` runs longer:
 * FUZZ_RUNS requests (default 5000) from FUZZ_SEED (default: a new one, printed).
 */
const long = process.env.FUZZ_LONG === '1';
const runs = Number(process.env.FUZZ_RUNS ?? (long ? 5_000 : 300));
const seed = Number(process.env.FUZZ_SEED ?? (long ? Date.now() % 2 ** 31 : 20_240_601));

let t: TestApp;
beforeAll(async () => {
  // Limits far above what the run sends: the fuzz is after answers, not after the limits (tested on their own).
  t = await createTestApp({
    SIGN_IN_RATE_LIMIT_PER_MINUTE: 1_000_000,
    REGISTRATION_RATE_LIMIT_PER_MINUTE: 1_000_000,
    SEND_LIMIT_PER_IP_PER_HOUR: 1_000_000,
    SEND_LIMIT_PER_TARGET_PER_HOUR: 1_000_000,
  });
});
afterAll(() => t.close());

describe('fuzzing the API from its OpenAPI document', () => {
  it('covers every operation of the document', () => {
    const ops = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.filter((o) => o.api).every((o) => o.responses.default)).toBe(true);
  });

  it(
    `answers ${runs} generated and hostile requests (seed ${seed}) without a 5xx or a broken schema`,
    async () => {
      if (long) console.log(`fuzz: ${runs} requests, FUZZ_SEED=${seed}`);
      await fuzz(t, { runs, seed, onRequest: long ? (n) => n % 500 === 0 && console.log(`fuzz: ${n} requests`) : undefined });
    },
    Math.max(60_000, runs * 500),
  );
});
