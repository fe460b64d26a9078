import type { CaseConsultation, InterfaceLanguage, Teleconsultation } from '@portal/contracts';
import { configuredName, teleconsultationStartWindow, canStartTeleconsultation, type CommunicationType, type StartVerdict } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { patientOfRow } from '../../lib/checked-patient';
import { defineResource, type PatientScope } from '../../plugins/patient-access';
import { bookNow } from '../bookings/teleconsultation-bookings-service';
import * as repo from './core/teleconsultation-repository';
import type { TeleconsultationRow } from './core/teleconsultation-repository';

/*
 * The teleconsultation module's face (issue 32): what the telehealth module (the call) and the console
 * (the clinician's side) use. A patient reaches a teleconsultation of the patients her account acts for;
 * a staff member the ones she is the consultant of or, while an unplanned one still waits, the ones of a
 * service she is a consultant of (with role DOCTOR). Anything else reads as unknown (null → 404).
 */

export type { TeleconsultationRow };

/** A patient's teleconsultation by its id within the caller's scope, or null. */
export const teleconsultationOfPatientScope = (db: DbOrTx, scope: PatientScope, id: number): Promise<TeleconsultationRow | null> => repo.findInScope(db, scope, id);

/** For routes addressing a teleconsultation by its id (`:id`, `:teleconsultationId` or `:consultId`) through the caller's scope. */
export const teleconsultationResource = defineResource({
  name: 'teleconsultation',
  load: (db, scope, params: { id?: number; teleconsultationId?: number; consultId?: number }) => {
    const id = params.id ?? params.teleconsultationId ?? params.consultId;
    return id === undefined ? Promise.resolve(null) : repo.findInScope(db, scope, id);
  },
});

/**
 * A teleconsultation as a staff member reaches it: hers as its consultant, or an unplanned one still
 * WAITING of a service she (a DOCTOR) is a consultant of. Null otherwise.
 */
export async function teleconsultationForStaff(db: DbOrTx, staffId: number, roles: readonly string[], id: number): Promise<TeleconsultationRow | null> {
  const row = await repo.findById(db, id);
  if (!row) return null;
  if (row.consultantStaffId === staffId) return row;
  if (row.unplanned && row.status === 'WAITING' && row.consultantStaffId === null && roles.includes('DOCTOR') && (await repo.isConsultantOf(db, staffId, row.serviceCode))) return row;
  return null;
}

/** The start window of a teleconsultation (spec §9). */
export const startWindowOf = (row: Pick<TeleconsultationRow, 'scheduledFrom' | 'scheduledTo'>) => teleconsultationStartWindow(row.scheduledFrom, row.scheduledTo);

/** Whether it may be started at `now`: TOO_EARLY, OPEN, TOO_LATE. */
export const startVerdictOf = (row: Pick<TeleconsultationRow, 'scheduledFrom' | 'scheduledTo'>, now: Date): StartVerdict => canStartTeleconsultation(now, row.scheduledFrom, row.scheduledTo);

const active = (row: TeleconsultationRow) => row.status !== 'FINISHED' && row.status !== 'CANCELED';

function requireActive(row: TeleconsultationRow | null): TeleconsultationRow {
  if (!row) throw NotFound();
  if (!active(row)) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
  return row;
}

/** The chosen communication type (spec §4: saved before moving on). */
export async function setCommunicationType(db: DbOrTx, id: number, type: CommunicationType): Promise<TeleconsultationRow> {
  requireActive(await repo.findById(db, id));
  return (await repo.updateTeleconsultation(db, id, { communicationType: type }))!;
}

/** The patient is in the waiting room (registered every 30 s). */
export async function markPatientReady(db: DbOrTx, id: number, at: Date): Promise<TeleconsultationRow> {
  requireActive(await repo.findById(db, id));
  return (await repo.updateTeleconsultation(db, id, { patientReadyAt: at }))!;
}

/**
 * The clinician joined: IN_PROGRESS from `at` (the first start kept), she its consultant. 409
 * TELECONSULTATION_TAKEN when another consultant has it, TELECONSULTATION_NOT_ACTIVE once over.
 */
export async function markStarted(tx: Tx, id: number, staffId: number, at: Date): Promise<TeleconsultationRow> {
  const row = requireActive(await repo.findById(tx, id, true));
  if (row.consultantStaffId !== null && row.consultantStaffId !== staffId) throw new AppError('TELECONSULTATION_TAKEN');
  return (await repo.updateTeleconsultation(tx, id, { status: 'IN_PROGRESS', consultantStaffId: staffId, startedAt: row.startedAt ?? at }))!;
}

/** The call ended: FINISHED at `at` (idempotent once finished). */
export async function markFinished(tx: Tx, id: number, at: Date): Promise<TeleconsultationRow> {
  const row = await repo.findById(tx, id, true);
  if (!row) throw NotFound();
  if (row.status === 'FINISHED') return row;
  if (row.status === 'CANCELED') throw new AppError('TELECONSULTATION_NOT_ACTIVE');
  return (await repo.updateTeleconsultation(tx, id, { status: 'FINISHED', endedAt: at, startedAt: row.startedAt ?? at }))!;
}

/** The archive holds a chat record or a recording of it (set by the telehealth module). */
export async function markArchive(db: DbOrTx, id: number, what: { chat?: true; recording?: true }): Promise<void> {
  const values: { hasChat?: boolean; hasRecording?: boolean } = {};
  if (what.chat) values.hasChat = true;
  if (what.recording) values.hasRecording = true;
  if (Object.keys(values).length) await repo.updateTeleconsultation(db, id, values);
}

/**
 * Registers an unplanned teleconsultation's "now" booking once (idempotent: a registered one answers as
 * it is), its consultant `staffId` (or the one it already has). 409 TELECONSULTATION_TAKEN when another
 * consultant has it, TELECONSULTATION_NO_CONSULTANT when there is none to book it with.
 */
export async function registerUnplanned(deps: Pick<Deps, 'clock'>, tx: Tx, id: number, staffId: number | null): Promise<TeleconsultationRow> {
  const row = requireActive(await repo.findById(tx, id, true));
  if (row.bookingId !== null || !row.unplanned) return row;
  const consultantId = row.consultantStaffId ?? staffId;
  if (consultantId === null) throw new AppError('TELECONSULTATION_NO_CONSULTANT');
  if (staffId !== null && row.consultantStaffId !== null && row.consultantStaffId !== staffId) throw new AppError('TELECONSULTATION_TAKEN');
  const who = await repo.consultant(tx, consultantId);
  const now = deps.clock.now();
  const booking = await bookNow(deps, tx, {
    patientId: patientOfRow(row),
    accountId: row.accountId,
    staffId: consultantId,
    practitionerId: who?.practitionerId ?? null,
    serviceCode: row.serviceCode,
    startsAt: now,
    teleconsultationId: row.id,
    medicalCaseId: row.medicalCaseId,
  });
  return (await repo.updateTeleconsultation(tx, id, { bookingId: booking.id, consultantStaffId: consultantId, scheduledFrom: booking.startsAt, scheduledTo: booking.endsAt }))!;
}

/** A consultant's availability (the console's toggle) and its reading (1 available). */
export const setConsultantAvailability = (db: DbOrTx, staffId: number, available: boolean) => repo.setConsultantAvailable(db, staffId, available);
export async function consultantAvailable(db: DbOrTx, staffId: number): Promise<boolean | null> {
  return (await repo.consultant(db, staffId))?.available ?? null;
}

/** The services (codes) a staff member is a consultant of. */
export { isConsultantOf } from './core/teleconsultation-repository';

// ------------------------------------------------------------------------------ views

/** The API's view of teleconsultation rows: services and consultants named in two queries. */
export async function teleconsultationViews(deps: Pick<Deps, 'db'>, rows: readonly TeleconsultationRow[], language: InterfaceLanguage): Promise<Teleconsultation[]> {
  if (rows.length === 0) return [];
  const [services, names] = await Promise.all([
    repo.servicesByCodes(deps.db, [...new Set(rows.map((r) => r.serviceCode))]),
    repo.staffNames(deps.db, rows.flatMap((r) => (r.consultantStaffId === null ? [] : [r.consultantStaffId]))),
  ]);
  const byCode = new Map(services.map((s) => [s.code, s]));
  return rows.map((r) => {
    const s = byCode.get(r.serviceCode);
    const window = startWindowOf(r);
    return {
      id: r.id,
      patientId: r.patientId,
      medicalCaseId: r.medicalCaseId,
      bookingId: r.bookingId,
      service: { code: r.serviceCode, name: s ? configuredName({ pl: s.name, en: s.nameEn, uk: s.nameUk }, language) : r.serviceCode },
      unplanned: r.unplanned,
      status: r.status,
      communicationType: r.communicationType,
      consultant: r.consultantStaffId === null ? null : { consultantId: r.consultantStaffId, displayName: names.get(r.consultantStaffId) ?? '' },
      scheduledFrom: r.scheduledFrom.toISOString(),
      scheduledTo: r.scheduledTo.toISOString(),
      startWindow: { opensAt: new Date(window.opensAt).toISOString(), closesAt: new Date(window.closesAt).toISOString() },
      recordingAllowed: r.recordingAllowed,
      patientReadyAt: r.patientReadyAt?.toISOString() ?? null,
      startedAt: r.startedAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
      hasChat: r.hasChat,
      hasRecording: r.hasRecording,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function teleconsultationView(deps: Pick<Deps, 'db'>, row: TeleconsultationRow, language: InterfaceLanguage): Promise<Teleconsultation> {
  return (await teleconsultationViews(deps, [row], language))[0]!;
}

/** A case's consultations as its page lists them. */
export async function caseConsultationViews(deps: Pick<Deps, 'db'>, rows: readonly TeleconsultationRow[], language: InterfaceLanguage): Promise<CaseConsultation[]> {
  return (await teleconsultationViews(deps, rows, language)).map((v) => ({
    id: v.id,
    scheduledFrom: v.scheduledFrom,
    scheduledTo: v.scheduledTo,
    status: v.status,
    communicationType: v.communicationType,
    serviceName: v.service.name,
    consultantName: v.consultant?.displayName ?? null,
    unplanned: v.unplanned,
    hasChat: v.hasChat,
    hasRecording: v.hasRecording,
  }));
}
