import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { routePatterns, sweepFiles, sweepGaps, sweepPages } from '@portal/ui/test/route-sweep';
import { testQueryClient } from '@portal/ui/test';
import { consoleFeatures } from './features';
import { clinicRoutes } from './routes';

/** Pages under the console's basename /clinic. */
const underBase = (patterns: string[]) => patterns.map((p) => `/clinic${p === '/' ? '' : p}`);

/** Every page of the console. */
const patterns = underBase(routePatterns(clinicRoutes(testQueryClient())));

/** The features whose route tables (public or of their areas) have `url`'s page. */
const ownersOf = (url: string) =>
  consoleFeatures
    .filter((f) => underBase([...routePatterns(f.publicRoutes ?? []), ...f.areas.flatMap((a) => routePatterns(a.routes))]).some((p) => matchPath(p, new URL(url, 'http://portal').pathname)))
    .map((f) => f.name);

describe('the accessibility sweep (e2e/specs/a11y-sweep.spec.ts)', () => {
  it('opens every page of the clinic console, and nothing the console does not have', () => {
    expect(sweepGaps(patterns, sweepPages('clinic'))).toEqual({ unswept: [], unknown: [] });
  });

  it('finds each page in the folder of the feature it belongs to (a page of no feature in app/a11y-routes.json)', () => {
    const files = sweepFiles('clinic');
    expect(files.length).toBeGreaterThan(5);
    for (const { file, pages } of files) {
      const feature = /^apps\/clinic\/src\/features\/([^/]+)\/a11y-routes\.json$/.exec(file)?.[1];
      expect(feature !== undefined || file === 'apps/clinic/src/app/a11y-routes.json', file).toBe(true);
      for (const page of pages) expect(ownersOf(page.url), `${page.url} in ${file}`).toEqual(feature ? [feature] : []);
    }
  });
});
