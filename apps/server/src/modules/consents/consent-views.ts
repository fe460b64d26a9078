import type { AuthorizedPerson, CarerAuthorisation, Consent, ConsentAddress, DocumentSignature } from '@portal/contracts';
import { carerAuthorisationInForce, consentActive } from '@portal/domain';
import type { AuthorizedPersonValue, ConsentAddressValue } from './consents.schema';
import type { CarerAuthorisationRow, ConsentRow } from './consents-repository';

/* How consents and carer authorisations are answered (consents-service batches the names and signatures). */

const regionNames = new Intl.DisplayNames(['pl'], { type: 'region' });

/** A country's name in Polish (the printout's and the list's), or null for none or an unknown code. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    const name = regionNames.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

export const addressView = (a: ConsentAddressValue): ConsentAddress => ({ ...a, countryName: countryName(a.countryCode) });

export const authorizedPersonView = (p: AuthorizedPersonValue | null): AuthorizedPerson | null =>
  p === null ? null : { name: p.name, lastName: p.lastName, identity: { ...p.identity }, address: addressView(p.address) };

/** One line of an address: street and numbers, postal code, city (and the post office's town), country when not Poland. */
export function addressLine(a: ConsentAddressValue): string {
  const street = [a.street, [a.houseNumber, a.apartmentNumber].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const city = [a.postalCode, a.city].filter(Boolean).join(' ');
  const post = a.postalCity && a.postalCity !== a.city ? `(${a.postalCity})` : '';
  const country = a.countryCode && a.countryCode !== 'PL' ? (countryName(a.countryCode) ?? a.countryCode) : '';
  return [street, [city, post].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

/** What a consent's view needs beside its row, read in one batch for a page. */
export interface ConsentNames {
  patients: ReadonlyMap<number, { name: string; lastName: string }>;
  partners: ReadonlyMap<number, string>;
  personnel: ReadonlyMap<number, string>;
  signatures: ReadonlyMap<number, DocumentSignature>;
}

export function consentView(row: ConsentRow, names: ConsentNames, today: string): Consent {
  const patient = names.patients.get(row.patientId);
  return {
    id: row.id,
    patientId: row.patientId,
    patient: { name: patient?.name ?? '', lastName: patient?.lastName ?? '' },
    consentType: row.consentType,
    consentStatus: row.status,
    validFrom: row.validFrom,
    validTo: row.validTo,
    active: consentActive({ consentStatus: row.status, validFrom: row.validFrom, validTo: row.validTo }, today),
    authorizedPartnerId: row.partnerId,
    partnerName: row.partnerId === null ? null : (names.partners.get(row.partnerId) ?? null),
    personnelId: row.personnelId,
    personnelName: row.personnelId === null ? null : (names.personnel.get(row.personnelId) ?? null),
    onlySelectedDocuments: row.onlySelectedDocuments,
    systemId: row.systemId,
    authorizedPerson: authorizedPersonView(row.authorizedPerson),
    // A signature of the e-service the consent still carries (one handed in at the desk has none).
    signature: row.status === 'REGISTERED' ? null : (names.signatures.get(row.id) ?? null),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** A carer authorisation; `forClinic` keeps the carer's own record (the portal's answers leave it out). */
export function carerView(row: CarerAuthorisationRow, today: string, forClinic: boolean): CarerAuthorisation {
  return {
    id: row.id,
    patientId: row.patientId,
    patientCarerId: forClinic ? row.carerPatientId : null,
    patientCarerNationalId: row.nationalId,
    documentNumber: row.documentNumber,
    country: row.country,
    name: row.name,
    lastName: row.lastName,
    typeAuthorizationDocument: row.documentType,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    url: row.url,
    address: addressView(row.address),
    inForce: carerAuthorisationInForce(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}
