import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  patients,
  services,
  staffMembers,
  teleconsultationConsultants,
  teleconsultationPatients,
  teleconsultationServiceConsultants,
  teleconsultationServices,
  teleconsultations,
  type TeleconsultationRow,
} from '../../../db/schema/index';
import type { CheckedPatientId } from '../../../lib/checked-patient';
import type { PatientScope } from '../../../plugins/patient-access';

/*
 * The teleconsultation module's queries. A patient's rows are read only through a checked patient or
 * the caller's scope; the staff's by the rules of teleconsultation-service.ts.
 */

export type { TeleconsultationRow };
export type NewTeleconsultation = typeof teleconsultations.$inferInsert;

export async function insertTeleconsultation(db: DbOrTx, values: NewTeleconsultation): Promise<TeleconsultationRow> {
  const [row] = await db.insert(teleconsultations).values(values).returning();
  return row!;
}

/**
 * The teleconsultation of a planned booking just made (the patient's wizard or the console's calendar):
 * its times from the booking, its consultant the staff member who is the booking's practitioner.
 */
export async function insertForBooking(
  db: DbOrTx,
  booking: { id: number; practitionerId: number; startsAt: Date; endsAt: Date },
  values: Pick<NewTeleconsultation, 'patientId' | 'accountId' | 'medicalCaseId' | 'serviceCode' | 'recordingAllowed'>,
): Promise<TeleconsultationRow> {
  return insertTeleconsultation(db, {
    ...values,
    bookingId: booking.id,
    unplanned: false,
    status: 'SCHEDULED',
    consultantStaffId: await staffOfPractitioner(db, booking.practitionerId),
    scheduledFrom: booking.startsAt,
    scheduledTo: booking.endsAt,
  });
}

export async function updateTeleconsultation(db: DbOrTx, id: number, values: Partial<NewTeleconsultation>): Promise<TeleconsultationRow | null> {
  const [row] = await db
    .update(teleconsultations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(teleconsultations.id, id))
    .returning();
  return row ?? null;
}

/** One of the caller's patients' teleconsultations by its id, or null (a stranger's reads as none). */
export async function findInScope(db: DbOrTx, scope: PatientScope, id: number): Promise<TeleconsultationRow | null> {
  const [row] = await db.select().from(teleconsultations).where(and(eq(teleconsultations.id, id), scope.where(teleconsultations.patientId)));
  return row ?? null;
}

/** One of a patient's teleconsultations by its id, locked for a change when `lock`. */
export async function findOfPatient(db: DbOrTx, patient: CheckedPatientId, id: number, lock = false): Promise<TeleconsultationRow | null> {
  const query = db.select().from(teleconsultations).where(and(eq(teleconsultations.id, id), eq(teleconsultations.patientId, patient)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A teleconsultation by its id, for the services' staff and telehealth rules (they decide who reaches it). */
export async function findById(db: DbOrTx, id: number, lock = false): Promise<TeleconsultationRow | null> {
  const query = db.select().from(teleconsultations).where(eq(teleconsultations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findByBooking(db: DbOrTx, bookingId: number, lock = false): Promise<TeleconsultationRow | null> {
  const query = db.select().from(teleconsultations).where(eq(teleconsultations.bookingId, bookingId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A patient's teleconsultations scheduled in [from, to), soonest first. */
export async function listOfPatient(db: DbOrTx, patient: CheckedPatientId, from: Date, to: Date): Promise<TeleconsultationRow[]> {
  return db
    .select()
    .from(teleconsultations)
    .where(and(eq(teleconsultations.patientId, patient), gte(teleconsultations.scheduledFrom, from), lt(teleconsultations.scheduledFrom, to)))
    .orderBy(asc(teleconsultations.scheduledFrom), asc(teleconsultations.id));
}

/** A medical case's teleconsultations (of the patient), newest first. */
export async function listOfCase(db: DbOrTx, patient: CheckedPatientId, caseId: number): Promise<TeleconsultationRow[]> {
  return db
    .select()
    .from(teleconsultations)
    .where(and(eq(teleconsultations.patientId, patient), eq(teleconsultations.medicalCaseId, caseId)))
    .orderBy(desc(teleconsultations.scheduledFrom), desc(teleconsultations.id));
}

/** How many unplanned teleconsultations of a service wait now. */
export async function waitingCount(db: DbOrTx, serviceCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teleconsultations)
    .where(and(eq(teleconsultations.serviceCode, serviceCode), eq(teleconsultations.status, 'WAITING')));
  return Number(row?.n ?? 0);
}

export async function waitingCounts(db: DbOrTx, serviceCodes: readonly string[]): Promise<Map<string, number>> {
  if (serviceCodes.length === 0) return new Map();
  const rows = await db
    .select({ code: teleconsultations.serviceCode, n: count() })
    .from(teleconsultations)
    .where(and(inArray(teleconsultations.serviceCode, [...serviceCodes]), eq(teleconsultations.status, 'WAITING')))
    .groupBy(teleconsultations.serviceCode);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

export interface ServiceFacts {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  nameUk: string | null;
  type: string;
  speciality: string | null;
  active: boolean;
  durationMinutes: number;
  unplanned: boolean;
}

const serviceColumns = {
  id: services.id,
  code: services.code,
  name: services.name,
  nameEn: services.nameEn,
  nameUk: services.nameUk,
  type: services.type,
  speciality: services.speciality,
  active: services.active,
  durationMinutes: services.durationMinutes,
  unplanned: sql<boolean>`coalesce(${teleconsultationServices.unplanned}, false)`,
};

/** A service by its code with whether it is held "now" (unplanned). */
export async function serviceByCode(db: DbOrTx, code: string): Promise<ServiceFacts | null> {
  const [row] = await db.select(serviceColumns).from(services).leftJoin(teleconsultationServices, eq(teleconsultationServices.serviceId, services.id)).where(eq(services.code, code));
  return row ?? null;
}

export async function serviceById(db: DbOrTx, id: number): Promise<ServiceFacts | null> {
  const [row] = await db.select(serviceColumns).from(services).leftJoin(teleconsultationServices, eq(teleconsultationServices.serviceId, services.id)).where(eq(services.id, id));
  return row ?? null;
}

export async function servicesByCodes(db: DbOrTx, codes: readonly string[]): Promise<ServiceFacts[]> {
  if (codes.length === 0) return [];
  return db.select(serviceColumns).from(services).leftJoin(teleconsultationServices, eq(teleconsultationServices.serviceId, services.id)).where(inArray(services.code, [...codes]));
}

/** The active teleconsultation services marked unplanned, by name. */
export async function unplannedServices(db: DbOrTx): Promise<ServiceFacts[]> {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(teleconsultationServices, eq(teleconsultationServices.serviceId, services.id))
    .where(and(eq(teleconsultationServices.unplanned, true), eq(services.active, true), eq(services.type, 'TELECONSULTATION')))
    .orderBy(asc(services.name), asc(services.id));
}

/** The codes of the services marked unplanned (the planned catalogue leaves them out). */
export async function unplannedServiceCodes(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ code: services.code })
    .from(services)
    .innerJoin(teleconsultationServices, eq(teleconsultationServices.serviceId, services.id))
    .where(eq(teleconsultationServices.unplanned, true));
  return new Set(rows.map((r) => r.code));
}

export async function markServiceUnplanned(db: DbOrTx, serviceId: number, unplanned: boolean): Promise<void> {
  await db
    .insert(teleconsultationServices)
    .values({ serviceId, unplanned })
    .onConflictDoUpdate({ target: teleconsultationServices.serviceId, set: { unplanned, updatedAt: sql`now()` } });
}

export interface ConsultantRow {
  serviceId: number;
  staffId: number;
  name: string;
  lastName: string;
  practitionerId: number | null;
  available: boolean;
}

/** The consultants of services (active staff), with their availability. */
export async function consultantsOfServices(db: DbOrTx, serviceIds: readonly number[]): Promise<ConsultantRow[]> {
  if (serviceIds.length === 0) return [];
  return db
    .select({
      serviceId: teleconsultationServiceConsultants.serviceId,
      staffId: staffMembers.id,
      name: staffMembers.name,
      lastName: staffMembers.lastName,
      practitionerId: staffMembers.practitionerId,
      available: sql<boolean>`coalesce(${teleconsultationConsultants.available}, false)`,
    })
    .from(teleconsultationServiceConsultants)
    .innerJoin(staffMembers, eq(staffMembers.id, teleconsultationServiceConsultants.staffId))
    .leftJoin(teleconsultationConsultants, eq(teleconsultationConsultants.staffId, staffMembers.id))
    .where(and(inArray(teleconsultationServiceConsultants.serviceId, [...serviceIds]), eq(staffMembers.active, true)))
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.name), asc(staffMembers.id));
}

/** Whether a staff member is a consultant of a service. */
export async function isConsultantOf(db: DbOrTx, staffId: number, serviceCode: string): Promise<boolean> {
  const [row] = await db
    .select({ staffId: teleconsultationServiceConsultants.staffId })
    .from(teleconsultationServiceConsultants)
    .innerJoin(services, eq(services.id, teleconsultationServiceConsultants.serviceId))
    .where(and(eq(teleconsultationServiceConsultants.staffId, staffId), eq(services.code, serviceCode)));
  return row !== undefined;
}

export async function addServiceConsultant(db: DbOrTx, serviceId: number, staffId: number): Promise<void> {
  await db.insert(teleconsultationServiceConsultants).values({ serviceId, staffId }).onConflictDoNothing();
}

/** A consultant (a staff member named a consultant of some service, or with an availability row), or null. */
export async function consultant(db: DbOrTx, staffId: number): Promise<{ staffId: number; available: boolean; practitionerId: number | null; name: string; lastName: string } | null> {
  const [row] = await db
    .select({
      staffId: staffMembers.id,
      available: sql<boolean>`coalesce(${teleconsultationConsultants.available}, false)`,
      practitionerId: staffMembers.practitionerId,
      name: staffMembers.name,
      lastName: staffMembers.lastName,
      named: sql<boolean>`exists (select 1 from ${teleconsultationServiceConsultants} where ${teleconsultationServiceConsultants.staffId} = ${staffMembers.id})`,
      hasRow: sql<boolean>`${teleconsultationConsultants.staffId} is not null`,
    })
    .from(staffMembers)
    .leftJoin(teleconsultationConsultants, eq(teleconsultationConsultants.staffId, staffMembers.id))
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.active, true)));
  if (!row || (!row.named && !row.hasRow)) return null;
  return { staffId: row.staffId, available: row.available, practitionerId: row.practitionerId, name: row.name, lastName: row.lastName };
}

export async function setConsultantAvailable(db: DbOrTx, staffId: number, available: boolean): Promise<void> {
  await db
    .insert(teleconsultationConsultants)
    .values({ staffId, available })
    .onConflictDoUpdate({ target: teleconsultationConsultants.staffId, set: { available, updatedAt: sql`now()` } });
}

/** The staff member whose practitioner a slot names (a planned teleconsultation's consultant), or null. */
export async function staffOfPractitioner(db: DbOrTx, practitionerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.practitionerId, practitionerId), eq(staffMembers.active, true)))
    .orderBy(asc(staffMembers.id))
    .limit(1);
  return row?.id ?? null;
}

export async function staffNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: staffMembers.id, name: staffMembers.name, lastName: staffMembers.lastName }).from(staffMembers).where(inArray(staffMembers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.lastName}`]));
}

// ------------------------------------------------------------------------------ the patient's registration

export type RegistrationRow = typeof teleconsultationPatients.$inferSelect;

export async function findRegistration(db: DbOrTx, patient: CheckedPatientId): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(teleconsultationPatients).where(eq(teleconsultationPatients.patientId, patient));
  return row ?? null;
}

export async function upsertRegistration(db: DbOrTx, values: typeof teleconsultationPatients.$inferInsert): Promise<RegistrationRow> {
  const [row] = await db
    .insert(teleconsultationPatients)
    .values(values)
    .onConflictDoUpdate({ target: teleconsultationPatients.patientId, set: { identifiers: values.identifiers, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The registered patient's recording consent (false: she is not registered). */
export async function setRecordingAllowed(db: DbOrTx, patient: CheckedPatientId, recordingAllowed: boolean): Promise<boolean> {
  const updated = await db
    .update(teleconsultationPatients)
    .set({ recordingAllowed, updatedAt: sql`now()` })
    .where(eq(teleconsultationPatients.patientId, patient))
    .returning({ patientId: teleconsultationPatients.patientId });
  if (updated.length === 0) return false;
  // Her teleconsultations not yet over follow her choice.
  await db
    .update(teleconsultations)
    .set({ recordingAllowed, updatedAt: sql`now()` })
    .where(and(eq(teleconsultations.patientId, patient), inArray(teleconsultations.status, ['SCHEDULED', 'WAITING', 'IN_PROGRESS'])));
  return true;
}

/** The patients of `ids` with that PESEL (the identifier check: one the account reaches). */
export async function patientsWithNationalId(db: DbOrTx, ids: readonly CheckedPatientId[], nationalId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: patients.id, name: patients.name, lastName: patients.lastName, birthDate: patients.birthDate, nationalId: patients.nationalId })
    .from(patients)
    .where(and(inArray(patients.id, [...ids]), eq(patients.nationalId, nationalId)));
}

export async function patientFacts(db: DbOrTx, patient: CheckedPatientId) {
  const [row] = await db
    .select({ id: patients.id, name: patients.name, lastName: patients.lastName, birthDate: patients.birthDate, nationalId: patients.nationalId })
    .from(patients)
    .where(eq(patients.id, patient));
  return row ?? null;
}
