/** The console's settings area: a page per kind of setting. */
export const SETTINGS_PATH = '/settings';
export const settingsPaths = {
  modules: '/settings/modules',
  signIn: '/settings/sign-in',
  files: '/settings/files',
  links: '/settings/links',
  help: '/settings/help',
  identification: '/settings/identification',
  adverseEvents: '/settings/adverse-events',
  questionnaire: '/settings/questionnaire',
  medicalRecords: '/settings/medical-records',
  bookings: '/settings/bookings',
  measurements: '/settings/measurements',
  other: '/settings/other',
} as const;
export type SettingsPage = keyof typeof settingsPaths;
