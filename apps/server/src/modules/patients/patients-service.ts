import type { Patient } from '@portal/contracts';
import type { PatientRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import * as repo from './patients-repository';

export function toPatient(row: PatientRow, role: Patient['role']): Patient {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    middleName: row.middleName,
    birthDate: row.birthDate,
    gender: row.gender,
    authorized: row.authorized,
    role,
    identity: {
      nationalIdentificationNumber: row.nationalId,
      documentNumber: row.documentNumber,
      countryCode: row.countryCode,
    },
    address: {
      countryCode: row.addressCountryCode,
      city: row.city,
      street: row.street,
      houseNumber: row.houseNumber,
      postalCode: row.postalCode,
    },
    // Patient attachments and insurers have no tables yet; the contract's lists are empty until they do.
    attachments: [],
    insurers: [],
  };
}

/** The signed-in account's own patient record; 404 when the account has none (spec: GET /me). */
export async function getOwnPatient(deps: Pick<Deps, 'db'>, accountId: number, ownPatientId: number | null): Promise<Patient> {
  if (ownPatientId == null) throw NotFound('Konto nie ma jeszcze własnych danych pacjenta.');
  const row = await repo.findOwnPatient(deps.db, accountId, ownPatientId);
  if (!row) throw NotFound('Konto nie ma jeszcze własnych danych pacjenta.');
  return toPatient(row, 'PATIENT');
}

/*
 * Patient records and links that self-service registration (modules/registration) writes,
 * and the confirmation of a record's identity (modules/accounts: the public e-service).
 */
export {
  findPatientsByNationalId,
  findPatientsByDocument,
  insertPatient,
  claimPatient,
  confirmOwnRecords,
  confirmRecordIdentity,
  findWaitingClaim,
  moveRecordToPerson,
  pendLinks,
  insertLink,
  type PatientWithOwner,
  type RecordDetails,
} from './patient-registration-repository';
