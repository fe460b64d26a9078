import type { RouteObject } from 'react-router';

/**
 * /main — the redirect hub (spec part 1 §1). It has no page: its loader picks the destination and
 * loads on first use. `routeExists` comes from the app, which alone knows the screens of this build.
 */
export function hubRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: '/main',
      lazy: async () => {
        const { hubLoader } = await import('./hub-loader');
        return { loader: hubLoader(routeExists) };
      },
    },
  ];
}
