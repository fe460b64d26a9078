import type { FeatureTexts, WebFeature } from '../../app/feature';
import type medicalRecord from './i18n/pl/medical-record.json';
import type medicalRecordMenu from './i18n/pl/medical-record-menu.json';
import { medicalRecordRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    'medical-record': { 'medical-record': typeof medicalRecord };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'medical-record-menu': typeof medicalRecordMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { 'medical-record': ['medical-record'], shell: ['medical-record-menu'] } satisfies FeatureTexts;

export const feature: WebFeature = {
  name: 'medical-record',
  flag: 'medicalServicesModule',
  routes: medicalRecordRoutes,
  menu: { path: '/benefits/encounters', labelKey: 'menu.benefits', order: 20 },
};
