import type { MedicalCase, MedicalCaseAttachment, MedicalCaseDetails, MedicalCaseNote, StoredFile } from '@portal/contracts';
import { attachmentRemovalIssue, caseWritable } from '@portal/domain';
import type { DbOrTx } from '../../db/client';
import type { CheckedPatientId } from '../../lib/checked-patient';
import { describeFiles } from '../files/files-service';
import { staffNames } from '../staff/staff-names-service';
import * as repo from './medical-cases-repository';
import type { MedicalCaseAttachmentRow, MedicalCaseNoteRow, MedicalCaseRow } from './medical-cases-repository';

/* How a case, its notes and its attachments are shown (the patient's pages, the console, the wizard). */

export async function caseViews(db: DbOrTx, rows: readonly MedicalCaseRow[], wardenId: CheckedPatientId | null): Promise<MedicalCase[]> {
  const ids = rows.map((r) => r.id);
  const [counts, consultations] = await Promise.all([repo.countsOf(db, ids), repo.consultationsOf(db, ids)]);
  return rows.map((r) => {
    const c = counts.get(r.id) ?? { notes: 0, attachments: 0 };
    const t = consultations.get(r.id);
    return {
      medicalCaseId: r.id,
      patientId: r.patientId,
      context: { patientId: r.patientId, wardenId },
      medicalCaseCreateDate: r.createdAt.toISOString(),
      medicalCaseTitle: r.title,
      medicalCaseDescription: r.description,
      medicalServiceName: r.serviceName,
      lastConsultationScheduledDate: t?.last ? t.last.toISOString() : null,
      status: r.status,
      closedAt: r.closedAt ? r.closedAt.toISOString() : null,
      consultationsCount: t?.count ?? 0,
      notesCount: c.notes,
      attachmentsCount: c.attachments,
    };
  });
}

export async function noteViews(db: DbOrTx, notes: readonly MedicalCaseNoteRow[], editable: (n: MedicalCaseNoteRow) => boolean): Promise<MedicalCaseNote[]> {
  const staffIds = notes.flatMap((n) => (n.staffId === null ? [] : [n.staffId]));
  const names = staffIds.length ? await staffNames({ db }, staffIds) : new Map<number, { name: string; lastName: string }>();
  return notes.map((n) => {
    const staff = n.staffId === null ? undefined : names.get(n.staffId);
    return {
      id: n.id,
      caseId: n.caseId,
      consultationId: n.consultationId,
      text: n.text,
      author: n.author,
      authorName: staff ? `${staff.name} ${staff.lastName}` : null,
      editable: editable(n),
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    };
  });
}

export async function attachmentViews(db: DbOrTx, medicalCase: MedicalCaseRow, rows: readonly MedicalCaseAttachmentRow[], known: readonly StoredFile[] = []): Promise<MedicalCaseAttachment[]> {
  const fileIds = rows.flatMap((r) => (r.fileId === null ? [] : [r.fileId]));
  const missing = fileIds.filter((id) => !known.some((f) => f.id === id));
  const files = new Map([...known, ...(missing.length ? await describeFiles({ db }, missing) : [])].map((f) => [f.id, f]));
  return rows.map((r) => {
    const file = r.fileId === null ? undefined : files.get(r.fileId);
    return {
      attachmentId: r.id,
      caseId: r.caseId,
      fileName: r.fileName,
      attachmentType: r.attachmentType,
      note: null,
      consultationId: r.consultationId,
      mimeType: file?.mimeType ?? null,
      size: file?.size ?? null,
      uploadedBy: r.uploadedBy,
      createdAt: r.createdAt.toISOString(),
      removable: attachmentRemovalIssue(r, medicalCase.status) === null,
    };
  });
}

export async function details(db: DbOrTx, medicalCase: MedicalCaseRow, wardenId: CheckedPatientId | null, editable: (n: MedicalCaseNoteRow) => boolean): Promise<MedicalCaseDetails> {
  const [[view], notes, attachments] = await Promise.all([caseViews(db, [medicalCase], wardenId), repo.notesOf(db, medicalCase.id), repo.attachmentsOf(db, medicalCase.id)]);
  return {
    ...view,
    notes: await noteViews(db, notes, editable),
    attachments: await attachmentViews(db, medicalCase, attachments),
    writable: caseWritable(medicalCase.status),
  };
}
