import { and, eq, gt, inArray } from 'drizzle-orm';
import { TELECONSULTATION_START_AFTER_END_MS } from '@portal/domain';
import { withTransaction, type Db, type DbOrTx } from '../../../db/client';
import { patients, staffMembers, teleconsultations } from '../../../db/schema/index';
import { DEMO_PERSONS, DEMO_STAFF } from '../../../demo';
import { patientOfRecord, type CheckedPatientId } from '../../../lib/checked-patient';
import { bookNow } from '../../bookings/teleconsultation-bookings-service';
import { casesForStaff } from '../../medical-cases/medical-cases-service';
import * as repo from './teleconsultation-repository';

/*
 * Demo mode only (the descriptor's atStart and the seed): one teleconsultation of Anna with the demo
 * doctor inside its start window at every demo start.
 */

const MINUTE = 60_000;
const PLANNED_GP = 'POZ-TELEPORADA';

export async function demoPatient(db: DbOrTx, nationalId: string): Promise<{ id: CheckedPatientId; accountId: number | null } | null> {
  const [row] = await db.select().from(patients).where(eq(patients.nationalId, nationalId));
  return row ? { id: patientOfRecord(row), accountId: row.accountId } : null;
}

export async function demoDoctor(db: DbOrTx): Promise<{ id: number; practitionerId: number | null } | null> {
  const [row] = await db.select({ id: staffMembers.id, practitionerId: staffMembers.practitionerId }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  return row ?? null;
}

/**
 * Makes sure Anna has a teleconsultation with the demo doctor whose start window is open now: when none
 * is (the demo's first start, or a start after the last one's window closed), one is booked to start in
 * ten minutes in her blood-pressure case. Idempotent and one query when there is one; nothing without
 * the demo's people.
 */
export async function ensureUpcomingTeleconsultation(db: Db, now: Date): Promise<void> {
  const anna = await demoPatient(db, DEMO_PERSONS.anna.nationalId);
  const doctor = await demoDoctor(db);
  if (!anna || !doctor) return;
  const [open] = await db
    .select({ id: teleconsultations.id })
    .from(teleconsultations)
    .where(
      and(
        eq(teleconsultations.patientId, anna.id),
        eq(teleconsultations.consultantStaffId, doctor.id),
        inArray(teleconsultations.status, ['SCHEDULED', 'IN_PROGRESS']),
        gt(teleconsultations.scheduledTo, new Date(now.getTime() - TELECONSULTATION_START_AFTER_END_MS + 60 * MINUTE)),
      ),
    )
    .limit(1);
  if (open) return;
  const cases = await casesForStaff(db, anna.id);
  const medicalCase = cases.find((c) => c.medicalCaseTitle === 'Kontrola ciśnienia' && c.status === 'OPEN') ?? cases.find((c) => c.status === 'OPEN');
  if (!medicalCase) return;
  const startsAt = new Date(Math.ceil((now.getTime() + 10 * MINUTE) / MINUTE) * MINUTE);
  const registration = await repo.findRegistration(db, anna.id);
  await withTransaction(db, async (tx) => {
    const row = await repo.insertTeleconsultation(tx, {
      patientId: anna.id,
      accountId: anna.accountId,
      medicalCaseId: medicalCase.medicalCaseId,
      serviceCode: PLANNED_GP,
      unplanned: false,
      status: 'SCHEDULED',
      consultantStaffId: doctor.id,
      scheduledFrom: startsAt,
      scheduledTo: new Date(startsAt.getTime() + 15 * MINUTE),
      recordingAllowed: registration?.recordingAllowed ?? false,
    });
    const booking = await bookNow({ clock: { now: () => now } }, tx, {
      patientId: anna.id,
      accountId: anna.accountId,
      staffId: null,
      practitionerId: doctor.practitionerId,
      serviceCode: PLANNED_GP,
      startsAt,
      teleconsultationId: row.id,
      medicalCaseId: medicalCase.medicalCaseId,
    });
    await repo.updateTeleconsultation(tx, row.id, { bookingId: booking.id, scheduledTo: booking.endsAt });
  });
}
