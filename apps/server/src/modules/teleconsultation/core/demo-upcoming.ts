import { and, eq, gt, inArray } from 'drizzle-orm';
import { TELECONSULTATION_START_AFTER_END_MS } from '@portal/domain';
import { withTransaction, type Db, type DbOrTx } from '../../../db/client';
import { patients, staffMembers, teleconsultations } from '../../../db/schema/index';
import { DEMO_DUTY_DOCTOR, DEMO_PERSONS, DEMO_STAFF } from '../../../demo';
import { patientOfRecord, type CheckedPatientId } from '../../../lib/checked-patient';
import { bookNow, takeFirstFreeSlot } from '../../bookings/teleconsultation-bookings-service';
import { casesForStaff } from '../../medical-cases/medical-cases-service';
import * as repo from './teleconsultation-repository';

/*
 * Demo mode only (the descriptor's atStart and the seed): one teleconsultation of Anna with the
 * teleconsultation duty doctor inside its start window at every demo start.
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

/** The demo's teleconsultation duty doctor (DEMO_DUTY_DOCTOR), who takes planned ones day and night. */
export async function demoDutyDoctor(db: DbOrTx): Promise<{ id: number; practitionerId: number | null } | null> {
  const [row] = await db.select({ id: staffMembers.id, practitionerId: staffMembers.practitionerId }).from(staffMembers).where(eq(staffMembers.login, DEMO_DUTY_DOCTOR.login));
  return row ?? null;
}

/**
 * Makes sure Anna has a teleconsultation whose start window is open now: when none is (the demo's first
 * start, or a start after the last one's window closed), the duty doctor's first free slot from ten
 * minutes on is booked for her in her blood-pressure case (the slot taken, so it is not offered again and
 * her next booking can be the slot after). Idempotent and one query when there is one; nothing without
 * the demo's people.
 */
export async function ensureUpcomingTeleconsultation(db: Db, now: Date): Promise<void> {
  const anna = await demoPatient(db, DEMO_PERSONS.anna.nationalId);
  const doctor = await demoDutyDoctor(db);
  if (!anna || !doctor?.practitionerId) return;
  const practitionerId = doctor.practitionerId;
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
  const registration = await repo.findRegistration(db, anna.id);
  await withTransaction(db, async (tx) => {
    await takeFirstFreeSlot(tx, { practitionerId, serviceCode: PLANNED_GP, from: new Date(now.getTime() + 10 * MINUTE) }, async (slot) => {
      const row = await repo.insertTeleconsultation(tx, {
        patientId: anna.id,
        accountId: anna.accountId,
        medicalCaseId: medicalCase.medicalCaseId,
        serviceCode: PLANNED_GP,
        unplanned: false,
        status: 'SCHEDULED',
        consultantStaffId: doctor.id,
        scheduledFrom: slot.startsAt,
        scheduledTo: slot.endsAt,
        recordingAllowed: registration?.recordingAllowed ?? false,
      });
      const booking = await bookNow({ clock: { now: () => now } }, tx, {
        patientId: anna.id,
        accountId: anna.accountId,
        staffId: null,
        practitionerId,
        serviceCode: PLANNED_GP,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        teleconsultationId: row.id,
        medicalCaseId: medicalCase.medicalCaseId,
      });
      await repo.updateTeleconsultation(tx, row.id, { bookingId: booking.id });
      return booking;
    });
  });
}
