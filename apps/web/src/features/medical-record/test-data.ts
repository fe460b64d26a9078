import type { ClinicalDocument, Encounter, ImagingFile, TestResult } from '@portal/contracts';

/** Shapes of the register's answers for the component tests (Anna, patient 1). */
export const aDocument = (over: Partial<ClinicalDocument> = {}): ClinicalDocument => ({
  id: 31,
  patientId: 1,
  contextId: 'DOC-2026-000031',
  type: 'KARTA',
  typeName: 'Karta wizyty',
  title: 'Karta wizyty — interna',
  documentDate: '2026-02-10T09:30:00.000Z',
  authorName: 'dr Jan Nowak',
  signedAt: '2026-02-10T10:00:00.000Z',
  encounterId: 21,
  hasContent: true,
  hasArchive: true,
  archiveKind: 'CDA',
  noteCount: 0,
  selected: false,
  consentDocShared: false,
  publishedBy: { name: 'Jan Nowak', at: '2026-02-10T10:05:00.000Z' },
  ...over,
});

export const anEncounter = (over: Partial<Encounter> = {}): Encounter => ({
  id: 21,
  patientId: 1,
  careId: 'CARE-7',
  unitSpeciality: { code: 'INT', name: 'Choroby wewnętrzne' },
  unit: { id: 1, name: 'Przychodnia Centrum', code: 'PC' },
  practitioner: { id: 5, displayName: 'dr Jan Nowak' },
  serviceName: 'Porada internistyczna',
  startTime: '2026-02-10T09:00:00.000Z',
  endTime: '2026-02-10T09:20:00.000Z',
  diagnoses: [{ code: 'J06.9', name: 'Ostre zakażenie górnych dróg oddechowych', primary: true, writtenBy: { name: 'Jan Nowak', at: '2026-02-10T09:15:00.000Z' } }],
  recommendations: 'Odpoczynek, dużo płynów.',
  recommendationsWrittenBy: { name: 'Anna Wiśniewska', at: '2026-02-10T09:18:00.000Z' },
  documents: [aDocument(), aDocument({ id: 32, type: 'SKIER', typeName: 'Skierowanie', title: 'Skierowanie na morfologię', archiveKind: null, hasArchive: false })],
  questionnaire: true,
  lastQuestionnaireFulfillment: null,
  // No deadline: a fixed last day would pass as the real calendar moves on (past it, nothing is offered).
  questionnaireLastDay: null,
  ...over,
});

export const aResult = (over: Partial<TestResult> = {}): TestResult => ({
  id: 41,
  patientId: 1,
  orderNumber: 'LAB-2026-0041',
  name: 'Lipidogram',
  kind: 'LAB',
  orderedAt: '2026-01-15T07:30:00.000Z',
  resultDate: '2026-01-16T12:00:00.000Z',
  unit: { id: 1, name: 'Laboratorium Centrum', code: 'LAB' },
  orderedBy: { id: 5, displayName: 'dr Jan Nowak' },
  resultedBy: { name: 'Ewa Zielińska', at: '2026-01-16T12:30:00.000Z' },
  description: null,
  hasContent: true,
  hasArchive: false,
  imaging: null,
  elements: [
    { id: 411, code: 'LDL', name: 'Cholesterol LDL', value: '162', unit: 'mg/dl', referenceLow: null, referenceHigh: 115, referenceText: null, flag: 'H', method: null, resultAt: '2026-01-16T12:00:00.000Z', hasContent: true, hasArchive: false, hasTrend: true },
    { id: 412, code: 'HDL', name: 'Cholesterol HDL', value: '58', unit: 'mg/dl', referenceLow: 45, referenceHigh: null, referenceText: null, flag: 'N', method: null, resultAt: '2026-01-16T12:00:00.000Z', hasContent: false, hasArchive: false, hasTrend: false },
  ],
  ...over,
});

export const anImagingFile = (over: Partial<ImagingFile> = {}): ImagingFile => ({
  fileId: 1,
  fileName: 'IM0001.dcm',
  path: '51/IM0001.dcm',
  fileSize: 1024,
  creationDate: '2026-03-01T10:00:00.000Z',
  status: 'R',
  version: 1,
  patientId: 1,
  domainId: 51,
  domainType: 'ORD',
  ...over,
});
