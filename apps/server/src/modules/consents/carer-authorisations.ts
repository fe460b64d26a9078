import type { CarerAuthorisation, carerAuthorisationEditSchema, carerAuthorisationInputSchema, z } from '@portal/contracts';
import { carerAuthorisationIssues } from '@portal/domain';
import { withTransaction, type DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { patientOfRow } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { defineResource, type PatientScope, type ReachablePatient } from '../../plugins/patient-access';
import type { StaffPatient } from '../../plugins/staff-access';
import { recordEvent } from '../event-log/event-log-service';
import { findRecordsOfPerson } from '../patients/patients-service';
import { carerView } from './consent-views';
import * as repo from './consents-repository';
import { requireOwnRecord, throwValidityIssues } from './consents-service';

/*
 * Carer authorisations (spec part 2 §3 "Carer authorisation", §7; issue 30 item 4): a patient
 * authorises a carer — names, PESEL or a document and its country, address, the authorising document's
 * type, the dates (domain `carerAuthorisationIssues`). Given only by the patient herself (role PATIENT,
 * as a new consent); who acts for her reads, changes and deletes them. The clinic sees them where it
 * checks her identity, with the carer's own record where one with the carer's PESEL exists.
 */

type ReadDeps = Pick<Deps, 'db' | 'clock'>;
type Row = repo.CarerAuthorisationRow;
export type OwnCarerAuthorisation = Row;
type CarerFields = z.output<typeof carerAuthorisationEditSchema>;

/** An authorisation addressed by its id, read through the caller's patients (another patient's: 404, as unknown). */
export const carerAuthorisationResource = defineResource({
  name: 'carer-authorisation',
  load: (db: DbOrTx, scope: PatientScope, params: { id: number }) => repo.findCarerIn(db, scope, params.id),
});

/** The row's values from the form: the carer's identity (a PESEL is Polish), her record at the clinic where one has that PESEL. */
async function values(deps: Pick<Deps, 'db'>, input: CarerFields) {
  const records = input.patientCarerNationalId ? await findRecordsOfPerson(deps, { nationalId: input.patientCarerNationalId, documentNumber: null, countryCode: null }) : [];
  return {
    carerPatientId: records[0]?.id ?? null,
    nationalId: input.patientCarerNationalId,
    documentNumber: input.patientCarerNationalId ? null : input.documentNumber,
    country: input.country ?? (input.patientCarerNationalId ? 'PL' : null),
    name: input.name,
    lastName: input.lastName,
    documentType: input.typeAuthorizationDocument,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    url: input.url,
    address: { ...input.address, apartmentNumber: input.address.apartmentNumber ?? null },
  };
}

/** GET /mpi/patient-entries/mpi-user/{patientId}/carer-auth: her carers, newest first. */
export async function listCarers(deps: ReadDeps, patient: ReachablePatient): Promise<CarerAuthorisation[]> {
  const today = clinicToday(deps.clock.now());
  return (await repo.carersOf(deps.db, patient.id)).map((r) => carerView(r, today, false));
}

/** POST /mpi/patient-entries/mpi-user/carer-auth: a new authorisation of the patient's own record (403 CONSENT_PATIENT_ROLE otherwise); its dates checked with the clinic's today (400). */
export async function addCarer(deps: ReadDeps, patient: ReachablePatient, accountId: number | null, input: z.output<typeof carerAuthorisationInputSchema>): Promise<CarerAuthorisation> {
  requireOwnRecord(patient);
  const now = deps.clock.now();
  const today = clinicToday(now);
  throwValidityIssues(carerAuthorisationIssues(input, today));
  const row = await withTransaction(deps.db, async (tx) => {
    const inserted = await repo.insertCarer(tx, { patientId: patient.id, accountId, ...(await values({ db: tx }, input)), createdAt: now, updatedAt: now });
    await recordEvent(deps, { eventType: 'CARER_AUTH_ADD', outcome: 'SUCCESS', accountId, description: `Upoważnienie opiekuna ${inserted.id} pacjenta ${patient.id}` }, { tx });
    return inserted;
  });
  return carerView(row, today, false);
}

/** PATCH /mpi/patient-entries/mpi-user/carer-auth/{id}: the whole authorisation again (its patient stays), dates checked as a new one's. */
export async function editCarer(deps: ReadDeps, own: OwnCarerAuthorisation, accountId: number, input: CarerFields): Promise<CarerAuthorisation> {
  const now = deps.clock.now();
  const today = clinicToday(now);
  throwValidityIssues(carerAuthorisationIssues(input, today));
  const row = await withTransaction(deps.db, async (tx) => {
    const updated = await repo.updateCarer(tx, own.id, { ...(await values({ db: tx }, input)), updatedAt: now });
    await recordEvent(deps, { eventType: 'CARER_AUTH_EDIT', outcome: 'SUCCESS', accountId, description: `Upoważnienie opiekuna ${own.id} pacjenta ${own.patientId}: zmiana` }, { tx });
    return updated;
  });
  return carerView(row, today, false);
}

/** DELETE /mpi/patient-entries/mpi-user/{patientId}/carer-auth/{id}: the authorisation of that patient ended (another patient's: 404). */
export async function removeCarer(deps: ReadDeps, patient: ReachablePatient, accountId: number, id: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.findCarerOf(tx, patient.id, id);
    if (!row) throw NotFound();
    await repo.deleteCarer(tx, row.id);
    await recordEvent(deps, { eventType: 'CARER_AUTH_DELETE', outcome: 'SUCCESS', accountId, description: `Upoważnienie opiekuna ${row.id} pacjenta ${patientOfRow(row)} usunięte` }, { tx });
  });
}

/** GET /api/clinic/patients/{patientId}/carer-authorisations: her carers with their records at the clinic. */
export async function clinicCarers(deps: ReadDeps, patient: StaffPatient): Promise<CarerAuthorisation[]> {
  const today = clinicToday(deps.clock.now());
  return (await repo.carersOf(deps.db, patient.id)).map((r) => carerView(r, today, true));
}
