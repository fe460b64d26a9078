import { eq, sql } from 'drizzle-orm';
import { bookingValidationIssues, bookingValidationText, type BookingValidationCode, type ServiceBookingRules } from '@portal/domain';
import { executorOf, type InTransaction } from '../../db/client';
import { accounts, bookingServiceRules, patients } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';

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

/** What booking the service asks; the defaults when the clinic configured nothing for it. */
export async function serviceBookingRules(deps: Pick<Deps, 'db'>, serviceId: number, opts?: InTransaction): Promise<ServiceRulesRow> {
  const [row] = await executorOf(deps.db, opts).select().from(bookingServiceRules).where(eq(bookingServiceRules.serviceId, serviceId));
  if (!row) return defaults(serviceId);
  const { updatedAt: _updated, ...rules } = row;
  return rules;
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

const ACTIVE = sql.raw(`('SCHEDULED', 'REGISTERED')`);
const genderCode = (g: string): 'F' | 'M' | null => (g === 'FEMALE' ? 'F' : g === 'MALE' ? 'M' : null);

/**
 * Every validation code the service's rules give for this patient (and slot); empty when the booking
 * may go on. 404 for an unknown patient. The facts come in two queries besides the rules.
 */
export async function bookingIssues(deps: Pick<Deps, 'db' | 'clock'>, input: BookingIssuesInput, opts?: InTransaction): Promise<BookingValidationCode[]> {
  const db = executorOf(deps.db, opts);
  const now = deps.clock.now();
  const exclude = input.excludeBookingId ?? 0;
  const { rules } = await serviceBookingRules(deps, input.serviceId, opts);
  const [patient] = await db
    .select({
      gender: patients.gender,
      birthDate: patients.birthDate,
      accountId: patients.accountId,
      hadBefore: sql<boolean>`exists (select 1 from bookings b where b.patient_id = ${input.patientId} and b.service_id = ${input.serviceId}
        and b.id <> ${exclude} and (b.status = 'EXECUTED' or b.status in ${ACTIVE}))`,
      activeOfService: sql<number>`(select count(*)::int from bookings b where b.patient_id = ${input.patientId} and b.service_id = ${input.serviceId}
        and b.id <> ${exclude} and b.status in ${ACTIVE} and b.starts_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(patients)
    .where(eq(patients.id, input.patientId));
  if (!patient) throw NotFound();
  const accountId = input.accountId ?? patient.accountId;
  const [account] =
    accountId === null
      ? []
      : await db
          .select({
            type: accounts.type,
            phoneConfirmed: sql<boolean>`${accounts.phoneConfirmed} and ${accounts.phoneNumber} is not null`,
            active: sql<number>`(select count(*)::int from bookings b where b.account_id = ${accountId} and b.id <> ${exclude}
              and b.status in ${ACTIVE} and b.starts_at > ${now.toISOString()}::timestamptz)`,
          })
          .from(accounts)
          .where(eq(accounts.id, accountId));
  const slotStart = input.slot?.startsAt ?? null;
  return bookingValidationIssues(rules as ServiceBookingRules, {
    gender: genderCode(patient.gender),
    birthDate: patient.birthDate,
    // Patients' payers (NFZ branch, insurer) have no table yet (patients-service answers insurers: []): unknown.
    insurer: null,
    phoneConfirmed: Boolean(account?.phoneConfirmed),
    slotStart,
    slotDay: slotStart ? clinicToday(slotStart) : null,
    now,
    today: clinicToday(now),
    hadServiceBefore: Boolean(patient.hadBefore),
    activeOfService: Number(patient.activeOfService),
    activeOfAccount: Number(account?.active ?? 0),
    accountType: account?.type ?? 'UNAUTHORIZED',
  });
}

/** The codes with their Polish warnings: the details of a 400 BOOKING_VALIDATION and the pre-booking answer. */
export const validationDetails = (codes: readonly string[]): Record<string, string> => Object.fromEntries(codes.map((c) => [c, bookingValidationText(c)]));
