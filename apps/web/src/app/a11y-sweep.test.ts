import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { routePatterns, sweepFiles, sweepGaps, sweepPages } from '@portal/ui/test/route-sweep';
import { features } from './features';
import { routes } from './router';
import { flaggedModules, routeExists } from './modules';
import { signedInAreaRoutes } from './signed-in-areas';

/** Every page of the patient portal: the router's own, the lazy areas' and every module's (on or off). */
const patterns = [
  ...routePatterns(routes),
  ...routePatterns(signedInAreaRoutes(routeExists)),
  ...flaggedModules.flatMap((m) => [...routePatterns(m.routes), ...routePatterns(m.publicRoutes ?? [])]),
];

const pathOf = (url: string) => new URL(url, 'http://portal').pathname;

/** The features whose pages include `url`'s: their route tables' (public, signed-in), or their lazy area's addresses. */
const ownersOf = (url: string) =>
  features
    .filter((f) => {
      const own = [...routePatterns(f.publicRoutes ?? []), ...routePatterns(f.flag ? f.routes : (f.routes?.(routeExists) ?? []))];
      return [...own, ...(f.areaPaths ?? [])].some((p) => matchPath(p, pathOf(url)));
    })
    .map((f) => f.name);

describe('the accessibility sweep (e2e/specs/a11y-sweep.spec.ts)', () => {
  it('opens every page of the patient portal, and nothing the portal does not have', () => {
    expect(sweepGaps(patterns, sweepPages('web'))).toEqual({ unswept: [], unknown: [] });
  });

  it("finds each page in the folder of the feature it belongs to (a page of no feature in app/a11y-routes.json)", () => {
    const files = sweepFiles('web');
    expect(files.length).toBeGreaterThan(10);
    for (const { file, pages } of files) {
      const feature = /^apps\/web\/src\/features\/([^/]+)\/a11y-routes\.json$/.exec(file)?.[1];
      expect(feature !== undefined || file === 'apps/web/src/app/a11y-routes.json', file).toBe(true);
      for (const page of pages) expect(ownersOf(page.url), `${page.url} in ${file}`).toEqual(feature ? [feature] : []);
    }
  });
});
