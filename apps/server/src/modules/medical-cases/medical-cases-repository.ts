import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medicalCaseAttachments, medicalCaseNotes, medicalCases, teleconsultations, type MedicalCaseAttachmentRow, type MedicalCaseNoteRow, type MedicalCaseRow } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';

export type { MedicalCaseAttachmentRow, MedicalCaseNoteRow, MedicalCaseRow };

/** A patient's case by its id (another patient's: none); `lock` holds it for the rest of the transaction. */
export async function findCase(db: DbOrTx, patientId: CheckedPatientId, caseId: number, lock = false): Promise<MedicalCaseRow | null> {
  const query = db.select().from(medicalCases).where(and(eq(medicalCases.id, caseId), eq(medicalCases.patientId, patientId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A patient's cases created within [from, to], newest first (index patient_id, created_at, id). */
export function casesCreatedWithin(db: DbOrTx, patientId: CheckedPatientId, from: Date | undefined, to: Date | undefined): Promise<MedicalCaseRow[]> {
  return db
    .select()
    .from(medicalCases)
    .where(and(eq(medicalCases.patientId, patientId), from ? gte(medicalCases.createdAt, from) : undefined, to ? lte(medicalCases.createdAt, to) : undefined))
    .orderBy(desc(medicalCases.createdAt), desc(medicalCases.id));
}

export async function insertCase(
  db: DbOrTx,
  patientId: CheckedPatientId,
  values: { title: string; description: string | null; serviceName: string | null; createdByAccountId: number | null; createdAt: Date },
): Promise<MedicalCaseRow> {
  const [row] = await db
    .insert(medicalCases)
    .values({ ...values, patientId })
    .returning();
  return row;
}

/** How many notes and (not removed) attachments each case has. */
export async function countsOf(db: DbOrTx, caseIds: readonly number[]): Promise<Map<number, { notes: number; attachments: number }>> {
  const out = new Map<number, { notes: number; attachments: number }>(caseIds.map((id) => [id, { notes: 0, attachments: 0 }]));
  if (caseIds.length === 0) return out;
  const [notes, attachments] = await Promise.all([
    db
      .select({ caseId: medicalCaseNotes.caseId, n: count() })
      .from(medicalCaseNotes)
      .where(inArray(medicalCaseNotes.caseId, [...caseIds]))
      .groupBy(medicalCaseNotes.caseId),
    db
      .select({ caseId: medicalCaseAttachments.caseId, n: count() })
      .from(medicalCaseAttachments)
      .where(and(inArray(medicalCaseAttachments.caseId, [...caseIds]), isNull(medicalCaseAttachments.removedAt)))
      .groupBy(medicalCaseAttachments.caseId),
  ]);
  for (const r of notes) out.get(r.caseId)!.notes = Number(r.n);
  for (const r of attachments) out.get(r.caseId)!.attachments = Number(r.n);
  return out;
}

/** A case's notes, oldest first (of one consultation when given). */
export function notesOf(db: DbOrTx, caseId: number, consultationId?: number): Promise<MedicalCaseNoteRow[]> {
  return db
    .select()
    .from(medicalCaseNotes)
    .where(and(eq(medicalCaseNotes.caseId, caseId), consultationId === undefined ? undefined : eq(medicalCaseNotes.consultationId, consultationId)))
    .orderBy(asc(medicalCaseNotes.createdAt), asc(medicalCaseNotes.id));
}

export async function insertNote(
  db: DbOrTx,
  values: { caseId: number; consultationId: number | null; text: string; author: MedicalCaseNoteRow['author']; accountId: number | null; staffId: number | null; createdAt: Date },
): Promise<MedicalCaseNoteRow> {
  const [row] = await db
    .insert(medicalCaseNotes)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row;
}

/** A note of one of the patient's cases, with its case locked (another patient's: none). */
export async function findNoteOfPatient(db: DbOrTx, patientId: CheckedPatientId, noteId: number): Promise<{ note: MedicalCaseNoteRow; medicalCase: MedicalCaseRow } | null> {
  const [row] = await db
    .select({ note: medicalCaseNotes, medicalCase: medicalCases })
    .from(medicalCaseNotes)
    .innerJoin(medicalCases, eq(medicalCases.id, medicalCaseNotes.caseId))
    .where(and(eq(medicalCaseNotes.id, noteId), eq(medicalCases.patientId, patientId)))
    .for('update');
  return row ?? null;
}

export async function updateNoteText(db: DbOrTx, noteId: number, text: string, now: Date): Promise<MedicalCaseNoteRow> {
  const [row] = await db.update(medicalCaseNotes).set({ text, updatedAt: now }).where(eq(medicalCaseNotes.id, noteId)).returning();
  return row;
}

/** A case's attachments not removed, oldest first (of one consultation when given). */
export function attachmentsOf(db: DbOrTx, caseId: number, consultationId?: number): Promise<MedicalCaseAttachmentRow[]> {
  return db
    .select()
    .from(medicalCaseAttachments)
    .where(
      and(
        eq(medicalCaseAttachments.caseId, caseId),
        isNull(medicalCaseAttachments.removedAt),
        consultationId === undefined ? undefined : eq(medicalCaseAttachments.consultationId, consultationId),
      ),
    )
    .orderBy(asc(medicalCaseAttachments.createdAt), asc(medicalCaseAttachments.id));
}

export async function countAttachments(db: DbOrTx, caseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(medicalCaseAttachments)
    .where(and(eq(medicalCaseAttachments.caseId, caseId), isNull(medicalCaseAttachments.removedAt)));
  return Number(row?.n ?? 0);
}

export function insertAttachments(
  db: DbOrTx,
  rows: ReadonlyArray<{ caseId: number; fileId: number; fileName: string; uploadedBy: MedicalCaseAttachmentRow['uploadedBy']; createdAt: Date }>,
): Promise<MedicalCaseAttachmentRow[]> {
  return db
    .insert(medicalCaseAttachments)
    .values(rows.map((r) => ({ ...r, attachmentType: 'F' as const })))
    .returning();
}

/** An attachment of a case (removed ones too); `lock` for a change. */
export async function findAttachment(db: DbOrTx, caseId: number, attachmentId: number, lock = false): Promise<MedicalCaseAttachmentRow | null> {
  const query = db
    .select()
    .from(medicalCaseAttachments)
    .where(and(eq(medicalCaseAttachments.id, attachmentId), eq(medicalCaseAttachments.caseId, caseId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks an attachment removed and lets go of its file (the file row is deleted by the caller). */
export async function markRemoved(db: DbOrTx, attachmentId: number, now: Date): Promise<void> {
  await db.update(medicalCaseAttachments).set({ removedAt: now, fileId: null }).where(eq(medicalCaseAttachments.id, attachmentId));
}

/** Gives these attachments of the case to a consultation; answers how many were the case's and not removed. */
export async function linkAttachments(db: DbOrTx, caseId: number, attachmentIds: readonly number[], consultationId: number): Promise<number> {
  if (attachmentIds.length === 0) return 0;
  const rows = await db
    .update(medicalCaseAttachments)
    .set({ consultationId })
    .where(and(eq(medicalCaseAttachments.caseId, caseId), inArray(medicalCaseAttachments.id, [...attachmentIds]), isNull(medicalCaseAttachments.removedAt)))
    .returning({ id: medicalCaseAttachments.id });
  return rows.length;
}

/** Serialises uploads to one case (the count of its attachments and the limit). */
export async function lockCaseUploads(db: DbOrTx, caseId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('medical-cases.upload'), ${caseId})`);
}

/**
 * The cases' teleconsultations (not cancelled): how many and the latest start. Read from the
 * teleconsultation module's table (descriptor `usesTables`), which stands on this module and so cannot
 * be asked through its service.
 */
export async function consultationsOf(db: DbOrTx, caseIds: readonly number[]): Promise<Map<number, { count: number; last: Date | null }>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: teleconsultations.medicalCaseId, n: count(), last: max(teleconsultations.scheduledFrom) })
    .from(teleconsultations)
    .where(and(inArray(teleconsultations.medicalCaseId, [...caseIds]), ne(teleconsultations.status, 'CANCELED')))
    .groupBy(teleconsultations.medicalCaseId);
  return new Map(rows.map((r) => [r.caseId, { count: Number(r.n), last: r.last ? new Date(r.last) : null }]));
}

export async function closeCase(db: DbOrTx, caseId: number, now: Date): Promise<void> {
  await db.update(medicalCases).set({ status: 'CLOSED', closedAt: now }).where(eq(medicalCases.id, caseId));
}
