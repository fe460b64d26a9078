import { Navigate, type RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { SETTINGS_PATH, settingsPaths } from './paths';

const groupsPage = (name: 'ModulesPage' | 'SignInSettingsPage' | 'FilesPage' | 'HelpPage' | 'IdentificationPage' | 'AdverseEventsPage' | 'QuestionnaireSettingsPage' | 'MedicalRecordsSettingsPage' | 'BookingsSettingsPage' | 'OtherSettingsPage') => () =>
  import('./components/groups-page').then((m) => ({ Component: m[name] }));

/** The settings area (/clinic/settings/...): its layout and texts load with its first page, each page with itself. */
export const settingsRoutes: RouteObject[] = [
  {
    path: SETTINGS_PATH,
    lazy: () =>
      Promise.all([import('./components/settings-layout'), loadNamespace('settings'), loadNamespace('ui', 'ui-forms')]).then(([m]) => ({ Component: m.SettingsLayout })),
    children: [
      { index: true, element: <Navigate to={settingsPaths.modules} replace /> },
      { path: settingsPaths.modules, lazy: groupsPage('ModulesPage') },
      { path: settingsPaths.signIn, lazy: groupsPage('SignInSettingsPage') },
      { path: settingsPaths.files, lazy: groupsPage('FilesPage') },
      { path: settingsPaths.links, lazy: () => import('./components/links-page').then((m) => ({ Component: m.LinksPage })) },
      { path: settingsPaths.help, lazy: groupsPage('HelpPage') },
      { path: settingsPaths.identification, lazy: groupsPage('IdentificationPage') },
      { path: settingsPaths.adverseEvents, lazy: groupsPage('AdverseEventsPage') },
      { path: settingsPaths.questionnaire, lazy: groupsPage('QuestionnaireSettingsPage') },
      { path: settingsPaths.medicalRecords, lazy: groupsPage('MedicalRecordsSettingsPage') },
      { path: settingsPaths.bookings, lazy: groupsPage('BookingsSettingsPage') },
      { path: settingsPaths.measurements, lazy: () => import('./components/measurements-settings-page').then((m) => ({ Component: m.MeasurementsSettingsPage })) },
      { path: settingsPaths.other, lazy: groupsPage('OtherSettingsPage') },
    ],
  },
];
