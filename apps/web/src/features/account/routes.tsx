import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { texts } from './feature';
import { AccountLayout } from './components/account-layout';
import { AccountTab } from './components/account-tab';
import { ChildrenTab } from './components/children-tab';
import { MyDataTab } from './components/my-data-tab';
import { ParentsTab } from './components/parents-tab';
import { ProfileRegistrationPage } from './components/profile-registration-page';
import { wardConfirmLoader } from './components/ward-confirm';
import { WardensTab } from './components/wardens-tab';
import { WardsTab } from './components/wards-tab';

/** The account area's texts (one file per part of the area) and the shared form fields. */
const loadTexts = () => Promise.all([...texts.account.map((file) => loadNamespace('account', file)), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]);

/**
 * The account area of the signed-in user (spec part 1 §2 "Account area"): a tabbed shell in the spec's
 * order. The whole area is one chunk, loaded with its first page (app/modules.ts `lazyAreas`): its tabs
 * are small, and as lazy chunks of a lazy chunk they made the bundler split the sign-in page's modules
 * into a dozen small files (the bench's sign-in figure).
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/account',
    lazy: () => loadTexts().then(() => ({ Component: AccountLayout })),
    children: [
      { index: true, Component: AccountTab },
      { path: 'mydata', Component: MyDataTab },
      { path: 'ward', Component: WardsTab },
      { path: 'child', Component: ChildrenTab },
      { path: 'warden', Component: WardensTab },
      { path: 'parent', Component: ParentsTab },
      // A new own, ward's or child's profile (?patientRole=PATIENT|WARD|CHILD), without the tab bar.
      { path: 'registration', Component: ProfileRegistrationPage },
    ],
  },
  {
    // Confirms a ward link on entry, with no page; without both ids it goes straight on (ward-confirm.ts).
    path: '/ward/confirm/:patientId?/:accountId?',
    lazy: () => loadTexts().then(() => ({ loader: wardConfirmLoader, Component: () => null })),
  },
];
