import type { RouteObject } from 'react-router';
import type { ConsoleArea, ConsoleFeature } from './console-feature';

/**
 * Every feature's descriptor (`features/<name>/feature.ts`), found by its folder: adding a feature adds
 * nothing here (see apps/clinic/README.md). Eager, since the route table needs them at start; each names
 * only lazy pages, so the entry chunk carries no feature's page.
 */
const found = import.meta.glob<ConsoleFeature>('../features/*/feature.ts', { eager: true, import: 'feature' });

/** The console's features, by folder name. */
export const consoleFeatures: readonly ConsoleFeature[] = Object.keys(found)
  .sort()
  .map((file) => found[file]);

/** Every feature's parts of the signed-in area, in the console's order (`order`: the menu's and the routes'). */
export const areas: readonly ConsoleArea[] = consoleFeatures.flatMap((f) => f.areas).sort((a, b) => a.order - b.order);

/** The pages outside the signed-in area (the sign-in page). */
export const publicRoutes: RouteObject[] = consoleFeatures.flatMap((f) => f.publicRoutes ?? []);
