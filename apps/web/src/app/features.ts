import type { RouteObject } from 'react-router';
import type { RouteExists, WebFeature } from './feature';
import { registerFeatures } from './modules';

/**
 * Every feature's descriptor (`features/<name>/feature.ts`, see feature.ts), in folder-name order:
 * adding a feature folder adds it here, with nothing else to list. Eager, so the router has them at
 * start; a descriptor names only route tables whose pages load lazily, so this pulls no page into the
 * entry beyond those the route tables already put there (the sign-in page). Only the router imports
 * this file (see modules.ts `knownFeatures` why).
 */
export const features: WebFeature[] = Object.values(import.meta.glob<WebFeature>('../features/*/feature.ts', { eager: true, import: 'feature' }));
registerFeatures(features);

/**
 * Public pages of features without a flag (sign-in, registration, legal pages...): under the public
 * layout from the start. Their order is the features' folder order: the router ranks routes by their
 * paths, not their order, and no two of these share a path.
 */
export const publicRoutes: RouteObject[] = features.flatMap((f) => (f.flag ? [] : (f.publicRoutes ?? [])));

/** Signed-in pages of features without a flag (the hub), in the router from the start. */
export const signedInRoutes = (routeExists: RouteExists): RouteObject[] => features.flatMap((f) => (f.flag ? [] : (f.routes?.(routeExists) ?? [])));
