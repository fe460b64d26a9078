import { asc, eq } from 'drizzle-orm';
import { practitioners, services, serviceUnits, staffMembers } from '../db/schema/index';
import { systemPatient } from '../lib/checked-patient';
import { openCase } from '../modules/medical-cases/medical-cases-service';
import { addServiceConsultant, insertTeleconsultation, type NewTeleconsultation } from '../modules/teleconsultation/core/teleconsultation-repository';
import type { TestApp } from './helper';

/*
 * Teleconsultations for the console's tests (issue 32 item 6) and the role matrix: a patient's case
 * opened by the medical-cases service and a teleconsultation in it written by the teleconsultation
 * module's repository (as the console finds them after the patient booked), optionally on a booking of
 * a unit (the bookings module's matrix factory).
 */

export interface MadeTeleconsultation {
  id: number;
  patientId: number;
  caseId: number;
  serviceCode: string;
}

/** A service of the seeded catalogue offered in a unit: its id and code (the one a test makes her a consultant of). */
export async function anyService(t: TestApp): Promise<{ id: number; code: string }> {
  const [row] = await t.deps.db
    .select({ id: services.id, code: services.code })
    .from(services)
    .innerJoin(serviceUnits, eq(serviceUnits.serviceId, services.id))
    .orderBy(asc(services.id))
    .limit(1);
  return row!;
}

/** Makes the member a practitioner of the seeded register (a consultant books the "now" visit as one). */
export async function asPractitioner(t: TestApp, staffId: number): Promise<void> {
  const [practitioner] = await t.deps.db.select({ id: practitioners.id }).from(practitioners).orderBy(asc(practitioners.id)).limit(1);
  await t.deps.db.update(staffMembers).set({ practitionerId: practitioner!.id }).where(eq(staffMembers.id, staffId));
}

/** Makes the member a consultant of the service (by code). */
export async function consultantOf(t: TestApp, staffId: number, serviceCode: string): Promise<void> {
  const [row] = await t.deps.db.select({ id: services.id }).from(services).where(eq(services.code, serviceCode)).limit(1);
  await addServiceConsultant(t.deps.db, row!.id, staffId);
}

/**
 * A teleconsultation of a fresh patient (or the given one) in a fresh case: planned and SCHEDULED from
 * now for 20 minutes unless told, its consultant as given (none by default), on a booking of `unitId`
 * when given.
 */
export async function makeTeleconsultation(
  t: TestApp,
  over: Partial<Pick<NewTeleconsultation, 'consultantStaffId' | 'unplanned' | 'status' | 'serviceCode' | 'scheduledFrom' | 'scheduledTo' | 'recordingAllowed' | 'communicationType'>> & { patientId?: number; unitId?: number; caseId?: number } = {},
): Promise<MadeTeleconsultation> {
  const patientId = over.patientId ?? (await t.make.patient()).id;
  const patient = systemPatient(patientId, 'test');
  const caseId = over.caseId ?? (await openCase(t.deps.db, patient, { title: 'Ból gardła', description: 'Od trzech dni boli mnie gardło.', serviceName: null, accountId: null })).id;
  const serviceCode = over.serviceCode ?? (await anyService(t)).code;
  const bookingId = over.unitId === undefined ? null : await (await import('./staff-access-examples')).unitRowFactories.bookingId!(t, over.unitId, patientId);
  const from = over.scheduledFrom ?? t.clock.now();
  const row = await insertTeleconsultation(t.deps.db, {
    patientId,
    accountId: null,
    medicalCaseId: caseId,
    bookingId,
    serviceCode,
    unplanned: over.unplanned ?? false,
    status: over.status ?? (over.unplanned ? 'WAITING' : 'SCHEDULED'),
    communicationType: over.communicationType ?? null,
    consultantStaffId: over.consultantStaffId ?? null,
    scheduledFrom: from,
    scheduledTo: over.scheduledTo ?? new Date(from.getTime() + 20 * 60_000),
    recordingAllowed: over.recordingAllowed ?? false,
  });
  return { id: row.id, patientId, caseId, serviceCode };
}
