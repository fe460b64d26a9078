import { decodePesel } from './pesel';

/*
 * What a person may change in a patient record through the portal (PUT patients/{id}, the "my data"
 * tab), decided by the patient-account settings and the record's identity status:
 * - the address, always;
 * - the identity data — names, birth date, sex, PESEL or a foreigner's document — only while the
 *   setting patientNamesDisabled is off AND the record's identity is not yet confirmed (not VERIFIED:
 *   a profile a guardian added, or a record waiting for the clinic). Once the clinic or the public
 *   e-service has confirmed who the person is, those data are the confirmed ones and a PESEL is never
 *   changed again; with patientNamesDisabled on, they are changed only at the clinic.
 */

export type IdentityStatus = 'VERIFIED' | 'REQUESTED';

export interface PatientEditRules {
  /** Names, birth date, sex and the identity (PESEL or document and country). */
  identity: boolean;
  /** The address. */
  address: true;
}

export function patientEditRules(settings: { patientNamesDisabled: boolean }, identityStatus: IdentityStatus): PatientEditRules {
  return { identity: !settings.patientNamesDisabled && identityStatus !== 'VERIFIED', address: true };
}

/**
 * The identity a record gets from a form's patient data, as the region and the national ID decide it
 * (spec part 1 §5): a foreigner keeps a document and its country (no national ID); for region PL a
 * PESEL gives the birth date, the sex and the country PL (the form's own values were checked to agree).
 */
export function resolvePatientIdentity(
  patient: {
    foreigner: boolean;
    birthDate: string;
    gender: 'MALE' | 'FEMALE' | 'UNKNOWN';
    identity: { nationalIdentificationNumber: string | null; documentNumber: string | null; countryCode: string | null };
  },
  region: string,
) {
  const { identity } = patient;
  if (patient.foreigner) {
    return {
      nationalId: null,
      documentNumber: identity.documentNumber?.toUpperCase() ?? null,
      countryCode: identity.countryCode,
      birthDate: patient.birthDate,
      gender: patient.gender,
    };
  }
  const facts = region.toUpperCase() === 'PL' && identity.nationalIdentificationNumber ? decodePesel(identity.nationalIdentificationNumber) : null;
  return {
    nationalId: identity.nationalIdentificationNumber,
    documentNumber: identity.documentNumber?.toUpperCase() ?? null,
    countryCode: facts ? 'PL' : (identity.countryCode ?? region.toUpperCase()),
    birthDate: facts?.birthDate ?? patient.birthDate,
    gender: facts?.gender ?? patient.gender,
  };
}

/**
 * The columns of a patient record as a person's form gives them: the names, the identity resolved by
 * `resolvePatientIdentity` and the address (its country, when not given, the identity's). Registration
 * and the account's new profiles store a record through it.
 */
export function patientRecordFields(
  patient: {
    name: string;
    lastName: string;
    middleName: string | null;
    address: { countryCode: string | null; city: string | null; street: string | null; houseNumber: string | null; postalCode: string | null };
  },
  identity: ReturnType<typeof resolvePatientIdentity>,
) {
  return {
    name: patient.name,
    lastName: patient.lastName,
    middleName: patient.middleName,
    birthDate: identity.birthDate,
    gender: identity.gender,
    nationalId: identity.nationalId,
    documentNumber: identity.documentNumber,
    countryCode: identity.countryCode,
    addressCountryCode: patient.address.countryCode ?? identity.countryCode,
    city: patient.address.city,
    street: patient.address.street,
    houseNumber: patient.address.houseNumber,
    postalCode: patient.address.postalCode,
  };
}
