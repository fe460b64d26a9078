import type { RouteObject } from 'react-router';

/**
 * Loads the signed-in areas' route table (signed-in-areas.ts). The app's entry imports this small chunk
 * rather than the table's, so that it does not carry the list of every chunk the table needs: the entry
 * is the sign-in page's script, within its budget (150 kB).
 */
export const load = (routeExists: (path: string) => boolean): Promise<RouteObject[]> =>
  import('./signed-in-areas').then((m) => m.signedInAreaRoutes(routeExists));
