import type { Booking, InterfaceLanguage, MakeBooking, ModifyBooking } from '@portal/contracts';
import { makeBookingSchema, modifyBookingSchema, type z } from '@portal/contracts';
import { bookingEditable, referralIssueDateValid } from '@portal/domain';
import type { DbOrTx, InTransaction } from '../../../db/client';
import { executorOf, withTransaction, type Tx } from '../../../db/client';
import type { StoredPrescription, StoredReferral } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { AppError, NotFound, Validation } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { checkBookingCode, useCheckedBookingCode, type CheckedBookingCode } from '../../confirmations/confirmations-service';
import { checkBookingAnswers, saveCheckedBookingAnswers, type CheckedBookingAnswers } from '../../questionnaires/questionnaires-service';
import { requireDeclaration } from '../../declarations/declarations-service';
import { bookSlot, cancelBookingRow, type BookingRow } from '../core/booking-core';
import { announceBookingChange } from '../core/booking-notices';
import { bookingServiceName } from '../core/booking-view';
import { factsOf, issuesOf, rulesOrDefaults, type ServiceRulesRow, validationDetails } from '../core/booking-rules-service';
import { claimReferralUploads } from './booking-attachments';
import { reloadBooking, slotCodeSubject, viewsOf } from './bookings-service';
import * as repo from '../core/bookings-repository';
import type { SlotRow } from '../core/slots-repository';
import { holdTimeSlot } from '../core/slots-service';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Making a booking (POST /bookings) and modifying one (PUT /bookings): every rule the wizard shows is
 * checked again here — the clinic's lock, the slot (ours to take, not before the service's earliest
 * day), the service's validation codes, another booking at the same time, the referral, the
 * prescription, the price list, the SMS confirmation — before the foundation's `bookSlot` claims the
 * slot in one statement. A modification books the new slot and cancels the old
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
export async function checkedReferral(tx: DbOrTx, input: Pick<Input, 'referral' | 'referralAttachments'>, referralStatus: 'N' | 'O' | 'R', today: string): Promise<StoredReferral | null> {
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

async function checkedPrescription(tx: DbOrTx, input: Input, prescriptionVisit: boolean): Promise<StoredPrescription | null> {
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
  slot: SlotRow;
  referral: StoredReferral | null;
  prescription: StoredPrescription | null;
  confirmed: boolean;
}

type Target = NonNullable<Awaited<ReturnType<typeof repo.findBookingTarget>>>;

/**
 * The slot to book with its names, its service's rules and the patient's facts (one statement); 404 for
 * an unknown slot or one never offered in the portal. `replacing`: the booking a modification replaces.
 */
async function bookingTarget(deps: Deps, patientId: CheckedPatientId, input: Input, accountId: number, replacing: BookingRow | null, opts?: InTransaction): Promise<Target> {
  const target = await repo.findBookingTarget(executorOf(deps.db, opts), {
    slotId: input.timeSlotId,
    patientId,
    accountId,
    excludeBookingId: replacing?.id,
    now: deps.clock.now(),
  });
  if (!target || target.slot.availability === 'N') throw NotFound();
  return target;
}

/** The slot itself: the clinic's lock, not before the service's earliest day, ahead, not booked or held by someone else. */
function checkSlot(target: Target, patientId: number, now: Date): ServiceRulesRow {
  const { slot } = target;
  if (target.locked) throw new AppError('BOOKING_LOCKED');
  const rules = rulesOrDefaults(slot.serviceId, target.rules);
  const minHours = rules.rules.minHoursBefore ?? 0;
  if (clinicToday(slot.startsAt) < clinicToday(new Date(now.getTime() + minHours * 3_600_000))) throw new AppError('TIME_SLOT_TOO_EARLY');
  if (slot.startsAt <= now) throw new AppError('TIME_SLOT_TAKEN');
  // Booked, or held by someone else: the spec's "slot taken" before any other rule (bookSlot decides a race).
  if (slot.bookingId !== null || (slot.heldUntil !== null && slot.heldUntil > now && slot.heldByPatientId !== patientId)) throw new AppError('TIME_SLOT_TAKEN');
  return rules;
}

/**
 * Every rule of the service for this patient on this slot, against the facts read with the target
 * (the patient, her booking account, her bookings: a modification's replaced booking left out). A
 * booking at the same time is named by its service in the reader's `language` (booking-view `bookingServiceName`).
 */
async function checkRules(
  deps: Deps,
  target: Target,
  rules: ServiceRulesRow,
  input: Input,
  smsConfirmationEnabled: boolean,
  language: InterfaceLanguage,
  opts?: InTransaction,
): Promise<Checked> {
  const db = executorOf(deps.db, opts);
  const now = deps.clock.now();
  const { slot } = target;
  const facts = factsOf(target.facts);
  if (!facts) throw NotFound();
  const codes = issuesOf(rules.rules, facts, slot.startsAt, now);
  if (codes.length) throw new AppError('BOOKING_VALIDATION', undefined, { details: validationDetails(codes) });
  if (!rules.parallelAllowed && facts.overlappingBookingId !== null) {
    const [other] = await repo.findBookingViews(db, repo.bookingById(facts.overlappingBookingId));
    if (other) {
      throw new AppError('BOOKING_PARALLEL', undefined, {
        details: { service: bookingServiceName(other, language), dateFrom: other.booking.startsAt.toISOString(), dateTo: other.booking.endsAt.toISOString() },
      });
    }
  }
  const referral = await checkedReferral(db, input, rules.referralStatus, clinicToday(now));
  const prescription = await checkedPrescription(db, input, target.serviceType === 'PRESCRIPTION');
  const needsCode = rules.bookingConfReq && smsConfirmationEnabled;
  if (needsCode && !input.confirmationCode) throw new AppError('BOOKING_CONFIRMATION_REQUIRED');
  return { slot, referral, prescription, confirmed: needsCode };
}

/** The price of a commercial slot: the chosen item of its service's list valid on the slot's day. */
async function checkedPrice(db: DbOrTx, slot: SlotRow, priceItemId: number | undefined): Promise<{ priceItemId: number; price: string; name: string } | null> {
  if (slot.funding !== 'COMMERCIAL') return null;
  const items = await repo.priceItemsOn(db, slot.serviceId, clinicToday(slot.startsAt));
  if (items.length === 0) throw new AppError('PRICE_LIST_MISSING');
  const item = items.find((i) => i.id === priceItemId);
  if (!item) throw Validation(PRICE_ITEM_INVALID, [{ path: 'payment.priceItemId', message: PRICE_ITEM_INVALID }]);
  return { priceItemId: item.id, price: item.price, name: item.name };
}

/** The answers are checked before the booking exists and saved once it does (the engine's own rules). */
/** The answers given with the booking, checked before anything is written (null: none given, or the service asks none). */
async function precheckAnswers(deps: Deps, serviceCode: string, input: Input): Promise<CheckedBookingAnswers | null> {
  return input.questionnaireFulfillment ? checkBookingAnswers(deps, serviceCode, input.questionnaireFulfillment) : null;
}

/** The SMS code given with the booking, checked (the try counted) before the transaction that uses it up. */
const precheckCode = (deps: Deps, accountId: number, input: Input): Promise<CheckedBookingCode | null> =>
  input.confirmationCode ? checkBookingCode(deps, { accountId, subject: slotCodeSubject(input.timeSlotId), code: input.confirmationCode }) : Promise.resolve(null);

/**
 * What one command writes besides the booking, inside its transaction: the SMS code used up and the
 * questionnaire's answers saved, so a booking that fails leaves the code usable, and one that commits
 * always has its answers.
 */
async function withinBooking(deps: Deps, tx: Tx, row: BookingRow, accountId: number, code: CheckedBookingCode | null, answers: CheckedBookingAnswers | null): Promise<void> {
  if (code) await useCheckedBookingCode(deps, code, { tx });
  if (answers) await saveCheckedBookingAnswers(deps, answers, { id: row.id, system: row.system, patientId: row.patientId, accountId }, { tx });
}

/** The booking as the API shows it: a new booking from what its making read (its slot's names; no attachments unless referral scans came with it), a modification read anew. */
async function afterBooking(deps: Deps, language: InterfaceLanguage, booking: BookingRow, input: Input, made?: { target: Target; priceItemName: string | null }): Promise<Booking> {
  if (!made) return reloadBooking(deps, booking.id, language);
  const { slot: _slot, rules: _rules, locked: _locked, facts: _facts, ...names } = made.target;
  const [view] = await viewsOf(deps, [{ ...names, booking, priceItemName: made.priceItemName }], language, { withoutAttachments: !input.referralAttachments?.length });
  return view!;
}

/**
 * The settings a booking reads, as this process keeps them (read before the transaction: settings are
 * not read through it).
 */
async function bookingSettings(deps: Deps) {
  const [bookingsGroup, fileUpload] = await Promise.all([deps.keptSettings.current('bookings'), deps.keptSettings.current('file-upload')]);
  return { sms: bookingsGroup.smsConfirmationEnabled, maxFiles: fileUpload.maxFiles };
}

/**
 * POST /bookings. The attempt first holds its slot, as the wizard's date step does (one statement, one
 * hold per patient; 404, 403 BOOKING_LOCKED or 409 TIME_SLOT_TAKEN from it): of many attempts at one
 * slot only one gets it, and the others are answered at once instead of waiting for its transaction.
 * Every rule is then read and checked before the transaction, which only takes the slot, writes the
 * booking and announces it. A rule that stops the booking leaves the hold, as it would be in the
 * wizard, until it expires.
 */
/**
 * What a caller writes with the booking, inside its transaction (the teleconsultation module: its row
 * and the booking's link to it), given the new booking's row; what it returns is answered beside the booking.
 */
export type WithinBooking<T> = (tx: Tx, row: BookingRow) => Promise<T>;

export async function makeBooking(deps: Deps, language: InterfaceLanguage, accountId: number, patient: ReachablePatient, input: Make): Promise<Booking> {
  return (await makeBookingWith(deps, language, accountId, patient, input, async () => undefined)).booking;
}

/** makeBooking, with what the caller writes in its transaction (`within`). */
export async function makeBookingWith<T>(deps: Deps, language: InterfaceLanguage, accountId: number, patient: ReachablePatient, input: Make, within: WithinBooking<T>): Promise<{ booking: Booking; extra: T }> {
  await holdTimeSlot(deps, input.timeSlotId, patient.id);
  const target = await bookingTarget(deps, patient.id, input, accountId, null);
  const answers = await precheckAnswers(deps, target.serviceCode, input);
  const code = await precheckCode(deps, accountId, input);
  const rules = checkSlot(target, patient.id, deps.clock.now());
  const settings = await bookingSettings(deps);
  const checked = await checkRules(deps, target, rules, input, settings.sms, language);
  // A service that requires a declaration (GP, NURSE, MIDWIFE): 400 DECLARATION_MISSING without one in force.
  await requireDeclaration(deps.db, patient.id, rules.declarationRequired, clinicToday(deps.clock.now()));
  const price = await checkedPrice(deps.db, checked.slot, input.payment?.priceItemId);
  const booking = await withTransaction(deps.db, async (tx) => {
    const row = await bookSlot(deps, tx, {
      slot: checked.slot,
      patientId: patient.id,
      accountId,
      staffId: null,
      referral: checked.referral,
      prescription: checked.prescription,
      measurement: input.measurementAttachment ?? null,
      priceItemId: price?.priceItemId ?? null,
      price: price?.price ?? null,
      confirmedAt: checked.confirmed ? deps.clock.now() : null,
    });
    await claimReferralUploads(deps, tx, row, accountId, input.referralAttachments ?? [], settings.maxFiles);
    await withinBooking(deps, tx, row, accountId, code, answers);
    const extra = await within(tx, row);
    await announceBookingChange(deps, tx, row, 'BOOKED');
    return { row: (await repo.findBookingRow(tx, row.id)) ?? row, extra };
  });
  return { booking: await afterBooking(deps, language, booking.row, input, { target, priceItemName: price?.name ?? null }), extra: booking.extra };
}

/** PUT /bookings: the new slot is booked, then the old booking cancelled, in one transaction. */
export async function modifyBooking(deps: Deps, language: InterfaceLanguage, accountId: number, patient: ReachablePatient, input: Modify): Promise<Booking> {
  return (await modifyBookingWith(deps, language, accountId, patient, input, async () => undefined)).booking;
}

/** modifyBooking, with what the caller writes in its transaction (`within`, given the new booking and the old one). */
export async function modifyBookingWith<T>(
  deps: Deps,
  language: InterfaceLanguage,
  accountId: number,
  patient: ReachablePatient,
  input: Modify,
  within: (tx: Tx, row: BookingRow, old: BookingRow) => Promise<T>,
): Promise<{ booking: Booking; extra: T }> {
  const serviceCode = (await repo.findBookingTarget(deps.db, { slotId: input.timeSlotId, patientId: patient.id, accountId, now: deps.clock.now() }))?.serviceCode;
  const answers = serviceCode ? await precheckAnswers(deps, serviceCode, input) : null;
  const code = await precheckCode(deps, accountId, input);
  const settings = await bookingSettings(deps);
  const booking = await withTransaction(deps.db, async (tx) => {
    // The booking changed must be of the patient the body names (checked by the route): in the WHERE.
    const old = await repo.lockBookingOf(tx, patient, input.hisBookingId);
    if (!old) throw NotFound();
    if (!bookingEditable(old.status, old.orderStatus) || old.startsAt <= deps.clock.now()) throw new AppError('BOOKING_READ_ONLY');
    const target = await bookingTarget(deps, patient.id, input, accountId, old, { tx });
    const rules = checkSlot(target, patient.id, deps.clock.now());
    const checked = await checkRules(deps, target, rules, input, settings.sms, language, { tx });
    await requireDeclaration(tx, patient.id, rules.declarationRequired, clinicToday(deps.clock.now()));
    const sameService = checked.slot.serviceId === old.serviceId;
    const price = sameService && old.priceItemId !== null ? { priceItemId: old.priceItemId, price: old.price } : await checkedPrice(tx, checked.slot, undefined);
    const row = await bookSlot(deps, tx, {
      slot: checked.slot,
      patientId: patient.id,
      accountId,
      staffId: null,
      referral: checked.referral,
      prescription: checked.prescription,
      measurement: input.measurementAttachment ?? null,
      priceItemId: price?.priceItemId ?? null,
      price: price?.price ?? null,
      confirmedAt: checked.confirmed ? deps.clock.now() : null,
      replacesBookingId: old.id,
    });
    await cancelBookingRow(deps, tx, old, { who: 'PATIENT' });
    await repo.moveAttachments(tx, old.id, row.id);
    await claimReferralUploads(deps, tx, row, accountId, input.referralAttachments ?? [], settings.maxFiles);
    await withinBooking(deps, tx, row, accountId, code, answers);
    const extra = await within(tx, row, old);
    await announceBookingChange(deps, tx, row, 'MODIFIED');
    return { row, extra };
  });
  return { booking: await afterBooking(deps, language, booking.row, input), extra: booking.extra };
}

export type { MakeBooking, ModifyBooking };
