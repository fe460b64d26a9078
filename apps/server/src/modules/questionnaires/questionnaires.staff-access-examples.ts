import { questionnaireInputSchema } from '@portal/contracts';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { everyFormat } from '../../test/questionnaire-kit';
import { changeLog } from '../../test/staff-examples-kit';
import type { TestApp } from '../../test/helper';
import { createClinicQuestionnaire } from './clinic/clinic-questionnaires-service';
import { createProgram } from './core/programs-service';

const questionnaireOf = async (t: TestApp) => (await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null)).id;
const programBody = (questionnaireId: number) => ({ name: 'Program matrycy', description: null, questionnaireId, minAge: 35, maxAge: 65, gender: 'ANY' as const, validFrom: null, validTo: null, active: true });
const catalogue: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "questionnaires are the clinic's, assigned by service and speciality" } };
const programmes: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "prevention programmes are the clinic's" } };
const revisions = { recorded: 'questionnaires.created_by_staff_id (each revision)' };

/** The clinic's questionnaires and screening programmes: of the whole clinic, an administrator's. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    questionnaireId: async (t) => String(await questionnaireOf(t)),
    programId: async (t) => String((await createProgram(t.deps, programBody(await questionnaireOf(t)))).id),
  },
  staffBodies: {
    'POST /api/clinic/questionnaires': () => everyFormat(),
    'PUT /api/clinic/questionnaires/:questionnaireId': () => everyFormat({ title: 'Ankieta matrycy' }),
    'PUT /api/clinic/questionnaires/:questionnaireId/active': () => ({ active: false }),
    'PUT /api/clinic/questionnaires/:questionnaireId/assignments': () => ({ serviceCodes: [], specialities: [] }),
    // A questionnaire id that does not exist: 400 past the role check (the programme's own tests make real ones).
    'POST /api/clinic/programs': () => programBody(999999),
    'PUT /api/clinic/programs/:programId': () => programBody(999999),
    'POST /api/clinic/programs/:programId/invitations': () => ({ patientIds: [] }),
  },
  idsWithoutUnit: {
    questionnaireId: "a questionnaire of the clinic's catalogue",
    programId: 'a screening programme of the whole clinic',
  },
  unitScopedWrites: {
    'POST /api/clinic/questionnaires': catalogue,
    'PUT /api/clinic/questionnaires/:questionnaireId': catalogue,
    'PUT /api/clinic/questionnaires/:questionnaireId/active': catalogue,
    'PUT /api/clinic/questionnaires/:questionnaireId/assignments': catalogue,
    'POST /api/clinic/programs': programmes,
    'PUT /api/clinic/programs/:programId': programmes,
    'POST /api/clinic/programs/:programId/invitations': programmes,
  },
  authoredWrites: {
    'POST /api/clinic/questionnaires': revisions,
    'PUT /api/clinic/questionnaires/:questionnaireId': revisions,
    'PUT /api/clinic/questionnaires/:questionnaireId/active': changeLog("a questionnaire's switch keeps no author"),
    'PUT /api/clinic/questionnaires/:questionnaireId/assignments': changeLog("a questionnaire's assignments keep no author"),
    'POST /api/clinic/programs': changeLog("a programme's definition keeps no author"),
    'PUT /api/clinic/programs/:programId': changeLog("a programme's definition keeps no author"),
    'POST /api/clinic/programs/:programId/invitations': { recorded: 'program_invitations.invited_by_staff_id' },
  },
};
