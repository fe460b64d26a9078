import type { Booking, FulfillmentInput, InterfaceLanguage, z } from '@portal/contracts';
import { bookingsQuerySchema, firstForPatientQuerySchema, ID_MAX, SYSTEM_PORTAL, bookingTexts } from '@portal/contracts';
import { BOOKINGS_RANGE_YEARS, type BookingStatus, bookingCancellable, bookingEditable, defaultBookingsRange, defaultBookingStatusFilter, shownBookingStatus } from '@portal/domain';
import { and, sql } from 'drizzle-orm';
import { withTransaction } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { checkRange } from '../../../lib/lists';
import { defineResource, type PatientScope } from '../../../plugins/patient-access';
import type { PatientCaller } from '../../../plugins/session';
import type { AuthContext } from '../../../plugins/session';
import { checkBookingCode, sendBookingCode, useCheckedBookingCode, type BookingCodeSent } from '../../confirmations/confirmations-service';
import { describeFiles } from '../../files/files-service';
import { answeredBookings, saveBookingAnswers, servicesAskingQuestionnaire, type QuestionnaireSubject, type SubjectResolvers } from '../../questionnaires/questionnaires-service';
import { cancelBookingRow, type BookingRow } from '../core/booking-core';
import { announceBookingChange } from '../core/booking-notices';
import { bookingView, type BookingFile } from '../core/booking-view';
import * as repo from '../core/bookings-repository';
import { patientOfRow, type CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The patient's bookings (part 2 §2, §7 "Bookings"): the list of every patient the account acts for,
 * one booking, the first one overlapping a period (the wizard's parallel check), cancelling, confirming
 * with an SMS code, and the questionnaire of a booking. Making and modifying are in
 * bookings-service-make.ts; attachments in booking-attachments.ts.
 */

const shownStatus = sql<string>`case when ${bookings.status} = 'SCHEDULED' and ${bookings.orderStatus} = 'GTRE' then 'REGISTERED' else ${bookings.status} end`;

/** The API's view of booking rows: their attachments and questionnaire flags in a few more queries, never one per row. */
export async function viewsOf(deps: Pick<Deps, 'db' | 'clock' | 'his'>, rows: readonly repo.BookingViewRow[], language: InterfaceLanguage, opts: { withoutAttachments?: boolean } = {}): Promise<Booking[]> {
  if (rows.length === 0) return [];
  // The attachments (unless the caller knows there are none) and the questionnaires asked: both at once, one query each.
  const [links, asks] = await Promise.all([
    opts.withoutAttachments ? [] : repo.findAttachmentLinks(deps.db, rows.map((r) => r.booking.id)),
    servicesAskingQuestionnaire(deps, rows.map((r) => ({ id: r.booking.serviceId, active: r.serviceActive }))),
  ]);
  const files = new Map((await describeFiles(deps, links.map((l) => l.fileId))).map((f) => [f.id, f]));
  const attachments: BookingFile[] = links.flatMap((l) => (files.has(l.fileId) ? [{ bookingId: l.bookingId, kind: l.kind, file: files.get(l.fileId)! }] : []));
  const answered = new Set<number>();
  const byPatient = new Map<CheckedPatientId, string[]>();
  // Only a booking whose service asks a questionnaire can have answers.
  for (const r of rows) if (asks.has(r.booking.serviceId)) byPatient.set(patientOfRow(r.booking), [...(byPatient.get(patientOfRow(r.booking)) ?? []), String(r.booking.id)]);
  for (const [patientId, ids] of byPatient) for (const id of await answeredBookings(deps, SYSTEM_PORTAL, ids, patientId)) answered.add(Number(id));
  const now = deps.clock.now();
  return rows.map((r) => bookingView(r, { attachments, questionnaireExists: asks.has(r.booking.serviceId), questionnaireAnswered: answered.has(r.booking.id) }, now, language));
}

/** GET /bookings: the bookings of the patient asked for, or of every patient the account acts for, in a range of days, by the shown status. */
export async function listBookings(deps: Deps, scope: PatientScope, query: z.output<typeof bookingsQuerySchema>, language: InterfaceLanguage): Promise<Booking[]> {
  const now = deps.clock.now();
  const range = defaultBookingsRange(clinicToday(now));
  const { from, to } = checkRange(
    { after: query.dateFrom ?? range.dateFrom, before: query.dateTo ?? range.dateTo },
    { maxYearsBack: BOOKINGS_RANGE_YEARS, allowFuture: true, maxYearsAhead: BOOKINGS_RANGE_YEARS },
    now,
  );
  const ids = query.patientId !== undefined ? scope.ids.filter((id) => id === query.patientId) : scope.ids;
  if (ids.length === 0) return [];
  const statuses: readonly BookingStatus[] = query.statuses?.length ? query.statuses : defaultBookingStatusFilter;
  const rows = await repo.findBookingViews(deps.db, and(repo.bookingsInRange(ids, from!, to!), sql`${shownStatus} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`)!);
  return viewsOf(deps, rows, language);
}

/** first-for-patient: the first active booking of the patient overlapping the period, or null. */
export async function firstForPatient(deps: Deps, patientId: CheckedPatientId, query: z.output<typeof firstForPatientQuerySchema>, language: InterfaceLanguage): Promise<{ booking: Booking | null }> {
  const [row] = await repo.findBookingViews(deps.db, repo.activeOverlapping(patientId, new Date(query.dateFrom), new Date(query.dateTo)));
  return { booking: row ? (await viewsOf(deps, [row], language))[0]! : null };
}

/**
 * A booking of our system addressed by its id, read through the caller's patients (`config.resource`;
 * another patient's booking is 404, exactly as an unknown id). The handler gets it from `resourceOf`.
 */
export const bookingResource = defineResource({
  name: 'booking',
  load: (db, scope, params: { system: string; id: number }) => (params.system === SYSTEM_PORTAL ? repo.findBookingViewIn(db, scope, params.system, params.id) : Promise.resolve(null)),
});
export type OwnBooking = repo.BookingViewRow;

export async function getBooking(deps: Deps, own: OwnBooking, language: InterfaceLanguage): Promise<Booking> {
  return (await viewsOf(deps, [own], language))[0]!;
}

/** The booking as the API shows it now (after a change). */
export async function reloadBooking(deps: Deps, id: number, language: InterfaceLanguage): Promise<Booking> {
  const row = await repo.findBookingView(deps.db, SYSTEM_PORTAL, id);
  if (!row) throw NotFound();
  return (await viewsOf(deps, [row], language))[0]!;
}

/** Locks the booking for a change; it must still be the caller's patient's (the scope in the WHERE). */
async function lockOwn(tx: Parameters<typeof repo.lockBookingOf>[0], scope: PatientScope, id: number): Promise<BookingRow> {
  const row = await repo.lockBookingOf(tx, scope, id);
  if (!row) throw NotFound();
  return row;
}

/** DELETE /bookings/{system}/{id}: cancels a booking before its visit starts; its slot is free again. */
export async function cancelBooking(deps: Deps, scope: PatientScope, own: OwnBooking, language: InterfaceLanguage): Promise<Booking> {
  const id = own.booking.id;
  await withTransaction(deps.db, async (tx) => {
    const row = await lockOwn(tx, scope, id);
    if (!bookingCancellable(row.status, row.startsAt, deps.clock.now())) throw new AppError('BOOKING_NOT_CANCELLABLE');
    const cancelled = await cancelBookingRow(deps, tx, row, { who: 'PATIENT' });
    await announceBookingChange(deps, tx, cancelled, 'CANCELLED_BY_PATIENT');
  });
  return reloadBooking(deps, id, language);
}

/** What a booking's confirmation code is bound to. */
export const bookingCodeSubject = (id: number) => `booking:${id}`;
export const slotCodeSubject = (timeSlotId: number) => `slot:${timeSlotId}`;

const codeSentView = (sent: BookingCodeSent) => ({ sentTo: sent.sentTo, validUntil: sent.validUntil.toISOString() });

/** POST /bookings/code: a code before booking a slot that needs confirmation. */
export async function sendSlotCode(deps: Deps, accountId: number, timeSlotId: number, ip: string) {
  return codeSentView(await sendBookingCode(deps, { accountId, subject: slotCodeSubject(timeSlotId), ip, noPhoneMessage: bookingTexts.codeSendFailed }));
}

/** Only a SCHEDULED booking not yet confirmed, whose visit is ahead, may be confirmed. */
function confirmable(row: BookingRow, now: Date): boolean {
  return shownBookingStatus(row.status, row.orderStatus) === 'SCHEDULED' && row.confirmedAt === null && row.startsAt > now;
}

/** POST /bookings/{system}/{id}/confirmation-code. */
export async function sendConfirmationCode(deps: Deps, own: OwnBooking, accountId: number, ip: string) {
  if (!confirmable(own.booking, deps.clock.now())) throw new AppError('BOOKING_STATUS');
  return codeSentView(await sendBookingCode(deps, { accountId, subject: bookingCodeSubject(own.booking.id), ip, noPhoneMessage: bookingTexts.codeSendFailed }));
}

/** PUT /bookings/{system}/{id}/confirm: the code sent for this booking confirms it. */
export async function confirmBooking(deps: Deps, scope: PatientScope, own: OwnBooking, accountId: number, code: string, language: InterfaceLanguage): Promise<Booking> {
  const id = own.booking.id;
  if (!confirmable(own.booking, deps.clock.now())) throw new AppError('BOOKING_STATUS');
  const checked = await checkBookingCode(deps, { accountId, subject: bookingCodeSubject(id), code });
  await withTransaction(deps.db, async (tx) => {
    const row = await lockOwn(tx, scope, id);
    if (!confirmable(row, deps.clock.now())) throw new AppError('BOOKING_STATUS');
    await useCheckedBookingCode(deps, checked, { tx });
    const now = deps.clock.now();
    const confirmed = await repo.updateBooking(tx, id, { confirmedAt: now, updatedAt: now });
    await announceBookingChange(deps, tx, confirmed, 'CONFIRMED');
  });
  return reloadBooking(deps, id, language);
}

/** The booking, for the questionnaire engine (BOOKING subjects): any system id that is not ours is none. */
export async function bookingSubject(deps: Pick<Deps, 'db'>, id: string, systemRoot: string): Promise<QuestionnaireSubject | null> {
  if (systemRoot !== SYSTEM_PORTAL || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > ID_MAX) return null;
  const row = await repo.findBookingView(deps.db, SYSTEM_PORTAL, Number(id));
  if (!row) return null;
  const b = row.booking;
  const day = clinicToday(b.startsAt);
  return {
    patientId: b.patientId,
    asks: { serviceCode: row.serviceCode },
    visitDate: day,
    editable: bookingEditable(b.status, b.orderStatus),
    label: `${row.serviceName} ${day.split('-').reverse().join('.')}`,
  };
}

export const bookingResolvers: SubjectResolvers = () => ({ BOOKING: (deps: Deps, s: { id: string; systemRoot: string; auth: AuthContext }) => bookingSubject(deps, s.id, s.systemRoot) });

/** PUT /bookings/{system}/{id} {questionnaireFulfillment}: the answers of a SCHEDULED booking. */
export async function saveQuestionnaire(deps: Deps, caller: PatientCaller, own: OwnBooking, input: FulfillmentInput, language: InterfaceLanguage): Promise<Booking> {
  if (!bookingEditable(own.booking.status, own.booking.orderStatus)) throw new AppError('BOOKING_READ_ONLY');
  await saveBookingAnswers(deps, bookingResolvers, { caller, id: String(own.booking.id), systemRoot: own.booking.system }, input);
  return reloadBooking(deps, own.booking.id, language);
}

/** The seed's past and cancelled visits are written as the desk's core writes them (no wizard checks for a visit of last year). */
export { bookSlot, cancelBookingRow } from '../core/booking-core';
