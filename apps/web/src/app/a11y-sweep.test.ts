import { describe, expect, it } from 'vitest';
import { routePatterns, sweepGaps, sweepPages } from '@portal/ui/test/route-sweep';
import { routes } from './router';
import { flaggedModules, routeExists } from './modules';
import { signedInAreaRoutes } from './signed-in-areas';

/** Every page of the patient portal: the router's own, the lazy areas' and every module's (on or off). */
const patterns = [
  ...routePatterns(routes),
  ...routePatterns(signedInAreaRoutes(routeExists)),
  ...flaggedModules.flatMap((m) => [...routePatterns(m.routes), ...routePatterns(m.publicRoutes ?? [])]),
];

describe('the accessibility sweep (e2e/a11y-sweep.spec.ts)', () => {
  it('opens every page of the patient portal, and nothing the portal does not have', () => {
    expect(sweepGaps(patterns, sweepPages('web'))).toEqual({ unswept: [], unknown: [] });
  });
});
