import { systemPatient } from '../../lib/checked-patient';
import type { StaffAccessExamples } from '../../test/staff-access-examples';
import { clinicians } from '../../test/staff-examples-kit';
import { addCaseNote, openCase } from './medical-cases-service';

/**
 * The console's notes to a medical case (issue 32 item 6): a case is no unit's row — the consultant of
 * one of its teleconsultations writes to it (read from `teleconsultations` in the WHERE); another case or
 * note is 404 as an unknown one. A note keeps its writer in `staff_id`.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    caseId: async (t) => String((await openCase(t.deps.db, systemPatient((await t.make.patient()).id, 'test'), { title: 'Przypadek matrycy', accountId: null })).id),
    noteId: async (t) => {
      const patient = systemPatient((await t.make.patient()).id, 'test');
      const made = await openCase(t.deps.db, patient, { title: 'Przypadek matrycy', accountId: null });
      return String((await addCaseNote(t.deps.db, patient, made.id, { text: 'Notatka pacjentki', consultationId: null, author: 'PATIENT', accountId: null })).id);
    },
  },
  staffBodies: {
    'POST /api/clinic/medical-cases/:caseId/notes': () => ({ text: 'Notatka matrycy ról', consultationId: null }),
    'PUT /api/clinic/medical-cases/:caseId/notes/:noteId': () => ({ text: 'Notatka matrycy ról, zmieniona' }),
  },
  idsWithoutUnit: {
    caseId: "a patient's medical case: the consultant of one of its teleconsultations writes to it",
    noteId: 'a note of such a case (her own to change)',
  },
  unitScopedWrites: {
    'POST /api/clinic/medical-cases/:caseId/notes': { roles: clinicians, scope: { by: 'none', why: 'the case of her own teleconsultation' } },
    'PUT /api/clinic/medical-cases/:caseId/notes/:noteId': { roles: clinicians, scope: { by: 'none', why: 'her own note in the case of her own teleconsultation' } },
    'POST /api/clinic/medical-cases/:caseId/close': { roles: clinicians, scope: { by: 'none', why: 'the case of her own teleconsultation' } },
  },
  authoredWrites: {
    'POST /api/clinic/medical-cases/:caseId/notes': { recorded: 'medical_case_notes.staff_id' },
    'PUT /api/clinic/medical-cases/:caseId/notes/:noteId': { recorded: 'medical_case_notes.staff_id (only her own note is changed)' },
    'POST /api/clinic/medical-cases/:caseId/close': { recorded: null, why: 'the case keeps when it was closed (closed_at); who closed it is in the staff change log, as every console write' },
  },
};
