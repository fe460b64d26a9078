import type {
  ClinicCaseAttachment,
  ClinicCaseNote,
  ClinicConsultantAvailability,
  ClinicQueueItem,
  ClinicTeleconsultation,
  ClinicTeleconsultationItem,
  ClinicTeleconsultationPage,
  ClinicTeleconsultationQueue,
  ClinicTeleconsultationsQuery,
  MedicalCaseAttachment,
  MedicalCaseNote,
} from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { patientOfRow } from '../../../lib/checked-patient';
import { clinicDayBounds, clinicToday } from '../../../lib/clinic-time';
import { readPage } from '../../../lib/lists';
import type { StaffContext } from '../../../plugins/staff-access';
import { caseForStaff, consultationAttachments, openAttachment } from '../../medical-cases/medical-cases-service';
import { markFinished, registerUnplanned, setConsultantAvailability, startVerdictOf, startWindowOf, teleconsultationViews, type TeleconsultationRow } from '../teleconsultation-service';
import * as repo from './clinic-teleconsultations-repository';
import type { ListedRow, StaffReach } from './clinic-teleconsultations-repository';

/*
 * The clinician's side of teleconsultations in the console (issue 32 item 6): the day's list, the queue
 * of unplanned ones, her availability, one teleconsultation with its case, taking one from the queue and
 * ending one. Who reaches which row is clinic-teleconsultations-repository's `reachCondition`; a row she
 * does not reach is 404, exactly as an unknown id.
 */

/** How many of the queue are shown at once (the oldest). */
export const CLINIC_QUEUE_MAX = 100;

type ServiceDeps = Pick<Deps, 'db' | 'clock'>;
type FileDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

export const reachOf = (staff: Pick<StaffContext, 'member' | 'units'>): StaffReach => ({
  staffId: staff.member.id,
  doctor: staff.member.roles.includes('DOCTOR'),
  admin: staff.member.roles.includes('ADMIN'),
  units: staff.units,
});

const active = (row: TeleconsultationRow) => row.status !== 'FINISHED' && row.status !== 'CANCELED';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The list entries of rows, their services and consultants named in the console's language. */
async function items(deps: Pick<Deps, 'db'>, listed: readonly ListedRow[], staff: Pick<StaffContext, 'language'>): Promise<ClinicTeleconsultationItem[]> {
  const views = new Map((await teleconsultationViews(deps, listed.map((l) => l.row), staff.language)).map((v) => [v.id, v]));
  return listed.map(({ row, patientName, patientLastName, patientPesel, caseTitle }) => {
    const view = views.get(row.id)!;
    return {
      id: row.id,
      status: row.status,
      unplanned: row.unplanned,
      communicationType: row.communicationType,
      scheduledFrom: row.scheduledFrom.toISOString(),
      scheduledTo: row.scheduledTo.toISOString(),
      patient: { id: row.patientId, name: patientName, lastName: patientLastName, pesel: patientPesel },
      serviceCode: row.serviceCode,
      serviceName: view.service.name === row.serviceCode ? null : view.service.name,
      caseId: row.medicalCaseId,
      caseTitle,
      consultant: view.consultant ? { id: view.consultant.consultantId, name: view.consultant.displayName } : null,
      patientReadyAt: iso(row.patientReadyAt),
    };
  });
}

/** GET the day's (default today in the clinic) teleconsultations she reaches, by start. */
export async function dayList(deps: ServiceDeps, staff: StaffContext, query: ClinicTeleconsultationsQuery): Promise<ClinicTeleconsultationPage> {
  const day = query.date ?? clinicToday(deps.clock.now());
  const { from, to } = clinicDayBounds({ after: day, before: day });
  const who = reachOf(staff);
  const page = await readPage(query, (limit, offset) => repo.dayPage(deps.db, who, from!, new Date(to!.getTime() + 1), limit, offset));
  return { ...page, items: await items(deps, page.items, staff) };
}

/** GET her queue: the unplanned ones waiting for a consultant of a service she consults for, oldest first. */
export async function queue(deps: ServiceDeps, staff: StaffContext): Promise<ClinicTeleconsultationQueue> {
  if (!staff.member.roles.includes('DOCTOR')) return { items: [] };
  const listed = await repo.queueOf(deps.db, staff.member.id, CLINIC_QUEUE_MAX);
  const views = await items(deps, listed, staff);
  return {
    items: listed.map(({ row }, i): ClinicQueueItem => {
      const item = views[i]!;
      return {
        id: item.id,
        patient: item.patient,
        serviceCode: item.serviceCode,
        serviceName: item.serviceName,
        caseTitle: item.caseTitle,
        communicationType: item.communicationType,
        waitingSince: row.createdAt.toISOString(),
        patientReadyAt: item.patientReadyAt,
      };
    }),
  };
}

/** The dashboard's count of her queue (a doctor's: the queue is theirs). */
export const queueCount = (deps: Pick<Deps, 'db'>, staff: Pick<StaffContext, 'member'>): Promise<number> =>
  staff.member.roles.includes('DOCTOR') ? repo.queueCount(deps.db, staff.member.id) : Promise.resolve(0);

/** GET her availability for unplanned teleconsultations (never set: not available). */
export async function availability(deps: ServiceDeps, staff: StaffContext): Promise<ClinicConsultantAvailability> {
  const row = await repo.availabilityOf(deps.db, staff.member.id);
  return { available: row?.available ?? false, updatedAt: iso(row?.updatedAt ?? null) };
}

/** PUT her availability. */
export async function setAvailability(deps: ServiceDeps, staff: StaffContext, available: boolean): Promise<ClinicConsultantAvailability> {
  await setConsultantAvailability(deps.db, staff.member.id, available);
  return availability(deps, staff);
}

const noteView = (n: MedicalCaseNote): ClinicCaseNote => ({
  id: n.id,
  text: n.text,
  author: n.author,
  authorName: n.authorName,
  consultationId: n.consultationId,
  createdAt: n.createdAt,
  updatedAt: n.updatedAt,
  own: n.editable,
});
const attachmentView = (a: MedicalCaseAttachment): ClinicCaseAttachment => ({
  id: a.attachmentId,
  fileName: a.fileName,
  attachmentType: a.attachmentType,
  note: a.note,
  consultationId: a.consultationId,
  createdAt: a.createdAt,
  uploadedBy: a.uploadedBy,
});

/** One teleconsultation she reaches with its case, or 404; the patient it names is read-audited by the route. */
export async function details(deps: ServiceDeps, staff: StaffContext, id: number): Promise<ClinicTeleconsultation> {
  const listed = await repo.reachable(deps.db, reachOf(staff), id);
  if (!listed) throw NotFound();
  return detailsOf(deps, staff, listed);
}

async function detailsOf(deps: ServiceDeps, staff: StaffContext, listed: ListedRow): Promise<ClinicTeleconsultation> {
  const { row } = listed;
  const patient = patientOfRow(row);
  const mayBeInQueue = staff.member.roles.includes('DOCTOR') && row.unplanned && row.status === 'WAITING' && row.consultantStaffId === null;
  const [[item], medicalCase, given, canTake] = await Promise.all([
    items(deps, [listed], staff),
    caseForStaff(deps.db, patient, row.medicalCaseId, staff.member.id),
    consultationAttachments(deps.db, patient, row.medicalCaseId, row.id),
    mayBeInQueue ? repo.inQueueOf(deps.db, staff.member.id, row.id) : Promise.resolve(false),
  ]);
  if (!medicalCase) throw NotFound();
  const mine = row.consultantStaffId === staff.member.id;
  const window = startWindowOf(row);
  const now = deps.clock.now();
  return {
    ...item!,
    recordingAllowed: row.recordingAllowed,
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    startWindow: { from: new Date(window.opensAt).toISOString(), to: new Date(window.closesAt).toISOString() },
    case: {
      id: medicalCase.medicalCaseId,
      title: medicalCase.medicalCaseTitle,
      description: medicalCase.medicalCaseDescription,
      serviceName: medicalCase.medicalServiceName,
      status: medicalCase.status,
      createdAt: medicalCase.medicalCaseCreateDate,
      notes: medicalCase.notes.map(noteView),
      attachments: medicalCase.attachments.map(attachmentView),
    },
    consultationAttachments: given.map(attachmentView),
    mine,
    canTake,
    canJoin: mine && active(row) && startVerdictOf(row, now) === 'OPEN',
  };
}

/**
 * POST take: an unplanned one of a service she consults for becomes hers and its "now" booking is
 * registered (teleconsultation-service `registerUnplanned`); taking her own again answers it as it is.
 * 409 TELECONSULTATION_TAKEN when another consultant has it, TELECONSULTATION_NOT_ACTIVE once over.
 */
export async function take(deps: ServiceDeps, staff: StaffContext, id: number): Promise<ClinicTeleconsultation> {
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.takeable(tx, staff.member.id, id);
    if (!row) throw NotFound();
    if (!active(row)) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
    if (row.consultantStaffId !== null && row.consultantStaffId !== staff.member.id) throw new AppError('TELECONSULTATION_TAKEN');
    await registerUnplanned(deps, tx, id, staff.member.id);
  });
  return details(deps, staff, id);
}

/**
 * POST end: hers, not over yet → FINISHED now, and a patient waiting in its room is told at once
 * (`teleconsultation.closed`). 409 TELECONSULTATION_NOT_ACTIVE once finished or canceled.
 */
export async function end(deps: ServiceDeps & Pick<Deps, 'events'>, staff: StaffContext, id: number): Promise<ClinicTeleconsultation> {
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.hersLocked(tx, staff.member.id, id);
    if (!row) throw NotFound();
    if (!active(row)) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
    await markFinished(tx, id, deps.clock.now());
    await deps.events.raise('teleconsultation.closed', { teleconsultationId: id, by: 'STAFF' }, { tx });
  });
  return details(deps, staff, id);
}

/**
 * GET an attachment of the case of a teleconsultation she reaches: its bytes and the patient (the read
 * audit's), or 404 (a removed one, another case's, a teleconsultation she does not reach).
 */
export async function attachment(deps: FileDeps, staff: StaffContext, id: number, attachmentId: number) {
  const listed = await repo.reachable(deps.db, reachOf(staff), id);
  if (!listed) throw NotFound();
  const file = await openAttachment(deps, patientOfRow(listed.row), listed.row.medicalCaseId, attachmentId);
  return { file, patientId: listed.row.patientId };
}
