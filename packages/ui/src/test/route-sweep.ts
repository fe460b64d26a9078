import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath, type RouteObject } from 'react-router';

/**
 * The pages of a route table as address patterns: every route that shows something (an element, a
 * component or a lazy page), its path joined to its parents'. Routes that only redirect (a loader and
 * nothing to show) and the catch-all are left out.
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const here = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const shows = r.element !== undefined || r.Component !== undefined || r.lazy !== undefined;
    // An index route at the top of the table is the app's home, '/'.
    const at = here === '' && r.index ? '/' : here;
    if (shows && (r.path !== undefined || r.index) && at !== '' && !at.endsWith('*')) out.push(at);
    if (r.children) out.push(...routePatterns(r.children, here));
  }
  return [...new Set(out)];
}

/**
 * One page of the accessibility sweep (e2e/a11y-routes.json): its address and who opens it ('visitor',
 * a demo patient's key, a demo staff login). With `via`, `url` is a pattern and the page is reached from
 * the address `via[0]` by following, for each further pattern of `via` and then `url`, the first link
 * whose address it matches (so ids of the demo data are not written down).
 */
export interface SweepPage {
  url: string;
  as: string;
  via?: string[];
  /** A defect the sweep found and that is not fixed yet (its check is marked fixme). */
  known?: string;
}

/** The accessibility sweep's pages of one app, read from e2e/a11y-routes.json (the file the sweep spec reads). */
export function sweepPages(app: 'web' | 'clinic'): SweepPage[] {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/a11y-routes.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<'web' | 'clinic', SweepPage[]>)[app];
}

/** The patterns no page of the sweep opens, and the sweep's pages no pattern matches (stale entries). */
export function sweepGaps(patterns: string[], pages: SweepPage[]): { unswept: string[]; unknown: string[] } {
  const pathOf = (url: string) => new URL(url, 'http://portal').pathname;
  return {
    unswept: patterns.filter((p) => !pages.some((page) => matchPath(p, pathOf(page.url)))),
    unknown: pages.filter((page) => !patterns.some((p) => matchPath(p, pathOf(page.url)))).map((page) => page.url),
  };
}
