import type { CarerAuthorisation } from '@portal/contracts';
import type { ClinicConsent } from '../api/patient-consents';

// The consents' component-test data, shaped like the demo's (issue 30): Anna's consents in every state, Jan's carer.

const anna = { name: 'Anna', lastName: 'Kowalska' };
const nobody = { authorizedPartnerId: null, partnerName: null, personnelId: null, personnelName: null, onlySelectedDocuments: null, systemId: null, authorizedPerson: null };

/** Her partner consent to the occupational-medicine doctor, limited to the documents she shares; signed in the e-service. */
export const partnerConsent: ClinicConsent = {
  id: 21,
  patientId: 1,
  patient: anna,
  consentType: 'CPAR',
  consentStatus: 'SIGNED',
  validFrom: '2026-11-06',
  validTo: '2027-11-05',
  active: true,
  authorizedPartnerId: 3,
  partnerName: 'Medycyna Pracy BHP-Med sp. z o.o.',
  personnelId: 11,
  personnelName: 'Krzysztof Malinowski',
  onlySelectedDocuments: true,
  systemId: 'BHP-2026-0042',
  authorizedPerson: null,
  signature: { signerName: 'Anna Kowalska', signedBy: 'PATIENT', signedAt: '2026-11-07T11:00:00.000Z', certificateIssuer: 'Symulator ePUAP CA', certificateSerial: '0A1B2C' },
  createdAt: '2026-11-06T09:00:00.000Z',
  cancelledAt: null,
  filedBy: 'Anna Kowalska',
};

/** Her whole-record consent to the insurer, withdrawn (the day it ended shown). */
export const cancelledConsent: ClinicConsent = {
  ...partnerConsent,
  id: 22,
  consentStatus: 'CANCELLED',
  validFrom: '2026-05-20',
  validTo: '2026-10-07',
  active: false,
  authorizedPartnerId: 4,
  partnerName: 'Towarzystwo Ubezpieczeń Zdrowie S.A.',
  personnelId: null,
  personnelName: null,
  onlySelectedDocuments: false,
  systemId: null,
  signature: null,
  createdAt: '2026-05-20T09:00:00.000Z',
  cancelledAt: '2026-10-07T14:00:00.000Z',
  filedBy: null,
};

/** Her teleconsultation consent, waiting for her signature, open-ended. */
export const teleconsultationConsent: ClinicConsent = {
  ...nobody,
  id: 23,
  patientId: 1,
  patient: anna,
  consentType: 'CTEL',
  consentStatus: 'REGISTERED',
  validFrom: '2026-12-05',
  validTo: null,
  active: true,
  signature: null,
  createdAt: '2026-12-05T18:00:00.000Z',
  cancelledAt: null,
  filedBy: 'Jan Kowalski',
};

/** An authorisation of a named person to see her records (a foreigner: a document and its country, an address abroad). */
export const documentationConsent: ClinicConsent = {
  ...teleconsultationConsent,
  id: 24,
  consentType: 'CDOC',
  consentStatus: 'SIGNED',
  authorizedPerson: {
    name: 'Olena',
    lastName: 'Kowalenko',
    identity: { nationalIdentificationNumber: null, documentNumber: 'FX123456', country: 'UA' },
    address: { street: 'vul. Khreshchatyk', houseNumber: '22', apartmentNumber: '5', postalCode: '01001', city: 'Kyiv', postalCity: null, countryCode: 'UA', countryName: 'Ukraina' },
  },
  signature: { signerName: 'Jan Kowalski', signedBy: 'GUARDIAN', signedAt: '2026-12-05T18:10:00.000Z', certificateIssuer: 'Symulator ePUAP CA', certificateSerial: '0A1B2D' },
};

/** A consent of a type the clinic's own system keeps. */
export const otherConsent: ClinicConsent = { ...teleconsultationConsent, id: 25, consentType: 'RODO2', filedBy: null };

/** Anna as Jan's carer, by a written authorisation, with her own record at the clinic. */
export const carerInForce: CarerAuthorisation = {
  id: 31,
  patientId: 2,
  patientCarerId: 1,
  patientCarerNationalId: '85031502464',
  documentNumber: null,
  country: null,
  name: 'Anna',
  lastName: 'Kowalska',
  typeAuthorizationDocument: 'WRITTEN',
  dateFrom: '2024-12-06',
  dateTo: null,
  url: 'https://dokumenty.example/upowaznienie-31.pdf',
  address: { street: 'ul. Długa', houseNumber: '15', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków', postalCity: null, countryCode: 'PL', countryName: 'Polska' },
  inForce: true,
  createdAt: '2024-12-06T09:00:00.000Z',
};

/** An authorisation that ended, of a carer with no record at the clinic, by a notarial deed. */
export const carerEnded: CarerAuthorisation = {
  ...carerInForce,
  id: 32,
  patientCarerId: null,
  patientCarerNationalId: null,
  documentNumber: 'AB1234567',
  country: 'DE',
  name: 'Stefan',
  lastName: 'Wagner',
  typeAuthorizationDocument: 'NOTARIAL',
  dateFrom: '2023-01-10',
  dateTo: '2024-01-09',
  url: null,
  address: { street: null, houseNumber: '3', apartmentNumber: null, postalCode: '32-020', city: 'Grabie', postalCity: 'Wieliczka', countryCode: 'PL', countryName: 'Polska' },
  inForce: false,
};
