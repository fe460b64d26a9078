import type { PatientRegistration, z } from '@portal/contracts';
import type { patientIdentifiersSchema, patientRegistrationCreateSchema } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { patientOfRow } from '../../../lib/checked-patient';
import { defineResource, inScope, type ReachablePatient } from '../../../plugins/patient-access';
import * as repo from '../core/teleconsultation-repository';
import type { TeleconsultationCaller } from './teleconsultation-patient-service';

/*
 * The patient's registration for teleconsultations (spec part 2 §7, the AMTS patient data): the check
 * by PESEL before booking, her identifiers, and registering her by her record's data.
 */

// ------------------------------------------------------------------------------ the patient's registration

const PESEL_ROOT = '2.16.840.1.113883.3.4424.1.1.616';
const registrationView = (row: repo.RegistrationRow): PatientRegistration => ({ patientId: row.patientId, registered: true, registeredAt: row.registeredAt.toISOString() });

/**
 * The identifier check's row (GET /amts/patient/identifier/{accountId}/{nationalId}): a patient the
 * caller reaches with that PESEL who is registered for teleconsultations, read through her scope; none: 404.
 */
export const registeredByNationalId = defineResource({
  name: 'teleconsultation-patient-identifier',
  load: async (db, scope, params: { nationalId: string }) => {
    for (const p of await repo.patientsWithNationalId(db, scope.ids, params.nationalId)) {
      const registration = await repo.findRegistration(db, patientOfRow({ patientId: p.id }));
      if (registration) return registration;
    }
    return null;
  },
});

/** The registration of a patient of the caller's scope (POST /amts/patient/data/{accountId}/{patientId}); not registered: 404. */
export const registrationOfPatient = defineResource({
  name: 'teleconsultation-patient-registration',
  load: async (db, scope, params: { patientId: number }) => {
    const patient = inScope(scope, params.patientId);
    return patient === null ? null : repo.findRegistration(db, patient);
  },
});

export const identifierCheck = (row: repo.RegistrationRow): PatientRegistration => registrationView(row);

/**
 * POST /amts/patient/data/{accountId}/{patientId}: the registered patient's identifiers, kept; a PESEL
 * among them that is not her record's: 404 as not registered (the client registers her: /new).
 */
export async function patientData(deps: Deps, registration: repo.RegistrationRow, input: z.output<typeof patientIdentifiersSchema>): Promise<PatientRegistration> {
  const patient = patientOfRow(registration);
  const facts = await repo.patientFacts(deps.db, patient);
  const pesel = input.identifiers.find((i) => i.root === PESEL_ROOT || i.assigningAuthorityName === 'PESEL')?.extension ?? null;
  if (!facts || (facts.nationalId !== null && pesel !== null && pesel !== facts.nationalId)) throw new AppError('TELECONSULTATION_PATIENT_UNCONFIGURED');
  const identifiers = input.identifiers.map((i) => ({ root: i.root, extension: i.extension, assigningAuthorityName: i.assigningAuthorityName ?? null }));
  return registrationView(await repo.upsertRegistration(deps.db, { patientId: patient, identifiers, registeredAt: registration.registeredAt }));
}

/** POST …/new: registers the patient (her name, surname and birth date must be those of her record). */
export async function registerPatient(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, input: z.output<typeof patientRegistrationCreateSchema>): Promise<PatientRegistration> {
  const facts = await repo.patientFacts(deps.db, patient.id);
  if (!facts) throw NotFound();
  const same = (a: string, b: string) => a.trim().toLocaleLowerCase('pl') === b.trim().toLocaleLowerCase('pl');
  if (!same(facts.name, input.name) || !same(facts.lastName, input.surname) || (facts.birthDate !== null && facts.birthDate !== input.birthDate)) {
    const message = 'Dane nie zgadzają się z danymi pacjenta w portalu';
    throw Validation(message, [{ path: 'name', message }]);
  }
  const existing = await repo.findRegistration(deps.db, patient.id);
  if (existing) return registrationView(existing);
  const identifiers = facts.nationalId ? [{ root: PESEL_ROOT, extension: facts.nationalId, assigningAuthorityName: 'PESEL' }] : [];
  return registrationView(await repo.upsertRegistration(deps.db, { patientId: patient.id, identifiers, registeredAt: deps.clock.now(), registeredByAccountId: caller.accountId }));
}
