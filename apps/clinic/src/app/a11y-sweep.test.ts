import { describe, expect, it } from 'vitest';
import { routePatterns, sweepGaps, sweepPages } from '@portal/ui/test/route-sweep';
import { testQueryClient } from '@portal/ui/test';
import { clinicRoutes } from './routes';

/** Every page of the console, under its basename /clinic. */
const patterns = routePatterns(clinicRoutes(testQueryClient())).map((p) => `/clinic${p === '/' ? '' : p}`);

describe('the accessibility sweep (e2e/a11y-sweep.spec.ts)', () => {
  it('opens every page of the clinic console, and nothing the console does not have', () => {
    expect(sweepGaps(patterns, sweepPages('clinic'))).toEqual({ unswept: [], unknown: [] });
  });
});
