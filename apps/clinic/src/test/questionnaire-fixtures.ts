import type { ClinicFulfillment, ClinicProgram, ClinicQuestionnaire, Page, z, clinicQuestionnaireSummarySchema } from '@portal/contracts';

// The questionnaires' component-test data, shaped like the demo clinic's seed.

export type QuestionnaireSummary = z.infer<typeof clinicQuestionnaireSummarySchema>;

const question = {
  hint: null,
  required: true,
  minValue: null,
  maxValue: null,
  decimal: false,
  maxLength: null,
  options: [],
  dateRule: 'PAST' as const,
};

/** The programme's questionnaire (two sections, every format), version 2. */
export const cardioQuestionnaire: ClinicQuestionnaire = {
  id: 5,
  active: true,
  version: 2,
  versionId: 12,
  title: 'Program profilaktyki chorób układu krążenia',
  description: 'Kilka pytań o zdrowie serca.',
  deadlineDays: null,
  sections: [
    {
      title: 'Styl życia',
      description: null,
      fieldsMayStayEmpty: false,
      questions: [
        { ...question, orderNumber: 1, text: 'Ile papierosów dziennie palisz?', format: 'NUMERIC', minValue: 0, maxValue: 100 },
        {
          ...question,
          orderNumber: 2,
          text: 'Jak często ćwiczysz?',
          format: 'SINGLE_CHOICE',
          options: [
            { value: 'NEVER', label: 'Wcale', labelEn: 'Never', labelUk: 'Ніколи' },
            { value: 'WEEKLY', label: 'Co tydzień', labelEn: null, labelUk: null },
          ],
        },
      ],
    },
    { title: 'Badania', description: 'Ostatnie pomiary.', fieldsMayStayEmpty: false, questions: [{ ...question, orderNumber: 3, text: 'Data ostatniego pomiaru ciśnienia', format: 'DATE', required: false }] },
  ],
  assignments: { serviceCodes: ['KOM-KARDIOLOGIA'], specialities: [{ unitId: null, speciality: 'KARDIOLOGIA' }], programIds: [3] },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

export const summaryOf = (q: ClinicQuestionnaire, fulfillmentCount = 3): QuestionnaireSummary => ({
  id: q.id,
  title: q.title,
  active: q.active,
  version: q.version,
  deadlineDays: q.deadlineDays,
  questionCount: q.sections.reduce((n, s) => n + s.questions.length, 0),
  fulfillmentCount,
  updatedAt: q.updatedAt,
});

export const satisfaction: QuestionnaireSummary = {
  id: 6,
  title: 'Ankieta satysfakcji po wizycie w POZ',
  active: false,
  version: 1,
  deadlineDays: 14,
  questionCount: 5,
  fulfillmentCount: 1,
  updatedAt: '2026-11-02T10:00:00.000Z',
};

export const program: ClinicProgram = {
  id: 3,
  name: 'Profilaktyka chorób układu krążenia (CHUK)',
  description: 'Program dla osób w wieku 35–65 lat.',
  questionnaireId: 5,
  questionnaireTitle: cardioQuestionnaire.title,
  minAge: 35,
  maxAge: 65,
  gender: 'ANY',
  validFrom: '2026-01-01',
  validTo: null,
  active: true,
  invitedCount: 4,
  fulfilledCount: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

export const annasAnswers: ClinicFulfillment = {
  id: 40,
  questionnaireId: 5,
  version: 2,
  questionnaireTitle: 'Program profilaktyki chorób układu krążenia',
  patient: { id: 1, name: 'Anna', lastName: 'Kowalska', pesel: '85030512345' },
  context: { kind: 'PROGRAM', system: 'PORTAL', id: '3', label: 'Profilaktyka chorób układu krążenia (CHUK)' },
  fulfilledAt: '2026-11-21T13:05:00.000Z',
  answers: [
    { orderNumber: 1, question: 'Ile papierosów dziennie palisz?', format: 'NUMERIC', answer: '0' },
    { orderNumber: 2, question: 'Jak często ćwiczysz?', format: 'SINGLE_CHOICE', answer: 'Co tydzień' },
    { orderNumber: 3, question: 'Data ostatniego pomiaru ciśnienia', format: 'DATE', answer: '2026-05-04' },
    { orderNumber: 4, question: 'Uwagi', format: 'TEXT', answer: '' },
  ],
};

export const page = <T>(items: T[], hasNextPage = false, pageIndex = 0): Page<T> => ({ items, pageIndex, pageSize: 20, hasNextPage });
