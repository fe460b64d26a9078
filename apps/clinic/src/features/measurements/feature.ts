import type { ConsoleFeature, FeatureTexts } from '../../app/console-feature';
import type measurements from './i18n/pl/measurements.json';
import { measurementRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    measurements: { measurements: typeof measurements };
  }
}

/** Its namespace's file, as a value (see FeatureTexts). */
export const texts = { measurements: ['measurements'] } satisfies FeatureTexts;

/** A patient's diary of measurements, read by the clinicians (issue 31); reached from the patient card, no menu entry. */
export const feature: ConsoleFeature = {
  name: 'measurements',
  areas: [{ order: 46, routes: measurementRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE', 'ADMIN'] }],
};
