import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '../i18n';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { redirectRoot, redirectUnknown, requireAccount } from './guards';
import { PublicLayout } from './layout/public-layout';
import { rootLoader, ROOT_ROUTE_ID } from '../shared/settings/root-data';
import { publicRoutes, signedInRoutes } from './features';
import { loadApplicationFlags, patchModuleRoutes, PUBLIC_ROUTE_ID, routeExists, SIGNED_IN_ROUTE_ID } from './modules';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status">
      <Loader />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    // Read once per visit; the identification changes with a new release, not between pages.
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { id: PUBLIC_ROUTE_ID, element: <PublicLayout />, children: publicRoutes },
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: requireAccount,
        lazy: () =>
          Promise.all([
            import('./layout/signed-in-layout'),
            loadNamespace('shell', 'shell-signed-in'),
            loadNamespace('common', 'common-signed-in'),
            loadNamespace('ui', 'ui-signed-in'),
            loadNamespace('login', 'account-access'),
          ]).then(([m]) => ({
            Component: m.SignedInLayout,
          })),
        children: signedInRoutes(routeExists),
      },
      { index: true, loader: redirectRoot },
      { path: '*', loader: redirectUnknown, element: <NotFoundPage /> },
    ],
  },
];

// A switched-off module's pages never join the router: its addresses stay unknown to the app.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchModuleRoutes(loadApplicationFlags) });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
