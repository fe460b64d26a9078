import { Group, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { PASSWORD_CHANGE_PATH } from '../features/auth/paths';
import { loadNamespace } from '../i18n';
import { areas, publicRoutes } from './features';
import { requireStaff } from './guards';
import { PublicLayout } from './layout/public-layout';
import { RequireRoles } from './layout/require-roles';
import { SIGNED_IN_ROUTE_ID } from './member';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

/** The signed-in area's pages: each feature's routes behind its roles. */
const featureRoutes: RouteObject[] = areas.map((area) => ({ element: <RequireRoles roles={area.roles} />, children: area.routes }));

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

/**
 * The console's route table (under the basename /clinic): the sign-in page in a public frame, the
 * signed-in area (the member's guard, the lazy layout) with every feature's pages, and "page not found"
 * with a way home for any other address.
 */
export const clinicRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Fallback />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: requireStaff(queryClient, hasPasswordChange),
        lazy: () => Promise.all([import('./layout/clinic-layout'), loadNamespace('layout')]).then(([m]) => ({ Component: m.ClinicLayout })),
        // Any other address of a signed-in member: "page not found" inside the console's frame.
        children: [...featureRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

