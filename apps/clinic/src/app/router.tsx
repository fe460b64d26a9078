import { Group, Loader, VisuallyHidden } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes, redirect, RouterProvider, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { PASSWORD_CHANGE_PATH } from '../features/auth/paths';
import { loadNamespace } from '../i18n';
import { features } from './features';
import { BASENAME, requireStaff } from './guards';
import { PublicLayout } from './layout/public-layout';
import { RequireRoles } from './layout/require-roles';
import { SIGNED_IN_ROUTE_ID } from './member';
import { queryClient } from './query-client';
import { RouteError } from './route-error';
import { sendToSignInWhenSessionEnds } from './session-expiry';

/** The signed-in area's pages: each feature's routes behind its roles. */
const featureRoutes: RouteObject[] = features.map((feature) => ({ element: <RequireRoles roles={feature.roles} />, children: feature.routes }));

/** Whether a page answers the password change (the auth feature's, once it exists). */
const hasPasswordChange = () => (matchRoutes(featureRoutes, PASSWORD_CHANGE_PATH)?.length ?? 0) > 0;

function Fallback() {
  const { t } = useTranslation('common');
  return (
    <Group justify="center" p="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Group>
  );
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Fallback />,
    children: [
      { element: <PublicLayout />, children: authRoutes },
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: requireStaff(queryClient, hasPasswordChange),
        lazy: () => Promise.all([import('./layout/clinic-layout'), loadNamespace('layout')]).then(([m]) => ({ Component: m.ClinicLayout })),
        children: featureRoutes,
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

const router = createBrowserRouter(routes, { basename: BASENAME });
sendToSignInWhenSessionEnds(queryClient, (to) => router.navigate(to));

export function AppRouter() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
