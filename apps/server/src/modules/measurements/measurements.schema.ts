import { doublePrecision, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { measurementSources } from '@portal/domain';
import { patients } from '../patients/patients.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * The patient's diary of measurements (spec part 2 §3 "Measurement"). BMI and body surface are not
 * stored: they follow from weight and height by domain's `bmiOf` and `bodySurfaceOf` whenever read.
 */
export const measurements = pgTable(
  'measurements',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    /** Systolic and diastolic, mmHg: both or neither (checked by the service). */
    pressureHigh: smallint('pressure_high'),
    pressureLow: smallint('pressure_low'),
    /** kg and cm, one decimal. */
    weight: doublePrecision('weight'),
    height: doublePrecision('height'),
    /** Entered in the form (PATIENT) or read from a CSV file (IMPORT). */
    source: text('source', { enum: measurementSources }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list, the chart, the report and a visit's attached ones: a patient's by time, newest first.
  (t) => [index('measurements_patient_id_measured_at_id_idx').on(t.patientId, t.measuredAt.desc(), t.id.desc())],
);
export type MeasurementRow = typeof measurements.$inferSelect;

/** Measurements follow their patient's record. */
export const measurementsOwnership = owned([{ column: measurements.patientId, owner: 'patient', onMerge: { do: 'move' } }]);
