import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { NEW_STAFF_PATH, STAFF_PATH } from './paths';

const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('staff'), loadNamespace('ui', 'ui-signed-in')]).then(([m]) => m);

/** Staff management (ADMIN): the list, a new member, a member's page; texts loaded with each. */
export const staffRoutes: RouteObject[] = [
  { path: STAFF_PATH, lazy: () => withTexts(import('./components/staff-list-page')).then((m) => ({ Component: m.StaffListPage })) },
  { path: NEW_STAFF_PATH, lazy: () => withTexts(import('./components/new-staff-page')).then((m) => ({ Component: m.NewStaffPage })) },
  { path: `${STAFF_PATH}/:staffId`, lazy: () => withTexts(import('./components/staff-member-page')).then((m) => ({ Component: m.StaffMemberPage })) },
];
