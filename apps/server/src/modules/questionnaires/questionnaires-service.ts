import type { Fulfillment, FulfillmentInput, InterfaceLanguage, Questionnaire } from '@portal/contracts';
import { isPastQuestionnaireDeadline, questionnaireLastDay } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { PatientCaller } from '../../plugins/session';
import { serviceRefs } from '../organisation/organisation-service';
import { checkedAnswers, fulfillmentView, patientView, saveAnswers, shownVersion, writeCheckedAnswers } from './core/questionnaire-engine';
import * as repo from './core/questionnaires-repository';
import type { QuestionnaireSubject, SubjectKindWithResolver, SubjectResolvers } from './core/questionnaire-subjects';
import { patientOfRow, type CheckedPatientId } from '../../lib/checked-patient';

/*
 * Booking and visit questionnaires (spec part 2 §3 "Questionnaire", §4 "Questionnaire past its
 * deadline"): the questionnaire of a service asked when booking it, and the one of a unit speciality
 * asked after a visit. Bookings and visits belong to other modules, which tell this engine about them
 * through the `questionnaireSubjects` resolvers of their descriptors (modules/portal-module.ts); this module never imports them.
 */

type QDeps = Pick<Deps, 'db' | 'clock' | 'his'>;

export type { QuestionnaireSubject, SubjectKindWithResolver, SubjectResolver, SubjectResolvers } from './core/questionnaire-subjects';

// ------------------------------------------------------------------------------ by service (the wizard)

async function activeServiceId(deps: QDeps, serviceCode: string): Promise<number | null> {
  const [service] = await serviceRefs(deps, { codes: [serviceCode] });
  return service?.active ? service.id : null;
}

async function currentOfService(deps: QDeps, serviceCode: string): Promise<repo.QuestionnaireRow | null> {
  const serviceId = await activeServiceId(deps, serviceCode);
  const id = serviceId === null ? null : await repo.questionnaireOfService(deps.db, serviceId);
  return id === null ? null : repo.findQuestionnaire(deps.db, id);
}

/** Whether booking this service asks a questionnaire (before the booking exists). */
export async function questionnaireExistsForService(deps: QDeps, serviceCode: string): Promise<boolean> {
  const serviceId = await activeServiceId(deps, serviceCode);
  return serviceId !== null && (await repo.servicesWithQuestionnaire(deps.db, [serviceId])).has(serviceId);
}

/**
 * Which of these services ask a booking questionnaire, for a caller that already holds the services
 * (a page of bookings, each with its service's id and whether it is active): one query for the page.
 */
export async function servicesAskingQuestionnaire(deps: Pick<Deps, 'db'>, services: ReadonlyArray<{ id: number; active: boolean }>): Promise<Set<number>> {
  return repo.servicesWithQuestionnaire(deps.db, [...new Set(services.filter((s) => s.active).map((s) => s.id))]);
}

/** The current version of the questionnaire booking this service asks, without answers; 404 when none. */
export async function questionnaireForService(deps: QDeps, serviceCode: string, language: InterfaceLanguage): Promise<Questionnaire> {
  const current = await currentOfService(deps, serviceCode);
  if (!current) throw NotFound();
  return patientView(current.version, null, { language, readOnly: false });
}

// -------------------------------------------------------------------------------- bookings and visits

interface Resolved {
  subject: QuestionnaireSubject;
  patient: ReachablePatient;
  key: repo.Subject;
  accountId: number;
}

/** The booking or visit, when a module resolves it, in the HIS's system, and its patient is one the caller acts for; else 404. */
async function resolve(deps: Deps, resolvers: SubjectResolvers, kind: SubjectKindWithResolver, caller: PatientCaller, id: string, systemRoot: string): Promise<Resolved> {
  const resolver = resolvers()[kind];
  if (!resolver || systemRoot !== deps.his.system) throw NotFound();
  const subject = await resolver(deps, { id, systemRoot, auth: caller.auth });
  const patient = subject ? caller.reach(subject.patientId) : null;
  if (!subject || !patient) throw NotFound();
  return { subject, patient, key: { kind, system: systemRoot, id }, accountId: caller.auth.account.id };
}

async function currentOfSubject(deps: QDeps, subject: QuestionnaireSubject): Promise<repo.QuestionnaireRow | null> {
  if ('serviceCode' in subject.asks) return currentOfService(deps, subject.asks.serviceCode);
  const id = await repo.questionnaireOfSpeciality(deps.db, subject.asks.unitId, subject.asks.speciality);
  return id === null ? null : repo.findQuestionnaire(deps.db, id);
}

interface SubjectState {
  current: repo.QuestionnaireRow | null;
  fulfillment: repo.FulfillmentRow | null;
  readOnly: boolean;
  pastDeadline: boolean;
  lastDay: string | null;
}

/** What applies to a subject now: its questionnaire, the answers given, and whether they may change (deadline, state). */
async function stateOf(deps: QDeps, r: Resolved): Promise<SubjectState> {
  const [current, fulfillment] = await Promise.all([currentOfSubject(deps, r.subject), repo.findFulfillment(deps.db, r.key, r.patient.id)]);
  const deadlineVersion = fulfillment ? await repo.findVersion(deps.db, fulfillment.versionId) : (current?.version ?? null);
  const deadlineDays = r.key.kind === 'ENCOUNTER' ? (deadlineVersion?.deadlineDays ?? null) : null;
  const visitDate = r.subject.visitDate;
  const pastDeadline = visitDate !== null && isPastQuestionnaireDeadline(visitDate, deadlineDays, clinicToday(deps.clock.now()));
  return { current, fulfillment, pastDeadline, readOnly: pastDeadline || !r.subject.editable, lastDay: visitDate === null ? null : questionnaireLastDay(visitDate, deadlineDays) };
}

async function subjectQuestionnaire(deps: QDeps, r: Resolved, language: InterfaceLanguage): Promise<Questionnaire> {
  const state = await stateOf(deps, r);
  if (!state.current && !state.fulfillment) throw NotFound();
  if (state.pastDeadline && !state.fulfillment) throw new AppError('QUESTIONNAIRE_DEADLINE_PASSED');
  const version = await shownVersion(deps, state.current?.version ?? null, state.fulfillment, state.readOnly);
  if (!version) throw NotFound();
  return patientView(version, state.fulfillment, { language, readOnly: state.readOnly || !state.current, visitDate: r.subject.visitDate, lastDay: state.lastDay });
}

async function saveSubjectAnswers(deps: QDeps, r: Resolved, input: FulfillmentInput): Promise<Fulfillment> {
  const state = await stateOf(deps, r);
  if (!state.current) throw NotFound();
  if (state.pastDeadline) throw new AppError('QUESTIONNAIRE_DEADLINE_PASSED');
  if (state.readOnly) throw new AppError('QUESTIONNAIRE_READ_ONLY');
  const row = await saveAnswers(deps, { current: state.current, input, patientId: r.patient.id, accountId: r.accountId, subject: r.key, replace: true });
  return fulfillmentView(row);
}

export interface SubjectCall {
  caller: PatientCaller;
  id: string;
  systemRoot: string;
}

/** Whether the booking's questionnaire has been answered. */
export async function bookingIsFulfilled(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall): Promise<boolean> {
  const r = await resolve(deps, resolvers, 'BOOKING', call.caller, call.id, call.systemRoot);
  return (await repo.findFulfillment(deps.db, r.key, r.patient.id)) !== null;
}

/** The booking's questionnaire with its answers; locked unless the booking may still change (SCHEDULED). */
export async function bookingQuestionnaire(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall): Promise<Questionnaire> {
  return subjectQuestionnaire(deps, await resolve(deps, resolvers, 'BOOKING', call.caller, call.id, call.systemRoot), call.caller.language);
}

/** The answers given for the booking; 404 when none. */
export async function bookingFulfillment(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall): Promise<Fulfillment> {
  const r = await resolve(deps, resolvers, 'BOOKING', call.caller, call.id, call.systemRoot);
  const row = await repo.findFulfillment(deps.db, r.key, r.patient.id);
  if (!row) throw NotFound();
  return fulfillmentView(row);
}

/** Saves (or replaces) the booking's answers; 409 QUESTIONNAIRE_READ_ONLY when the booking may not change. */
export async function saveBookingAnswers(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall, input: FulfillmentInput): Promise<Fulfillment> {
  return saveSubjectAnswers(deps, await resolve(deps, resolvers, 'BOOKING', call.caller, call.id, call.systemRoot), input);
}

/**
 * Whether a questionnaire is asked after this visit: answered (shown read-only), or its unit speciality
 * has one and its deadline has not passed — past it, an unanswered questionnaire is not offered.
 */
export async function encounterQuestionnaireExists(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall): Promise<boolean> {
  const r = await resolve(deps, resolvers, 'ENCOUNTER', call.caller, call.id, call.systemRoot);
  const state = await stateOf(deps, r);
  return state.fulfillment !== null || (state.current !== null && !state.pastDeadline);
}

/** The visit's questionnaire with its answers: past visit date + deadline days locked if answered, else 409 QUESTIONNAIRE_DEADLINE_PASSED. */
export async function encounterQuestionnaire(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall): Promise<Questionnaire> {
  return subjectQuestionnaire(deps, await resolve(deps, resolvers, 'ENCOUNTER', call.caller, call.id, call.systemRoot), call.caller.language);
}

/** Saves (or replaces) the visit's answers until its deadline. */
export async function saveEncounterAnswers(deps: Deps, resolvers: SubjectResolvers, call: SubjectCall, input: FulfillmentInput): Promise<Fulfillment> {
  return saveSubjectAnswers(deps, await resolve(deps, resolvers, 'ENCOUNTER', call.caller, call.id, call.systemRoot), input);
}

/** What a visits list shows of each visit's questionnaire (encounter.questionnaire and its dates). */
export interface EncounterQuestionnaireFacts {
  /** A questionnaire was answered, or is asked after the visit (its unit speciality has one) and its deadline has not passed. */
  questionnaire: boolean;
  lastFulfilledAt: Date | null;
  /** The last day it may be answered, or null (no deadline, or no questionnaire). */
  lastDay: string | null;
}

/**
 * The questionnaire facts of a page of one patient's visits in two queries (never one per visit):
 * the unit's own assignment wins over the every-unit one, as for a single visit; a visit answered
 * counts its deadline from the version answered.
 */
export async function encounterQuestionnaireFacts(
  deps: Pick<Deps, 'db' | 'his' | 'clock'>,
  patientId: CheckedPatientId,
  visits: ReadonlyArray<{ id: number; unitId: number; speciality: string; visitDate: string }>,
): Promise<Map<number, EncounterQuestionnaireFacts>> {
  const [assignments, fulfillments] = await Promise.all([
    repo.specialityAssignments(deps.db, visits.map((v) => v.speciality)),
    repo.fulfillmentsOfSubjects(deps.db, 'ENCOUNTER', deps.his.system, visits.map((v) => String(v.id)), patientId),
  ]);
  const answered = new Map(fulfillments.map((f) => [f.subjectId, f]));
  const today = clinicToday(deps.clock.now());
  const facts = new Map<number, EncounterQuestionnaireFacts>();
  for (const v of visits) {
    const own = assignments.find((a) => a.speciality === v.speciality && a.unitId === v.unitId);
    const current = own ?? assignments.find((a) => a.speciality === v.speciality && a.unitId === null);
    const fulfillment = answered.get(String(v.id));
    const deadlineDays = fulfillment ? fulfillment.deadlineDays : (current?.deadlineDays ?? null);
    const asked = current !== undefined || fulfillment !== undefined;
    // Past its deadline, a questionnaire not answered is no longer offered (issue 28 item 14).
    const offered = fulfillment !== undefined || (current !== undefined && !isPastQuestionnaireDeadline(v.visitDate, deadlineDays, today));
    facts.set(v.id, { questionnaire: offered, lastFulfilledAt: fulfillment?.fulfilledAt ?? null, lastDay: asked ? questionnaireLastDay(v.visitDate, deadlineDays) : null });
  }
  return facts;
}

/** Which of these bookings (ids in `system`) of a patient have answers (one query): the bookings list's flag. */
export async function answeredBookings(deps: Pick<Deps, 'db'>, system: string, ids: readonly string[], patientId: CheckedPatientId): Promise<Set<string>> {
  return new Set((await repo.fulfillmentsOfSubjects(deps.db, 'BOOKING', system, ids, patientId)).map((r) => r.subjectId));
}

/** Checks answers against the questionnaire booking this service asks, before the booking exists (400 as when saving them); none asked: 404. */
export async function checkServiceAnswers(deps: QDeps, serviceCode: string, input: FulfillmentInput): Promise<void> {
  const current = await currentOfService(deps, serviceCode);
  if (!current) throw NotFound();
  await checkedAnswers(deps, current, input);
}

/** Answers to a service's questionnaire checked for a booking about to be made (`checkBookingAnswers`). */
export interface CheckedBookingAnswers {
  current: repo.QuestionnaireRow;
  answers: Awaited<ReturnType<typeof checkedAnswers>>;
}

/**
 * The answers given with a booking, checked against the service's questionnaire before the booking is
 * made (400 as `checkServiceAnswers`); null when the service asks none (the answers are then ignored).
 * `saveCheckedBookingAnswers` stores them in the booking's transaction.
 */
export async function checkBookingAnswers(deps: QDeps, serviceCode: string, input: FulfillmentInput): Promise<CheckedBookingAnswers | null> {
  const current = await currentOfService(deps, serviceCode);
  if (!current) return null;
  return { current, answers: await checkedAnswers(deps, current, input) };
}

/**
 * Stores a new booking's checked answers inside the transaction that makes it (the booking's patient
 * was checked by the route, and its account makes it), so a committed booking always has them.
 */
export async function saveCheckedBookingAnswers(
  deps: Pick<Deps, 'db' | 'clock'>,
  checked: CheckedBookingAnswers,
  booking: { id: number; system: string; patientId: number; accountId: number },
  opts: { tx: Tx },
): Promise<void> {
  await writeCheckedAnswers(
    deps,
    { current: checked.current, answers: checked.answers, patientId: patientOfRow(booking), accountId: booking.accountId, subject: { kind: 'BOOKING', system: booking.system, id: String(booking.id) }, replace: true },
    opts,
  );
}
