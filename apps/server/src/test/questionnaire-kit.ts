import type { ClinicProgram, ClinicQuestionnaire, ProgramInput, QuestionnaireInput } from '@portal/contracts';
import { clinicMember } from './clinic-members';
import type { TestApp } from './helper';

/** The questionnaires module's tests: a questionnaire with every format, and the admin's calls that make one. */

export const everyFormat = (over: Partial<QuestionnaireInput> = {}): QuestionnaireInput => ({
  title: 'Ankieta testowa',
  description: null,
  deadlineDays: 7,
  sections: [
    {
      title: 'Część pierwsza',
      questions: [
        { orderNumber: 1, text: 'Opis dolegliwości', format: 'TEXT', required: true, maxLength: 20 },
        { orderNumber: 2, text: 'Liczba dni', format: 'NUMERIC', required: true, minValue: 0, maxValue: 30 },
        { orderNumber: 3, text: 'Temperatura', format: 'NUMERIC', required: false, minValue: 35, maxValue: 42, decimal: true },
      ],
    },
    {
      title: 'Część druga',
      questions: [
        { orderNumber: 4, text: 'Data początku', format: 'DATE', required: false },
        { orderNumber: 5, text: 'Czy palisz?', format: 'SINGLE_CHOICE', required: true, options: [{ value: 'TAK', label: 'Tak' }, { value: 'NIE', label: 'Nie' }] },
        { orderNumber: 6, text: 'Objawy', format: 'MULTIPLE_CHOICE', required: false, options: [{ value: 'KASZEL', label: 'Kaszel' }, { value: 'GORACZKA', label: 'Gorączka' }, { value: 'ŻÓŁĆ', label: 'Żółtaczka' }] },
      ],
    },
  ],
  ...over,
});

/** Answers that pass every rule of `everyFormat`. */
export const goodAnswers = (questionnaireId: number) => ({
  questionnaireId,
  answers: [
    { orderNumber: 1, format: 'TEXT', value: 'Zażółć gęślą' },
    { orderNumber: 2, format: 'NUMERIC', value: 3 },
    { orderNumber: 3, format: 'NUMERIC', value: '37,5' },
    { orderNumber: 4, format: 'DATE', value: '2026-01-02' },
    { orderNumber: 5, format: 'SINGLE_CHOICE', value: 'NIE' },
    { orderNumber: 6, format: 'MULTIPLE_CHOICE', value: ['KASZEL', 'ŻÓŁĆ'] },
  ],
});

export async function adminCookie(t: TestApp): Promise<string> {
  return (await clinicMember(t, ['ADMIN'])).cookie;
}

export async function makeQuestionnaire(t: TestApp, cookie: string, input: QuestionnaireInput = everyFormat()): Promise<ClinicQuestionnaire> {
  const res = await t.request({ method: 'POST', url: '/api/clinic/questionnaires', payload: input, cookie });
  if (res.statusCode !== 201) throw new Error(`questionnaire: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function makeProgram(t: TestApp, cookie: string, questionnaireId: number, over: Partial<ProgramInput> = {}): Promise<ClinicProgram> {
  const body: ProgramInput = { name: 'Program testowy', description: null, questionnaireId, minAge: 35, maxAge: 65, gender: 'ANY', validFrom: null, validTo: null, active: true, ...over };
  const res = await t.request({ method: 'POST', url: '/api/clinic/programs', payload: body, cookie });
  if (res.statusCode !== 201) throw new Error(`program: ${res.statusCode} ${res.body}`);
  return res.json();
}
