import type { Booking, MakeBooking, ModifyBooking } from '@portal/contracts';
import { makeBookingSchema, modifyBookingSchema, type z } from '@portal/contracts';
import { bookingEditable, referralIssueDateValid } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { withTransaction } from '../../db/client';
import type { StoredPrescription, StoredReferral } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';
import { useBookingCode } from '../confirmations/confirmations-service';
import { checkServiceAnswers, questionnaireExistsForService, saveBookingAnswers } from '../questionnaires/questionnaires-service';
import { getSettings } from '../settings/settings-service';
import { bookSlot, cancelBookingRow, lockBooking, type BookingRow } from './booking-core';
import { announceBookingChange } from './booking-notices';
import { bookingIssues, serviceBookingRules, validationDetails } from './booking-rules-service';
import { claimReferralUploads } from './booking-attachments';
import { bookingResolvers, reloadBooking, slotCodeSubject } from './bookings-service';
import * as repo from './bookings-repository';
import * as slots from './slots-repository';

/*
 * Making a booking (POST /bookings) and modifying one (PUT /bookings): every rule the wizard shows is
 * checked again here, in the booking's transaction — the clinic's lock, the slot (ours to take, not
 * before the service's earliest day), the service's validation codes, another booking at the same
 * time, the referral, the prescription, the price list, the SMS confirmation — before the foundation's
 * `bookSlot` takes the slot in one statement. A modification books the new slot and cancels the old
 * booking in one transaction: the old slot is freed only once the new one is booked.
 */

type Make = z.output<typeof makeBookingSchema>;
type Modify = z.output<typeof modifyBookingSchema>;
type Input = Make | Modify;

const PRICE_ITEM_INVALID = 'Wybierz pozycję aktualnego cennika dla wybranego terminu.';
const DRUGS_UNKNOWN = 'Wybierz leki z listy leków.';
const PRESCRIPTION_REQUIRED = 'Podaj powód wizyty receptowej i wybierz leki.';
const ISSUE_DATE_FUTURE = 'Data wystawienia skierowania nie może być z przyszłości.';

const referralGiven = (r: Input['referral']): r is NonNullable<Input['referral']> =>
  Boolean(r && (r.refENumber || r.issueDate || r.institutionCro || r.practiceNo));

/** The referral as stored: the registers' names for a manual one (400 MISSING_… for an unknown institution or practitioner). */
export async function checkedReferral(tx: Tx, input: Pick<Input, 'referral' | 'referralAttachments'>, referralStatus: 'N' | 'O' | 'R', today: string): Promise<StoredReferral | null> {
  const r = input.referral;
  if (!referralGiven(r)) {
    if (referralStatus === 'R' && !input.referralAttachments?.length) throw new AppError('REFERRAL_REQUIRED');
    return null;
  }
  if (r.issueDate && !referralIssueDateValid(r.issueDate, today)) throw Validation(ISSUE_DATE_FUTURE, [{ path: 'referral.issueDate', message: ISSUE_DATE_FUTURE }]);
  const stored: StoredReferral = {
    issueDate: r.issueDate ?? null,
    cito: r.cito ?? false,
    refENumber: r.refENumber ?? null,
    institutionCro: r.institutionCro ?? null,
    institutionName: null,
    practiceNo: r.practiceNo ?? null,
    practitionerName: null,
    icd10Code: r.icd10Code ?? null,
    orgUnitCode: r.orgUnitCode ?? null,
    orgUnitSpecialityCode: r.orgUnitSpecialityCode ?? null,
    orgUnit5Code: r.orgUnit5Code ?? null,
    orgUnitTypeCode: r.orgUnitTypeCode ?? null,
  };
  if (r.refENumber) return stored;
  const institution = r.institutionCro ? await repo.findInstitution(tx, r.institutionCro) : null;
  const practitioner = r.practiceNo ? await repo.findReferringPractitioner(tx, r.practiceNo) : null;
  if (!institution || !practitioner) throw new AppError('MISSING_REFERRAL_PRACTITIONER_OR_INSTITUTION');
  return { ...stored, institutionName: institution.name, practitionerName: [practitioner.degree, practitioner.name, practitioner.lastName].filter(Boolean).join(' ') };
}

async function checkedPrescription(tx: Tx, input: Input, prescriptionVisit: boolean): Promise<StoredPrescription | null> {
  if (!prescriptionVisit) return null;
  const p = input.bookingPrescription;
  if (!p) throw Validation(PRESCRIPTION_REQUIRED, [{ path: 'bookingPrescription', message: PRESCRIPTION_REQUIRED }]);
  const ids = [...new Set(p.bookingPrescriptionDrugs)];
  const found = await repo.findDrugs(tx, ids);
  if (found.length !== ids.length) throw Validation(DRUGS_UNKNOWN, [{ path: 'bookingPrescription.bookingPrescriptionDrugs', message: DRUGS_UNKNOWN }]);
  const byId = new Map(found.map((d) => [d.registerId, d]));
  return {
    reason: p.prescriptionVisitReason,
    drugs: ids.map((id) => {
      const d = byId.get(id)!;
      return { id, name: d.name, fullName: d.fullName, dose: d.dose, form: d.form, drugPackage: d.drugPackage };
    }),
  };
}

interface Checked {
  slot: slots.SlotRow;
  referral: StoredReferral | null;
  prescription: StoredPrescription | null;
  confirmed: boolean;
  serviceCode: string;
}

/** Every rule of a booking on this slot for this patient, in the transaction; `replacing` is the booking a modification replaces. */
async function checkBooking(deps: Deps, tx: Tx, input: Input, accountId: number, replacing: BookingRow | null, prescriptionVisit: (serviceId: number) => Promise<{ code: string; prescription: boolean }>): Promise<Checked> {
  const now = deps.clock.now();
  const today = clinicToday(now);
  if (await repo.isLocked(tx, input.patientId)) throw new AppError('BOOKING_LOCKED');
  const slot = await slots.findSlot(tx, input.timeSlotId);
  if (!slot || slot.availability === 'N') throw NotFound();
  const rules = await serviceBookingRules(deps, slot.serviceId, { tx });
  const minHours = rules.rules.minHoursBefore ?? 0;
  if (clinicToday(slot.startsAt) < clinicToday(new Date(now.getTime() + minHours * 3_600_000))) throw new AppError('TIME_SLOT_TOO_EARLY');
  if (slot.startsAt <= now) throw new AppError('TIME_SLOT_TAKEN');
  const codes = await bookingIssues(deps, { patientId: input.patientId, serviceId: slot.serviceId, accountId, slot: { startsAt: slot.startsAt }, excludeBookingId: replacing?.id }, { tx });
  if (codes.length) throw new AppError('BOOKING_VALIDATION', undefined, { details: validationDetails(codes) });
  if (!rules.parallelAllowed) {
    const [other] = await repo.findBookingViews(tx, repo.activeOverlapping(input.patientId, slot.startsAt, slot.endsAt, replacing?.id));
    if (other) {
      throw new AppError('BOOKING_PARALLEL', undefined, {
        details: { service: other.serviceName, dateFrom: other.booking.startsAt.toISOString(), dateTo: other.booking.endsAt.toISOString() },
      });
    }
  }
  const referral = await checkedReferral(tx, input, rules.referralStatus, today);
  const service = await prescriptionVisit(slot.serviceId);
  const prescription = await checkedPrescription(tx, input, service.prescription);
  const settings = await getSettings(deps, 'bookings');
  const needsCode = rules.bookingConfReq && settings.smsConfirmationEnabled;
  if (needsCode && !input.confirmationCode) throw new AppError('BOOKING_CONFIRMATION_REQUIRED');
  return { slot, referral, prescription, confirmed: needsCode, serviceCode: service.code };
}

/** The price of a commercial slot: the chosen item of its service's list valid on the slot's day. */
async function checkedPrice(tx: Tx, slot: slots.SlotRow, priceItemId: number | undefined): Promise<{ priceItemId: number; price: string } | null> {
  if (slot.funding !== 'COMMERCIAL') return null;
  const items = await repo.priceItemsOn(tx, slot.serviceId, clinicToday(slot.startsAt));
  if (items.length === 0) throw new AppError('PRICE_LIST_MISSING');
  const item = items.find((i) => i.id === priceItemId);
  if (!item) throw Validation(PRICE_ITEM_INVALID, [{ path: 'payment.priceItemId', message: PRICE_ITEM_INVALID }]);
  return { priceItemId: item.id, price: item.price };
}

/** The answers are checked before the booking exists and saved once it does (the engine's own rules). */
async function precheckAnswers(deps: Deps, serviceCode: string, input: Input): Promise<boolean> {
  if (!input.questionnaireFulfillment || !(await questionnaireExistsForService(deps, serviceCode))) return false;
  await checkServiceAnswers(deps, serviceCode, input.questionnaireFulfillment);
  return true;
}

async function serviceOfSlot(deps: Deps, slotId: number): Promise<string | null> {
  const slot = await slots.findSlot(deps.db, slotId);
  if (!slot) return null;
  return (await repo.serviceFacts(deps.db, slot.serviceId))?.code ?? null;
}

const serviceFacts = (deps: Deps) => async (serviceId: number) => {
  const s = await repo.serviceFacts(deps.db, serviceId);
  if (!s) throw NotFound();
  return { code: s.code, prescription: s.type === 'PRESCRIPTION' };
};

async function afterBooking(deps: Deps, request: FastifyRequest, booking: BookingRow, input: Input, answers: boolean): Promise<Booking> {
  if (answers && input.questionnaireFulfillment) {
    await saveBookingAnswers(deps, bookingResolvers, { request, id: String(booking.id), systemRoot: booking.system }, input.questionnaireFulfillment);
  }
  return reloadBooking(deps, booking.id);
}

/** POST /bookings. */
export async function makeBooking(deps: Deps, request: FastifyRequest, accountId: number, input: Make): Promise<Booking> {
  const code = await serviceOfSlot(deps, input.timeSlotId);
  const answers = code ? await precheckAnswers(deps, code, input) : false;
  if (input.confirmationCode) await useBookingCode(deps, { accountId, subject: slotCodeSubject(input.timeSlotId), code: input.confirmationCode });
  const booking = await withTransaction(deps.db, async (tx) => {
    const checked = await checkBooking(deps, tx, input, accountId, null, serviceFacts(deps));
    const price = await checkedPrice(tx, checked.slot, input.payment?.priceItemId);
    const now = deps.clock.now();
    const row = await bookSlot(deps, tx, {
      slotId: checked.slot.id,
      patientId: input.patientId,
      accountId,
      staffId: null,
      referral: checked.referral,
      prescription: checked.prescription,
      measurement: input.measurementAttachment ?? null,
      priceItemId: price?.priceItemId ?? null,
      price: price?.price ?? null,
      confirmedAt: checked.confirmed ? now : null,
    });
    await claimReferralUploads(deps, tx, row, accountId, input.referralAttachments ?? []);
    await announceBookingChange(deps, tx, row, 'BOOKED');
    return row;
  });
  return afterBooking(deps, request, booking, input, answers);
}

/** PUT /bookings: the new slot is booked, then the old booking cancelled, in one transaction. */
export async function modifyBooking(deps: Deps, request: FastifyRequest, accountId: number, scopeIds: readonly number[], input: Modify): Promise<Booking> {
  const code = await serviceOfSlot(deps, input.timeSlotId);
  const answers = code ? await precheckAnswers(deps, code, input) : false;
  if (input.confirmationCode) await useBookingCode(deps, { accountId, subject: slotCodeSubject(input.timeSlotId), code: input.confirmationCode });
  const booking = await withTransaction(deps.db, async (tx) => {
    const old = await lockBooking(tx, input.hisBookingId);
    if (!old || old.system !== 'PORTAL' || !scopeIds.includes(old.patientId) || old.patientId !== input.patientId) throw NotFound();
    if (!bookingEditable(old.status, old.orderStatus) || old.startsAt <= deps.clock.now()) throw new AppError('BOOKING_READ_ONLY');
    const checked = await checkBooking(deps, tx, input, accountId, old, serviceFacts(deps));
    const sameService = checked.slot.serviceId === old.serviceId;
    const price = sameService && old.priceItemId !== null ? { priceItemId: old.priceItemId, price: old.price } : await checkedPrice(tx, checked.slot, undefined);
    const now = deps.clock.now();
    const row = await bookSlot(deps, tx, {
      slotId: checked.slot.id,
      patientId: input.patientId,
      accountId,
      staffId: null,
      referral: checked.referral,
      prescription: checked.prescription,
      measurement: input.measurementAttachment ?? null,
      priceItemId: price?.priceItemId ?? null,
      price: price?.price ?? null,
      confirmedAt: checked.confirmed ? now : null,
      replacesBookingId: old.id,
    });
    await cancelBookingRow(deps, tx, old, { who: 'PATIENT' });
    await repo.moveAttachments(tx, old.id, row.id);
    await claimReferralUploads(deps, tx, row, accountId, input.referralAttachments ?? []);
    await announceBookingChange(deps, tx, row, 'MODIFIED');
    return row;
  });
  return afterBooking(deps, request, booking, input, answers);
}

export type { MakeBooking, ModifyBooking };
