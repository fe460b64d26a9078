import type { Declaration, DeclarationPatientData, PozDeclaration, PozStaff } from '@portal/contracts';
import { loadNamespace } from '../../i18n';

/*
 * The declarations' component tests' data, shaped like the demo (issue 30 "Demo data"): Anna's GP
 * declaration in force, a past one, a nurse declaration waiting for its signature, the clinic's POZ
 * staff with a list at its limit, and Anna's declaration data.
 */

/** The texts of the module's pages (loaded by their routes in the app). */
export const loadDeclarationTexts = () => loadNamespace('declarations');

/** Anna's GP declaration, signed, submitted and accepted: in force. */
export function testDeclaration(over: Partial<Declaration> = {}): Declaration {
  return {
    id: 21,
    state: 'SUBMITTED',
    type: 'GP',
    patientId: 1,
    patient: { name: 'Anna', lastName: 'Kowalska' },
    practitioner: { employeeId: 7, name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupationCode: 'DOCTOR', practiceNumber: '1234567' },
    hospitalOrganizationUnit: { hospitalOrganizationUnitId: 3, name: 'Przychodnia Centrum', address: 'ul. Zdrowa 1, 31-001 Kraków', phone: '12 345 67 89' },
    registrationDate: '2026-01-12T09:30:00.000Z',
    dateOfSubmission: '2026-01-12T09:45:00.000Z',
    healthcareProviderChoiceOrderNumber: 2,
    healthcareProviderChoiceOrderReasonCode: 1,
    healthcareProviderChoiceOtherReason: null,
    practitionerChoiceOrderNumber: 3,
    practitionerChoiceOrderReasonCode: 4,
    practitionerChoiceOtherReason: 'Lekarz przeszedł do innej przychodni',
    decision: 'ACCEPTED',
    decisionReason: null,
    decidedAt: '2026-01-13T08:00:00.000Z',
    canceledAt: null,
    inForce: true,
    signature: {
      signerName: 'Anna Kowalska',
      signedBy: 'PATIENT',
      signedAt: '2026-01-12T09:45:00.000Z',
      certificateIssuer: 'Symulator ePUAP CA',
      certificateSerial: '0A1B2C',
    },
    system: 'PORTAL',
    systemId: 'AMMS-21',
    stateExport: 'A',
    ...over,
  };
}

/** Anna's nurse declaration, registered and waiting for her signature. */
export const nurseWaiting = testDeclaration({
  id: 22,
  state: 'REGISTERED',
  type: 'NURSE',
  practitioner: { employeeId: 9, name: 'Ewa', lastName: 'Zielińska', degree: 'mgr piel.', occupationCode: 'NURSE', practiceNumber: '7654321P' },
  registrationDate: '2026-02-02T10:00:00.000Z',
  dateOfSubmission: null,
  healthcareProviderChoiceOrderNumber: 1,
  healthcareProviderChoiceOrderReasonCode: null,
  practitionerChoiceOrderNumber: 1,
  practitionerChoiceOrderReasonCode: null,
  practitionerChoiceOtherReason: null,
  decision: 'PENDING',
  decidedAt: null,
  inForce: false,
  signature: null,
  systemId: null,
  stateExport: 'N',
});

/** Anna's past GP declaration, replaced by the one in force. */
export const pastGp = testDeclaration({
  id: 20,
  state: 'CANCELED',
  practitioner: { employeeId: 8, name: 'Maria', lastName: 'Wiśniewska', degree: 'lek.', occupationCode: 'DOCTOR', practiceNumber: '2345678' },
  registrationDate: '2024-05-06T08:00:00.000Z',
  dateOfSubmission: '2024-05-06T08:10:00.000Z',
  canceledAt: '2026-01-12T09:30:00.000Z',
  inForce: false,
});

/** A page of the list as the API answers it. */
export const declarationPage = (items: Declaration[]) => ({ items, pageIndex: 0, pageSize: 10, hasNextPage: false });

/** The clinic's POZ doctors: one who takes patients, one whose list is full. */
export const gpStaff: PozStaff[] = [
  {
    employeeId: 7,
    name: 'Tomasz',
    lastName: 'Lewandowski',
    degree: 'lek.',
    occupationCode: 'DOCTOR',
    practiceNumber: '1234567',
    unit: { hospitalOrganizationUnitId: 3, name: 'Przychodnia Centrum', address: 'ul. Zdrowa 1, 31-001 Kraków', phone: null },
    listSize: 1800,
    listLimit: 2750,
    listFull: false,
  },
  {
    employeeId: 8,
    name: 'Maria',
    lastName: 'Wiśniewska',
    degree: 'lek.',
    occupationCode: 'DOCTOR',
    practiceNumber: '2345678',
    unit: { hospitalOrganizationUnitId: 4, name: 'Przychodnia Podgórze', address: 'ul. Kalwaryjska 5, 30-504 Kraków', phone: null },
    listSize: 2750,
    listLimit: 2750,
    listFull: true,
  },
];

/** Anna's declaration data, complete. */
export const annaData: DeclarationPatientData = {
  name: 'Anna',
  lastName: 'Kowalska',
  birthDate: '1985-03-15',
  gender: 'FEMALE',
  nationalIdentificationNumber: '85031502464',
  insurerCode: '06',
  street: 'ul. Długa',
  houseNumber: '12',
  apartmentNumber: '4',
  postalCode: '31-147',
  city: 'Kraków',
  phone: null,
  complete: true,
};

/** The clinic system's copy of Anna's GP declaration. */
export const ammsCopy: PozDeclaration = {
  id: 21,
  state: 'SUBMITTED',
  type: 'GP',
  stateExport: 'A',
  system: 'AMMS',
  systemId: '2026/0021',
  patientId: 1,
  patientName: 'Anna',
  patientLastName: 'Kowalska',
  patientBirthDate: '1985-03-15',
  patientGender: 'FEMALE',
  patientNationalIdentificationNumber: '85031502464',
  patientAddress: 'ul. Długa 12/4, 31-147 Kraków',
  insurerCode: '06',
  practitionerName: 'Tomasz',
  practitionerLastName: 'Lewandowski',
  practitionerPracticeNumber: '1234567',
  practitionerOccupationCode: 'DOCTOR',
  hospitalOrganizationUnitName: 'Przychodnia Centrum',
  hospitalOrganizationUnitAddress: 'ul. Zdrowa 1, 31-001 Kraków',
  registrationDate: '2026-01-12T09:30:00.000Z',
  dateOfSubmission: '2026-01-12T09:45:00.000Z',
  healthcareProviderChoiceOrderNumber: 1,
  healthcareProviderChoiceOrderReasonCode: null,
  healthcareProviderChoiceOtherReason: null,
  practitionerChoiceOrderNumber: 2,
  practitionerChoiceOrderReasonCode: 2,
  practitionerChoiceOtherReason: null,
};
