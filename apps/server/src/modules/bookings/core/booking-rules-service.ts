import { eq, sql } from 'drizzle-orm';
import { bookingValidationIssues, bookingValidationText, type BookingValidationCode, type ServiceBookingRules } from '@portal/domain';
import { executorOf, type InTransaction } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { accounts, bookingServiceRules, patients } from '../../../db/schema/index';
import { bookingAccountJoin, patientFactsColumns } from './bookings-repository';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';

/*
 * The rules a service's booking obeys (spec part 2 §5 "Booking wizard", codes 101–206): what the clinic
 * configured on the service (booking_service_rules, defaults when it configured nothing) and the facts
 * about the patient, the booking account and the slot those rules are checked against. The wizard's
 * pre-booking check, the creation and the modification of a booking all ask here.
 */

export type ServiceRulesRow = Omit<typeof bookingServiceRules.$inferSelect, 'updatedAt'>;

const defaults = (serviceId: number): ServiceRulesRow => ({
  serviceId,
  referralStatus: 'N',
  bookingConfReq: false,
  addMeasurements: false,
  phoneRequired: false,
  parallelAllowed: false,
  declarationRequired: null,
  anyPractitioner: true,
  employeeStatusVisible: true,
  rules: {},
});

/** The rules as configured, or the defaults when the clinic configured nothing for the service. */
export function rulesOrDefaults(serviceId: number, row: typeof bookingServiceRules.$inferSelect | null): ServiceRulesRow {
  if (!row) return defaults(serviceId);
  const { updatedAt: _updated, ...rules } = row;
  return rules;
}

/** What booking the service asks; the defaults when the clinic configured nothing for it. */
export async function serviceBookingRules(deps: Pick<Deps, 'db'>, serviceId: number, opts?: InTransaction): Promise<ServiceRulesRow> {
  const [row] = await executorOf(deps.db, opts).select().from(bookingServiceRules).where(eq(bookingServiceRules.serviceId, serviceId));
  return rulesOrDefaults(serviceId, row ?? null);
}

export interface BookingIssuesInput {
  patientId: number;
  serviceId: number;
  /** The booking account (null: the clinic books by phone; the patient's own account is asked then). */
  accountId: number | null;
  /** The picked slot: the interval rules (201, 202) and the age on the visit's day need it. */
  slot?: { startsAt: Date } | null;
  /** A modification: the booking being replaced counts neither as an earlier visit nor as an active booking. */
  excludeBookingId?: number;
}

const genderCode = (g: string): 'F' | 'M' | null => (g === 'FEMALE' ? 'F' : g === 'MALE' ? 'M' : null);

/** What the rules are checked against: the patient, the booking account (the patient's own when none), their bookings. */
export interface PatientBookingFacts {
  gender: (typeof patients.$inferSelect)['gender'];
  birthDate: string | null;
  insurers: string[];
  accountType: (typeof accounts.$inferSelect)['type'] | null;
  phoneConfirmed: boolean;
  hadBefore: boolean;
  activeOfService: number;
  activeOfAccount: number;
  /** The patient's first active booking overlapping `overlap` (the parallel-booking check), when asked. */
  overlappingBookingId: number | null;
}

const p = (name: string) => sql.placeholder(name);

/** The facts' statement by service, prepared once per database (db/prepared); a missing overlap period asks for none. */
const preparedFacts = preparedPer((db) =>
  db
    .select(patientFactsColumns({ serviceId: sql`${p('serviceId')}`, exclude: sql`${p('exclude')}`, now: sql`${p('now')}`, overlapFrom: sql`${p('overlapFrom')}`, overlapTo: sql`${p('overlapTo')}` }))
    .from(patients)
    .leftJoin(accounts, bookingAccountJoin(sql`${p('accountId')}`))
    .where(eq(patients.id, p('patientId')))
    .prepare('booking_patient_facts'),
);

type FactsRow = { [K in keyof ReturnType<typeof patientFactsColumns>]: unknown };

/** The facts as read (by this module's statement or the booking target's); null when the patient is unknown. */
export function factsOf(row: FactsRow | undefined | null): PatientBookingFacts | null {
  if (!row || !row.patientFound) return null;
  const count = (v: unknown) => Number(v ?? 0);
  return {
    gender: row.gender as PatientBookingFacts['gender'],
    birthDate: (row.birthDate as string | null) ?? null,
    insurers: (row.insurers as string[] | null) ?? [],
    accountType: (row.accountType as PatientBookingFacts['accountType']) ?? null,
    phoneConfirmed: Boolean(row.phoneConfirmed),
    hadBefore: Boolean(row.hadBefore),
    activeOfService: count(row.activeOfService),
    activeOfAccount: count(row.activeOfAccount),
    overlappingBookingId: row.overlappingBookingId == null ? null : Number(row.overlappingBookingId),
  };
}

/**
 * The facts of one patient for a booking of the service, in one statement; null for an unknown patient.
 * `overlap` also asks for the first active booking of the patient overlapping that period.
 */
export async function patientBookingFacts(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: BookingIssuesInput & { overlap?: { startsAt: Date; endsAt: Date } },
  opts?: InTransaction,
): Promise<PatientBookingFacts | null> {
  const [row] = await preparedFacts(executorOf(deps.db, opts)).execute({
    patientId: input.patientId,
    serviceId: input.serviceId,
    accountId: input.accountId,
    exclude: input.excludeBookingId ?? 0,
    now: deps.clock.now().toISOString(),
    overlapFrom: input.overlap?.startsAt.toISOString() ?? null,
    overlapTo: input.overlap?.endsAt.toISOString() ?? null,
  });
  return factsOf(row);
}

/** The validation codes the service's rules give for these facts (and the picked slot's start). */
export function issuesOf(rules: ServiceRulesRow['rules'], facts: PatientBookingFacts, slotStart: Date | null, now: Date): BookingValidationCode[] {
  return bookingValidationIssues(rules as ServiceBookingRules, {
    gender: genderCode(facts.gender),
    birthDate: facts.birthDate,
    insurer: facts.insurers[0] ?? null,
    phoneConfirmed: facts.phoneConfirmed,
    slotStart,
    slotDay: slotStart ? clinicToday(slotStart) : null,
    now,
    today: clinicToday(now),
    hadServiceBefore: facts.hadBefore,
    activeOfService: facts.activeOfService,
    activeOfAccount: facts.activeOfAccount,
    accountType: facts.accountType ?? 'UNAUTHORIZED',
  });
}

/**
 * Every validation code the service's rules give for this patient (and slot); empty when the booking
 * may go on. 404 for an unknown patient. The facts come in one query besides the rules.
 */
export async function bookingIssues(deps: Pick<Deps, 'db' | 'clock'>, input: BookingIssuesInput, opts?: InTransaction): Promise<BookingValidationCode[]> {
  const { rules } = await serviceBookingRules(deps, input.serviceId, opts);
  const facts = await patientBookingFacts(deps, input, opts);
  if (!facts) throw NotFound();
  return issuesOf(rules, facts, input.slot?.startsAt ?? null, deps.clock.now());
}

/** The codes with their Polish warnings: the details of a 400 BOOKING_VALIDATION and the pre-booking answer. */
export const validationDetails = (codes: readonly string[]): Record<string, string> => Object.fromEntries(codes.map((c) => [c, bookingValidationText(c)]));
