import { matchPath, type RouteObject } from 'react-router';
import type { SweepPage } from './sweep-pages';

export { sweepFiles, sweepPages, type SweepApp, type SweepFile, type SweepPage } from './sweep-pages';

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

/** The patterns no page of the sweep opens, and the sweep's pages no pattern matches (stale entries). */
export function sweepGaps(patterns: string[], pages: SweepPage[]): { unswept: string[]; unknown: string[] } {
  const pathOf = (url: string) => new URL(url, 'http://portal').pathname;
  return {
    unswept: patterns.filter((p) => !pages.some((page) => matchPath(p, pathOf(page.url)))),
    unknown: pages.filter((page) => !patterns.some((p) => matchPath(p, pathOf(page.url)))).map((page) => page.url),
  };
}
