import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { namespaceFiles } from '../../i18n/resources';

/** The account area's texts (one file per part of the area) and the shared form fields, with the page. */
const withTexts = <T,>(page: Promise<T>) =>
  Promise.all([page, ...namespaceFiles.account.map((file) => loadNamespace('account', file)), loadNamespace('common', 'forms')]).then(([m]) => m);

/** The account area of the signed-in user (spec part 1 §2 "Account area"): a tabbed shell in the spec's order. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/account',
    lazy: () => withTexts(import('./components/account-layout')).then((m) => ({ Component: m.AccountLayout })),
    children: [
      { index: true, lazy: () => import('./components/account-tab').then((m) => ({ Component: m.AccountTab })) },
      { path: 'mydata', lazy: () => import('./components/my-data-tab').then((m) => ({ Component: m.MyDataTab })) },
      { path: 'ward', lazy: () => import('./components/wards-tab').then((m) => ({ Component: m.WardsTab })) },
      { path: 'child', lazy: () => import('./components/children-tab').then((m) => ({ Component: m.ChildrenTab })) },
      { path: 'warden', lazy: () => import('./components/wardens-tab').then((m) => ({ Component: m.WardensTab })) },
      { path: 'parent', lazy: () => import('./components/parents-tab').then((m) => ({ Component: m.ParentsTab })) },
      // A new own, ward's or child's profile (?patientRole=PATIENT|WARD|CHILD), without the tab bar.
      { path: 'registration', lazy: () => import('./components/profile-registration-page').then((m) => ({ Component: m.ProfileRegistrationPage })) },
    ],
  },
  {
    // Confirms a ward link on entry, with no page; without both ids it goes straight on (ward-confirm.ts).
    path: '/ward/confirm/:patientId?/:accountId?',
    lazy: () => withTexts(import('./components/ward-confirm')).then((m) => ({ loader: m.wardConfirmLoader, Component: () => null })),
  },
];
