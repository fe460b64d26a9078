import type { ClinicDocumentRequest, ClinicEncounter, ClinicPatientCard, ClinicTestResult, Page, StaffMe } from '@portal/contracts';
import { registrar } from './fixtures';

// The register's component-test data, shaped like the demo data the server seeds for Anna Kowalska.

/** The demo doctor (login `lekarz`). */
export const doctor: StaffMe = { ...registrar, id: 3, login: 'lekarz', name: 'Tomasz', lastName: 'Lewandowski', roles: ['DOCTOR'], practitionerId: 11 };

export const pageOf = <T,>(items: T[], hasNextPage = false): Page<T> => ({ items, pageIndex: 0, pageSize: 10, hasNextPage });

export const openVisit: ClinicEncounter = {
  id: 31,
  patientId: 1,
  careId: 'EP-2026-000031',
  unitSpeciality: { code: 'CHOROBY_WEWNETRZNE', name: 'Choroby wewnętrzne' },
  unit: { id: 1, name: 'Przychodnia POZ', code: 'POZ-KRK-1' },
  practitioner: { id: 11, displayName: 'lek. Tomasz Lewandowski' },
  serviceName: null,
  startTime: '2026-11-20T08:30:00.000Z',
  endTime: null,
  diagnoses: [],
  recommendations: null,
  recommendationsWrittenBy: null,
  documents: [],
  questionnaire: false,
  lastQuestionnaireFulfillment: null,
  questionnaireLastDay: null,
  status: 'OPEN',
  publishedAt: null,
};

export const labOrder: ClinicTestResult = {
  id: 51,
  patientId: 1,
  orderNumber: 'ZL/2026/000051',
  name: 'Lipidogram',
  kind: 'LAB',
  orderedAt: '2026-11-20T08:40:00.000Z',
  resultDate: null,
  unit: null,
  orderedBy: { id: 11, displayName: 'lek. Tomasz Lewandowski' },
  resultedBy: null,
  description: null,
  hasContent: false,
  hasArchive: false,
  imaging: null,
  status: 'ORDERED',
  publishedAt: null,
  encounterId: null,
  elements: [
    { code: 'CHOL', name: 'Cholesterol całkowity', unit: 'mg/dl', referenceLow: null, referenceHigh: 190, referenceText: null },
    { code: 'HDL', name: 'Cholesterol HDL', unit: 'mg/dl', referenceLow: 40, referenceHigh: null, referenceText: null },
  ].map((e, i) => ({
    ...e,
    id: 61 + i,
    value: '',
    flag: null,
    method: null,
    resultAt: '2026-11-20T08:40:00.000Z',
    hasContent: false,
    hasArchive: false,
    hasTrend: false,
    valueFormat: { kind: 'NUMERIC' as const, decimals: 1 },
  })),
};

export const portalRequest: ClinicDocumentRequest = {
  id: 71,
  patientId: 1,
  patientName: 'Anna Kowalska',
  patientPesel: '85030512345',
  requestedBy: 'Anna Kowalska',
  encounterId: null,
  description: 'Wnoszę o udostępnienie kopii wskazanej dokumentacji medycznej.',
  deliveryMethod: 'PORTAL',
  address: null,
  status: 'REGISTERED',
  completed: false,
  registeredAt: '2026-11-18T10:00:00.000Z',
  completedAt: null,
  clinicComment: null,
  handledBy: null,
  documents: [{ id: 81, typeName: 'Karta wizyty', title: 'Karta wizyty 12-11-2026', documentDate: '2026-11-12T09:00:00.000Z' }],
  attachments: [],
};

/** Anna's card as GET /api/clinic/patients/1 answers it (the register's heading reads her name and PESEL from it). */
export const annasCard: ClinicPatientCard = {
  id: 1,
  name: 'Anna',
  middleName: null,
  lastName: 'Kowalska',
  birthDate: '1985-03-05',
  gender: 'FEMALE',
  identity: { nationalIdentificationNumber: '85030512345', documentNumber: null, countryCode: null },
  address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Zakopiańska', houseNumber: '10', postalCode: '30-418' },
  identityStatus: 'VERIFIED',
  identityReview: null,
  detailsSource: 'SELF',
  createdAt: '2025-01-10T08:15:00.000Z',
  account: null,
  guardians: [],
  profiles: [],
  attachments: [],
};
