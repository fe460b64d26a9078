import type {
  CaseConsultation,
  CatalogEntry,
  InterfaceLanguage,
  MedicalCaseAttachmentList,
  Teleconsultation,
  TeleconsultationConsents,
  UnplannedService,
  WaitingConsultations,
  z,
} from '@portal/contracts';
import {
  serviceTypeNames,
  teleconsultationCancelSchema,
  teleconsultationChangeDateSchema,
  teleconsultationCreateSchema,
  teleconsultationListQuerySchema,
  teleconsultationTexts,
  unplannedBookingRequestSchema,
} from '@portal/contracts';
import { DESCRIPTION_MAX, addDays, configuredName } from '@portal/domain';
import { withTransaction, type Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { dictionaryName, SERVICE_TYPES } from '../../../i18n/dictionary-labels';
import { patientOfRow, type CheckedPatientId } from '../../../lib/checked-patient';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import type { ReachablePatient } from '../../../plugins/patient-access';
import {
  bookTeleconsultation,
  cancelTeleconsultationBooking,
  linkTeleconsultationBooking,
  rebookTeleconsultation,
  teleconsultationCatalog,
} from '../../bookings/teleconsultation-bookings-service';
import { teleconsultationConsentOf } from '../../consents/consents-service';
import { addCaseNote, caseOfPatient, consultationAttachments, linkAttachmentsToConsultation, openCase } from '../../medical-cases/medical-cases-service';
import * as repo from '../core/teleconsultation-repository';
import type { TeleconsultationRow } from '../core/teleconsultation-repository';
import { caseConsultationViews, registerUnplanned, teleconsultationView, teleconsultationViews } from '../teleconsultation-service';

/*
 * The patient's side of teleconsultations (spec part 2 §4 "Teleconsultation booking", §6, §7, §8): the
 * catalogues, the "now" facts (waiting count, consultant status), booking one (planned on a held slot
 * through the bookings module's make path, or unplanned: WAITING), changing its date and cancelling it,
 * registering the unplanned "now" booking once, the recording consent, and the patient registration.
 */

type Create = z.output<typeof teleconsultationCreateSchema>;
type ChangeDate = z.output<typeof teleconsultationChangeDateSchema>;
type Cancel = z.output<typeof teleconsultationCancelSchema>;
type Unplanned = z.output<typeof unplannedBookingRequestSchema>;

/** Who asks: the signed-in account (its type decides whether it may book). */
export interface TeleconsultationCaller {
  accountId: number;
  accountType: 'AUTHORIZED' | 'UNAUTHORIZED';
  language: InterfaceLanguage;
}

// ------------------------------------------------------------------------------ catalogues

/** Planned teleconsultation services: the bookings catalogue's TELECONSULTATION entries, without those held "now". */
export async function plannedCatalog(deps: Deps, audience: 'VISITOR' | 'PATIENT', language: InterfaceLanguage): Promise<CatalogEntry[]> {
  const [entries, unplanned] = await Promise.all([teleconsultationCatalog(deps, audience, language), repo.unplannedServiceCodes(deps.db)]);
  return entries.filter((e) => !unplanned.has(e.medicalService.code));
}

/** The unplanned ("now") services with their consultants and waiting counts; `onlyAvailable`: those someone may take now. */
export async function unplannedCatalog(deps: Deps, language: InterfaceLanguage, onlyAvailable: boolean): Promise<UnplannedService[]> {
  const services = await repo.unplannedServices(deps.db);
  const [consultants, waiting] = await Promise.all([repo.consultantsOfServices(deps.db, services.map((s) => s.id)), repo.waitingCounts(deps.db, services.map((s) => s.code))]);
  const list = services.map((s): UnplannedService => {
    const mine = consultants.filter((c) => c.serviceId === s.id);
    return {
      medicalService: {
        code: s.code,
        name: configuredName({ pl: s.name, en: s.nameEn, uk: s.nameUk }, language),
        typeId: s.type,
        typeName: dictionaryName(SERVICE_TYPES, s.type, language, serviceTypeNames[s.type as keyof typeof serviceTypeNames]),
        speciality: s.speciality,
      },
      consultants: mine.map((c) => ({ consultantId: c.staffId, name: c.name, lastName: c.lastName, degree: null, available: c.available })),
      available: mine.some((c) => c.available),
      waiting: waiting.get(s.code) ?? 0,
    };
  });
  return onlyAvailable ? list.filter((s) => s.available) : list;
}

/** GET /amts/services/{code}/waiting-consultations: 404 for a service that is no "now" teleconsultation. */
export async function waitingConsultations(deps: Deps, code: string): Promise<WaitingConsultations> {
  const service = await repo.serviceByCode(deps.db, code);
  if (!service || service.type !== 'TELECONSULTATION' || !service.unplanned) throw NotFound();
  return { serviceCode: service.code, count: await repo.waitingCount(deps.db, service.code) };
}

/** GET /amts/consultations/consultants/{id}/status: 1 available, 0 not; 404 for a staff member who is no consultant. */
export async function consultantStatus(deps: Deps, staffId: number): Promise<{ consultantId: number; status: 0 | 1 }> {
  const c = await repo.consultant(deps.db, staffId);
  if (!c) throw NotFound();
  return { consultantId: staffId, status: c.available ? 1 : 0 };
}

// ------------------------------------------------------------------------------ the checks before booking

/** Spec §6: only an AUTHORIZED account books; the patient's consents (data and CTEL); her registration. */
async function checkMayBook(deps: Deps, caller: TeleconsultationCaller, patient: CheckedPatientId): Promise<void> {
  if (caller.accountType !== 'AUTHORIZED') throw new AppError('ACCOUNT_NOT_AUTHORIZED');
  const consent = await teleconsultationConsentOf(deps.db, patient, clinicToday(deps.clock.now()));
  if (!consent.given) {
    const message = consent.missing === 'DATA' ? teleconsultationTexts.consentMissingData : teleconsultationTexts.consentMissingCtel;
    throw new AppError('TELECONSULTATION_CONSENT_MISSING', message, { details: { missing: consent.missing ?? 'CTEL' } });
  }
  if (!(await repo.findRegistration(deps.db, patient))) throw new AppError('TELECONSULTATION_PATIENT_UNCONFIGURED');
}

function checkDescription(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ? text : null;
  if (trimmed !== null && trimmed.length > DESCRIPTION_MAX) {
    throw new AppError('TELECONSULTATION_DESCRIPTION_TOO_LONG', undefined, { errors: [{ path: 'description', message: teleconsultationTexts.descriptionTooLong }] });
  }
  return trimmed;
}

/** The case the teleconsultation is held in: hers by id (404 otherwise), or a new one titled `title`. */
async function caseFor(deps: Deps, tx: Tx, patient: CheckedPatientId, input: Create, serviceName: string, accountId: number) {
  if (input.medicalCaseId != null) {
    const found = await caseOfPatient(tx, patient, input.medicalCaseId);
    if (!found) throw NotFound();
    return found;
  }
  return openCase(tx, patient, { title: input.title!, serviceName, accountId }, deps.clock.now());
}

/** What every teleconsultation writes with itself: the booking's link, the attachments given to it and the description as its note. */
async function writeWith(deps: Deps, tx: Tx, row: TeleconsultationRow, input: Create, description: string | null, accountId: number): Promise<void> {
  const patient = patientOfRow(row);
  if (row.bookingId !== null) await linkTeleconsultationBooking(tx, row.bookingId, { teleconsultationId: row.id, medicalCaseId: row.medicalCaseId });
  await linkAttachmentsToConsultation(tx, patient, row.medicalCaseId, input.attachmentsIds, row.id);
  if (description !== null) await addCaseNote(tx, patient, row.medicalCaseId, { text: description, consultationId: row.id, author: 'PATIENT', accountId }, deps.clock.now());
}

// ------------------------------------------------------------------------------ booking one

/**
 * POST /amts/consultations/{accountId}/{patientId}: a planned one on the slot the wizard held (the
 * bookings module's make path: one booking per slot, the hold), or an unplanned one (adhoc: WAITING,
 * from now for the service's duration).
 */
export async function createTeleconsultation(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, input: Create): Promise<Teleconsultation> {
  await checkMayBook(deps, caller, patient.id);
  const description = checkDescription(input.description);
  if (input.medicalCaseId == null && !input.title?.trim()) throw new AppError('TELECONSULTATION_CASE_REQUIRED', undefined, { errors: [{ path: 'title', message: 'Podaj tytuł nowej sprawy medycznej' }] });
  const service = await repo.serviceByCode(deps.db, input.medServiceCode);
  if (!service || !service.active || service.type !== 'TELECONSULTATION') throw NotFound();
  const serviceName = configuredName({ pl: service.name, en: service.nameEn, uk: service.nameUk }, 'pl');
  const registration = await repo.findRegistration(deps.db, patient.id);
  const recordingAllowed = registration?.recordingAllowed ?? false;
  const now = deps.clock.now();

  if (input.adhoc || service.unplanned) {
    if (!service.unplanned) throw Validation('Ta usługa nie jest dostępna jako telekonsultacja „teraz”.', [{ path: 'adhoc', message: 'Ta usługa nie jest dostępna jako telekonsultacja „teraz”.' }]);
    const consultants = await repo.consultantsOfServices(deps.db, [service.id]);
    if (!consultants.some((c) => c.available)) throw new AppError('TELECONSULTATION_NO_CONSULTANT');
    const row = await withTransaction(deps.db, async (tx) => {
      const medicalCase = await caseFor(deps, tx, patient.id, input, serviceName, caller.accountId);
      const created = await repo.insertTeleconsultation(tx, {
        patientId: patient.id,
        accountId: caller.accountId,
        medicalCaseId: medicalCase.id,
        bookingId: null,
        serviceCode: service.code,
        unplanned: true,
        status: 'WAITING',
        scheduledFrom: now,
        scheduledTo: new Date(now.getTime() + service.durationMinutes * 60_000),
        recordingAllowed,
      });
      await writeWith(deps, tx, created, input, description, caller.accountId);
      return created;
    });
    return teleconsultationView(deps, row, caller.language);
  }

  if (input.timeSlot == null) {
    const message = 'Wybierz termin telekonsultacji';
    throw Validation(message, [{ path: 'timeSlot', message }]);
  }
  const { extra: row } = await bookTeleconsultation(deps, caller.language, caller.accountId, patient, { timeSlotId: input.timeSlot, measurementAttachment: input.measurementAttachment ?? null }, async (tx, booking) => {
    if (booking.serviceId !== service.id) throw Validation('Wybrany termin nie jest terminem tej usługi', [{ path: 'timeSlot', message: 'Wybrany termin nie jest terminem tej usługi' }]);
    const medicalCase = await caseFor(deps, tx, patient.id, input, serviceName, caller.accountId);
    const created = await repo.insertForBooking(tx, booking, {
      patientId: patient.id,
      accountId: caller.accountId,
      medicalCaseId: medicalCase.id,
      serviceCode: service.code,
      recordingAllowed,
    });
    await writeWith(deps, tx, created, input, description, caller.accountId);
    return created;
  });
  return teleconsultationView(deps, row, caller.language);
}

/** A patient's teleconsultation that may still change: SCHEDULED (or WAITING for a cancel). */
async function changeable(deps: Deps, tx: Tx, patient: CheckedPatientId, id: number, allowWaiting: boolean): Promise<TeleconsultationRow> {
  const row = await repo.findOfPatient(tx, patient, id, true);
  if (!row) throw NotFound();
  if (row.status !== 'SCHEDULED' && !(allowWaiting && row.status === 'WAITING')) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
  return row;
}

/** PUT …/change: the planned teleconsultation's booking moves to the new held slot (bookings' modify path). */
/** The body's patientId must be the path's: another is a malformed request (the path decides whom it reaches). */
function samePatient(bodyPatientId: number, patient: ReachablePatient): void {
  if (bodyPatientId !== patient.id) {
    const message = 'Identyfikator pacjenta w treści żądania musi być taki sam jak w adresie';
    throw Validation(message, [{ path: 'patientId', message }]);
  }
}

export async function changeDate(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, input: ChangeDate): Promise<Teleconsultation> {
  samePatient(input.patientId, patient);
  const current = await repo.findOfPatient(deps.db, patient.id, input.teleconsultationId);
  if (!current) throw NotFound();
  if (current.status !== 'SCHEDULED' || current.bookingId === null || current.unplanned) throw new AppError('TELECONSULTATION_NOT_ACTIVE');
  if (input.hisBookingId != null && input.hisBookingId !== current.bookingId) throw NotFound();
  const { extra: row } = await rebookTeleconsultation(deps, caller.language, caller.accountId, patient, { timeSlotId: input.timeSlot, hisBookingId: current.bookingId }, async (tx, booking) => {
    const locked = await changeable(deps, tx, patient.id, current.id, false);
    if (booking.serviceId !== (await repo.serviceByCode(tx, locked.serviceCode))?.id) {
      throw Validation('Wybrany termin nie jest terminem tej usługi', [{ path: 'timeSlot', message: 'Wybrany termin nie jest terminem tej usługi' }]);
    }
    const updated = await repo.updateTeleconsultation(tx, locked.id, {
      bookingId: booking.id,
      scheduledFrom: booking.startsAt,
      scheduledTo: booking.endsAt,
      consultantStaffId: await repo.staffOfPractitioner(tx, booking.practitionerId),
      patientReadyAt: null,
    });
    await linkTeleconsultationBooking(tx, booking.id, { teleconsultationId: locked.id, medicalCaseId: locked.medicalCaseId });
    return updated!;
  });
  return teleconsultationView(deps, row, caller.language);
}

/** POST …/cancel: its booking cancelled (the slot freed) and the teleconsultation CANCELED. */
export async function cancelTeleconsultation(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, input: Cancel): Promise<Teleconsultation> {
  samePatient(input.patientId, patient);
  const row = await withTransaction(deps.db, async (tx) => {
    const locked = await changeable(deps, tx, patient.id, input.teleconsultationId, true);
    if (locked.bookingId !== null) await cancelTeleconsultationBooking(deps, tx, patient.id, locked.bookingId, 'PATIENT');
    return (await repo.updateTeleconsultation(tx, locked.id, { status: 'CANCELED', endedAt: deps.clock.now() }))!;
  });
  return teleconsultationView(deps, row, caller.language);
}

/** POST …/unplanned: the "now" booking registered once, with the consultant who took it (idempotent). */
export async function registerUnplannedBooking(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, input: Unplanned): Promise<Teleconsultation> {
  samePatient(input.patientId, patient);
  const row = await withTransaction(deps.db, async (tx) => {
    const found = await repo.findOfPatient(tx, patient.id, input.teleconsultationId, true);
    if (!found || !found.unplanned) throw NotFound();
    if (input.medicalCaseId != null && input.medicalCaseId !== found.medicalCaseId) throw NotFound();
    return registerUnplanned(deps, tx, found.id, null);
  });
  return teleconsultationView(deps, row, caller.language);
}

/** GET …/{teleconsultationId}: one of the patient's. */
export async function getTeleconsultation(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, id: number): Promise<Teleconsultation> {
  const row = await repo.findOfPatient(deps.db, patient.id, id);
  if (!row) throw NotFound();
  return teleconsultationView(deps, row, caller.language);
}

/** GET /amts/teleconsultations/{accountId}/{patientId}: hers scheduled in a range of days (default: a year back to a year ahead). */
export async function listTeleconsultations(deps: Deps, caller: TeleconsultationCaller, patient: ReachablePatient, query: z.output<typeof teleconsultationListQuerySchema>): Promise<Teleconsultation[]> {
  const today = clinicToday(deps.clock.now());
  const after = query.after ?? addDays(today, -365);
  const before = query.before ?? addDays(today, 365);
  if (after > before) {
    const message = 'Data początkowa nie może być późniejsza niż data końcowa';
    throw Validation(message, [{ path: 'query.after', message }]);
  }
  const rows = await repo.listOfPatient(deps.db, patient.id, clinicInstant(after), clinicInstant(addDays(before, 1)));
  return teleconsultationViews(deps, rows, caller.language);
}

// ------------------------------------------------------------------------------ a case's consultations

export async function caseConsultations(deps: Deps, language: InterfaceLanguage, patient: ReachablePatient, caseId: number): Promise<CaseConsultation[]> {
  if (!(await caseOfPatient(deps.db, patient.id, caseId))) throw NotFound();
  return caseConsultationViews(deps, await repo.listOfCase(deps.db, patient.id, caseId), language);
}

export async function caseConsultationAttachments(deps: Deps, patient: ReachablePatient, caseId: number, consultId: number): Promise<MedicalCaseAttachmentList> {
  // The case must be hers (404 otherwise, from medical-cases) and the consultation hers; what it was given in this case is listed.
  if (!(await repo.findOfPatient(deps.db, patient.id, consultId))) throw NotFound();
  return { items: await consultationAttachments(deps.db, patient.id, caseId, consultId) };
}

// ------------------------------------------------------------------------------ consents (recording)

export async function setConsents(deps: Deps, patient: ReachablePatient, recordingAllowed: boolean): Promise<TeleconsultationConsents> {
  const registered = await withTransaction(deps.db, (tx) => repo.setRecordingAllowed(tx, patient.id, recordingAllowed));
  if (!registered) throw new AppError('TELECONSULTATION_PATIENT_UNCONFIGURED');
  return { patientId: patient.id, recordingAllowed };
}

export async function getConsents(deps: Deps, patient: ReachablePatient): Promise<TeleconsultationConsents> {
  return { patientId: patient.id, recordingAllowed: (await repo.findRegistration(deps.db, patient.id))?.recordingAllowed ?? false };
}
