import type { ClinicDeclaration } from '@portal/contracts';
import type { PractitionerList } from '../api/practitioner-lists';

// Component tests' data, shaped like the demo's declarations (issue 30): Zofia's signed GP declaration waiting for the clinic.

export const waitingDeclaration: ClinicDeclaration = {
  id: 301,
  state: 'SUBMITTED',
  type: 'GP',
  patientId: 41,
  patient: { name: 'Zofia', lastName: 'Wiśniewska' },
  patientNationalIdentificationNumber: '52082012345',
  practitioner: { employeeId: 7, name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupationCode: 'DOCTOR', practiceNumber: '1234567' },
  hospitalOrganizationUnit: { hospitalOrganizationUnitId: 1, name: 'Przychodnia POZ', address: 'ul. Zdrowa 1, 30-418 Kraków', phone: '+48 12 345 67 89' },
  registrationDate: '2026-11-20T09:00:00.000Z',
  dateOfSubmission: '2026-11-20T09:05:00.000Z',
  healthcareProviderChoiceOrderNumber: 2,
  healthcareProviderChoiceOrderReasonCode: 1,
  healthcareProviderChoiceOtherReason: null,
  practitionerChoiceOrderNumber: 1,
  practitionerChoiceOrderReasonCode: null,
  practitionerChoiceOtherReason: null,
  decision: 'PENDING',
  decisionReason: null,
  decidedAt: null,
  canceledAt: null,
  inForce: true,
  signature: { signerName: 'Zofia Wiśniewska', signedBy: 'PATIENT', signedAt: '2026-11-20T09:05:00.000Z', certificateIssuer: 'Symulator ePUAP CA', certificateSerial: '0A1B2C' },
  system: 'PORTAL',
  systemId: null,
  stateExport: 'N',
  decidedBy: null,
  canceledBy: null,
  cancelReason: null,
};

export const acceptedDeclaration: ClinicDeclaration = {
  ...waitingDeclaration,
  id: 302,
  type: 'NURSE',
  patientId: 1,
  patient: { name: 'Anna', lastName: 'Kowalska' },
  patientNationalIdentificationNumber: '85030512345',
  practitioner: { employeeId: 8, name: 'Joanna', lastName: 'Kamińska', degree: null, occupationCode: 'NURSE', practiceNumber: null },
  decision: 'ACCEPTED',
  decidedAt: '2026-11-21T08:00:00.000Z',
  decidedBy: { name: 'Ewa Nowicka', at: '2026-11-21T08:00:00.000Z' },
  signature: { signerName: 'Jan Kowalski', signedBy: 'GUARDIAN', signedAt: '2026-11-20T09:05:00.000Z', certificateIssuer: 'Symulator ePUAP CA', certificateSerial: '0A1B2D' },
  stateExport: 'A',
};

export const practitionerLists: PractitionerList[] = [
  { employeeId: 7, name: 'Tomasz', lastName: 'Lewandowski', type: 'GP', listSize: 2750, pending: 3, listLimit: 2750, listFull: true },
  { employeeId: 8, name: 'Joanna', lastName: 'Kamińska', type: 'NURSE', listSize: 1200, pending: 0, listLimit: null, listFull: false },
  { employeeId: 9, name: 'Barbara', lastName: 'Zielińska', type: 'MIDWIFE', listSize: 40, pending: 1, listLimit: 1000, listFull: false },
];
