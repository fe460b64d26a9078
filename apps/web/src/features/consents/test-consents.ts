import type { CarerAuthorisation, Consent, ConsentsSettings, PartnerDictItem, PartnerPerson } from '@portal/contracts';
import { loadNamespace } from '../../i18n';

/*
 * The consents' component tests' data, shaped like the demo (issue 30 "Demo data"): Anna's consent to
 * the processing of her data (signed), her teleconsultation consent waiting for her signature, her
 * partner consent to the occupational-medicine company's doctor limited to selected documents (signed
 * through the e-service), a whole-record consent to the insurer she cancelled; the two partners with
 * their personnel; Jan's authorisation of Anna as his carer.
 */

/** The texts of the module's pages, and the date fields' (loaded by their routes in the app). */
export const loadConsentTexts = () => Promise.all([loadNamespace('consents'), loadNamespace('ui', 'ui-forms')]);

/** Anna's consent to the processing of her data, handed in signed at the desk. */
export function testConsent(over: Partial<Consent> = {}): Consent {
  return {
    id: 11,
    patientId: 1,
    patient: { name: 'Anna', lastName: 'Kowalska' },
    consentType: 'CDPM',
    consentStatus: 'SIGNED',
    validFrom: '2025-03-01',
    validTo: null,
    active: true,
    authorizedPartnerId: null,
    partnerName: null,
    personnelId: null,
    personnelName: null,
    onlySelectedDocuments: null,
    systemId: null,
    authorizedPerson: null,
    signature: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    cancelledAt: null,
    ...over,
  };
}

/** Her teleconsultation consent, given yesterday: waiting for her signature. */
export const teleWaiting = testConsent({ id: 12, consentType: 'CTEL', consentStatus: 'REGISTERED', validFrom: '2026-02-01', createdAt: '2026-02-01T18:00:00.000Z' });

/** The occupational-medicine doctor sees the documents she shares, for a year; signed through the e-service. */
export const partnerSigned = testConsent({
  id: 13,
  consentType: 'CPAR',
  validFrom: '2026-01-05',
  validTo: '2026-12-31',
  authorizedPartnerId: 2,
  partnerName: 'Medycyna Pracy BHP-Med sp. z o.o.',
  personnelId: 21,
  personnelName: 'Krzysztof Malinowski',
  onlySelectedDocuments: true,
  systemId: 'BHP-7781',
  signature: { signerName: 'Anna Kowalska', signedBy: 'PATIENT', signedAt: '2026-01-06T11:00:00.000Z', certificateIssuer: 'Symulator ePUAP CA', certificateSerial: '0A1B2C' },
  createdAt: '2026-01-05T09:00:00.000Z',
});

/** The insurer saw her whole record; she cancelled it. */
export const insurerCancelled = testConsent({
  id: 14,
  consentType: 'CPAR',
  consentStatus: 'CANCELLED',
  validFrom: '2025-07-20',
  validTo: '2025-12-08',
  active: false,
  authorizedPartnerId: 3,
  partnerName: 'Towarzystwo Ubezpieczeń Zdrowie S.A.',
  onlySelectedDocuments: false,
  createdAt: '2025-07-20T09:00:00.000Z',
  cancelledAt: '2025-12-08T14:00:00.000Z',
});

/** An authorisation of a named person to see her records (CDOC), with a document instead of a PESEL. */
export const recordsAuthorisation = testConsent({
  id: 15,
  consentType: 'CDOC',
  consentStatus: 'REGISTERED',
  validFrom: '2026-02-10',
  authorizedPerson: {
    name: 'Olena',
    lastName: 'Shevchenko',
    identity: { nationalIdentificationNumber: null, documentNumber: 'FE123456', country: 'UA' },
    address: { street: 'ul. Długa', houseNumber: '12', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków', postalCity: null, countryCode: 'PL', countryName: 'Polska' },
  },
  createdAt: '2026-02-10T09:00:00.000Z',
});

/** A page of the list as the API answers it. */
export const consentPage = (items: Consent[]) => ({ items, pageIndex: 0, pageSize: 10, hasNextPage: false });

/** Every kind the clinic offers, partners on. */
export const allKinds: ConsentsSettings = { consentTypes: ['CDPM', 'CTEL', 'CINF', 'CDOC'], partnersModule: true, occupationalMedicineModule: true };

export const partners: PartnerDictItem[] = [
  { id: 2, name: 'Medycyna Pracy BHP-Med sp. z o.o.', kind: 'OCCUPATIONAL_MEDICINE' },
  { id: 3, name: 'Towarzystwo Ubezpieczeń Zdrowie S.A.', kind: 'INSURER' },
];

export const bhpPersonnel: PartnerPerson[] = [
  { id: 21, partnerId: 2, name: 'Krzysztof', lastName: 'Malinowski', position: 'lekarz medycyny pracy' },
  { id: 22, partnerId: 2, name: 'Barbara', lastName: 'Sikora', position: 'pielęgniarka medycyny pracy' },
];

/** A carer authorised by a written authorisation, in force. */
export function testCarer(over: Partial<CarerAuthorisation> = {}): CarerAuthorisation {
  return {
    id: 51,
    patientId: 1,
    patientCarerId: null,
    patientCarerNationalId: '85031502464',
    documentNumber: null,
    country: 'PL',
    name: 'Jan',
    lastName: 'Kowalski',
    typeAuthorizationDocument: 'WRITTEN',
    dateFrom: '2024-02-01',
    dateTo: null,
    url: null,
    address: { street: 'ul. Długa', houseNumber: '15', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków', postalCity: null, countryCode: 'PL', countryName: 'Polska' },
    inForce: true,
    createdAt: '2024-02-01T09:00:00.000Z',
    ...over,
  };
}
