import type { FeatureTexts, WebFeature } from '../../app/feature';
import type measurements from './i18n/pl/measurements.json';
import type measurementsMenu from './i18n/pl/measurements-menu.json';
import { MEASUREMENTS_PATH } from './paths';
import { measurementsRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    measurements: { measurements: typeof measurements };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'measurements-menu': typeof measurementsMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { measurements: ['measurements'], shell: ['measurements-menu'] } satisfies FeatureTexts;

/** The patient's diary of measurements: blood pressure, weight, height, BMI, body surface (spec part 2 §2 "Measurements"; issue 31). */
export const feature: WebFeature = {
  name: 'measurements',
  flag: 'measurementsModule',
  routes: measurementsRoutes,
  // Before the messages, as the hub orders the modules (spec part 2 §1).
  menu: { path: MEASUREMENTS_PATH, labelKey: 'menu.measurements', order: 38 },
};
