import type { ClinicCaseNote, ClinicCaseNoteCreate } from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { patientOfRow } from '../../../lib/checked-patient';
import type { StaffContext } from '../../../plugins/staff-access';
import { addCaseNote, closeCase } from '../medical-cases-service';
import * as cases from '../medical-cases-repository';
import type { MedicalCaseNoteRow } from '../medical-cases-repository';
import { consultationsOfCaseFor, hasPendingConsultation } from './clinic-case-notes-repository';

/*
 * A clinician's notes to a case (issue 32 item 6): she writes to the case of a teleconsultation she is
 * the consultant of, and changes only her own notes while the case is open. Any other case or note is
 * 404, exactly as an unknown one; a closed case is 409 MEDICAL_CASE_CLOSED.
 */

type ServiceDeps = Pick<Deps, 'db' | 'clock'>;

const view = (note: MedicalCaseNoteRow, staff: StaffContext): ClinicCaseNote => ({
  id: note.id,
  text: note.text,
  author: note.author,
  authorName: `${staff.member.name} ${staff.member.lastName}`,
  consultationId: note.consultationId,
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
  own: true,
});

/** Her case's patient (the case of one of her teleconsultations) and those teleconsultations' ids, or 404. */
async function herCase(db: ServiceDeps['db'], staff: StaffContext, caseId: number) {
  const rows = await consultationsOfCaseFor(db, staff.member.id, caseId);
  if (rows.length === 0) throw NotFound();
  return { patient: patientOfRow(rows[0]!), consultations: new Set(rows.map((r) => r.id)) };
}

/** POST: her note to the case, for one of her teleconsultations of it (or the case's, null). */
export async function addStaffNote(deps: ServiceDeps, staff: StaffContext, caseId: number, body: ClinicCaseNoteCreate): Promise<ClinicCaseNote> {
  const { patient, consultations } = await herCase(deps.db, staff, caseId);
  const consultationId = body.consultationId ?? null;
  if (consultationId !== null && !consultations.has(consultationId)) throw NotFound();
  return withTransaction(deps.db, async (tx) => {
    const { id } = await addCaseNote(tx, patient, caseId, { text: body.text, consultationId, author: 'STAFF', staffId: staff.member.id }, deps.clock.now());
    const note = await cases.findNoteOfPatient(tx, patient, id);
    return view(note!.note, staff);
  });
}

/** PUT: a new text of her own note of the case while it is open. */
export async function updateStaffNote(deps: ServiceDeps, staff: StaffContext, caseId: number, noteId: number, text: string): Promise<ClinicCaseNote> {
  const { patient } = await herCase(deps.db, staff, caseId);
  return withTransaction(deps.db, async (tx) => {
    const found = await cases.findNoteOfPatient(tx, patient, noteId);
    if (!found || found.note.caseId !== caseId || found.note.author !== 'STAFF' || found.note.staffId !== staff.member.id) throw NotFound();
    if (found.medicalCase.status !== 'OPEN') throw new AppError('MEDICAL_CASE_CLOSED');
    if (found.note.text === text) return view(found.note, staff);
    return view(await cases.updateNoteText(tx, noteId, text, deps.clock.now()), staff);
  });
}

/**
 * POST close: the consultant of one of its teleconsultations closes the case once none is still to be
 * held (409 MEDICAL_CASE_CONSULTATION_PENDING); from then on nobody adds notes or removes attachments.
 * Closing a closed case changes nothing.
 */
export async function closeStaffCase(deps: ServiceDeps, staff: StaffContext, caseId: number): Promise<void> {
  const { patient } = await herCase(deps.db, staff, caseId);
  await withTransaction(deps.db, async (tx) => {
    if (await hasPendingConsultation(tx, caseId)) throw new AppError('MEDICAL_CASE_CONSULTATION_PENDING');
    await closeCase(tx, patient, caseId, deps.clock.now());
  });
}
