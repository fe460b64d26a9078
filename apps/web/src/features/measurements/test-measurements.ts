import type { Measurement, MeasurementConfiguration, MeasurementKind } from '@portal/contracts';
import { bmiOf, bodySurfaceOf, MEASUREMENT_LIMITS, pressureCategory } from '@portal/domain';
import { ok } from '../../test/api-stub';

/** A measurement of Anna (patient 1) at 07:30 of a day, Warsaw's winter time. */
export function measurement(id: number, day: string, values: Partial<Pick<Measurement, 'pressureHigh' | 'pressureLow' | 'weight' | 'height'>>, patientId = 1): Measurement {
  const { pressureHigh = null, pressureLow = null, weight = null, height = null } = values;
  return {
    id,
    patientId,
    dateMeasurement: `${day}T07:30:00+01:00`,
    pressureHigh,
    pressureLow,
    weight,
    height,
    bmi: bmiOf(weight, height),
    surface: bodySurfaceOf(weight, height),
    pressureCategory: pressureHigh !== null && pressureLow !== null ? pressureCategory(pressureHigh, pressureLow) : null,
    source: 'PATIENT',
    createdAt: `${day}T07:31:00+01:00`,
  };
}

export const configuration = (shownKinds: MeasurementKind[] = ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE']): MeasurementConfiguration => ({
  shownKinds,
  limits: {
    pressureHigh: { ...MEASUREMENT_LIMITS.pressureHigh },
    pressureLow: { ...MEASUREMENT_LIMITS.pressureLow },
    weight: { ...MEASUREMENT_LIMITS.weight },
    height: { ...MEASUREMENT_LIMITS.height },
  },
});

/** Anna's diary: newest first. */
export const annaMeasurements: Measurement[] = [
  measurement(13, '2026-11-20', { pressureHigh: 152, pressureLow: 94, weight: 71.5, height: 168 }),
  measurement(12, '2026-10-02', { pressureHigh: 131, pressureLow: 84 }),
  measurement(11, '2026-06-15', { pressureHigh: 118, pressureLow: 76, weight: 73, height: 168 }),
];

/** The module's answers: the configuration, the page (newest first) and the series (oldest first) of `items`. */
export const measurementStubs = (items: Measurement[] = annaMeasurements, shownKinds?: MeasurementKind[]) => ({
  'GET /api/mpi/measurements/mpi-user/measurements': ok(configuration(shownKinds)),
  'GET /api/mpi/measurements/mpi-user/:patientId': ok({ items, pageIndex: 0, pageSize: 10, hasNextPage: false }),
  'GET /api/mpi/measurements/mpi-user/:patientId/series': ok({ after: '2025-12-06', before: '2026-12-06', items: [...items].reverse(), truncated: false }),
});
