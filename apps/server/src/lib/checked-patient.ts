/**
 * A patient id whose access was checked: what every repository takes where it names a patient, never a
 * bare `number` (TypeScript rejects one; the `patients/no-bare-patient-id` lint rule in
 * scripts/lint/server-rules.js rejects a repository parameter typed `number` under a patient's name).
 *
 * Made only where access is decided:
 * - plugins/patient-access: the `id` of a `ReachablePatient` (a patient the signed-in caller reaches)
 *   and the `ids` of a `PatientScope`;
 * - plugins/staff-access: the `id` of a `StaffPatient` (a patient a console route named and found);
 * - here, for the origins no request checks (`systemPatient`, `patientOfRow`): a record the server has just
 *   created (registration), a row it read by its own rule (a job's batch, a row a route read through
 *   the caller's scope), the seed, a test. Routes never call these (lint): a route's patient comes
 *   from the plugins.
 */
declare const checkedPatientBrand: unique symbol;
export type CheckedPatientId = number & { readonly [checkedPatientBrand]: true };

/** Any value carrying a checked patient id: a `ReachablePatient`, a `StaffPatient`, a `systemPatient`'s. */
export interface CheckedPatient {
  readonly id: CheckedPatientId;
}

/**
 * Why the server names a patient no request checked:
 * - `created`: the record this transaction made (a registration, a claim);
 * - `row`: the patient of a row the server read by its own rule (a job's batch, the row a declared
 *   resource read through the caller's scope, a link or a booking the service already loaded);
 * - `token`: named in a token the server sealed itself (a ward link's proof) or a job's payload it queued;
 * - `staff-named`: a patient a console member names in a body (a message's recipient), looked up as any
 *   member of the clinic may; an unknown one reads as none;
 * - `filter`: narrows a list the caller may read whole (the clinic's queue of one patient): it shows
 *   nothing the caller could not read without it;
 * - `seed`: the demo data;
 * - `test`: a test's fixture.
 */
export type SystemOrigin = 'created' | 'row' | 'token' | 'staff-named' | 'filter' | 'seed' | 'test';

/** A patient id the server itself vouches for (see `SystemOrigin`): services, jobs, the seed and tests only. */
export const systemPatient = (id: number, _origin: SystemOrigin): CheckedPatientId => id as CheckedPatientId;

/** The patient of a row the server read by its own rule (`systemPatient(row.patientId, 'row')`). */
export const patientOfRow = (row: { readonly patientId: number }): CheckedPatientId => row.patientId as CheckedPatientId;

/** A patient record the server read or made itself (a `patients` row: its own `id`). */
export const patientOfRecord = (record: { readonly id: number }): CheckedPatientId => record.id as CheckedPatientId;

/** The patients of rows the server read by its own rule. */
export const patientsOfRows = (rows: Iterable<{ readonly patientId: number }>): CheckedPatientId[] => [...rows].map(patientOfRow);
