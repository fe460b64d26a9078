import { serviceInputSchema } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client';
import { services, units } from '../../db/schema/index';
import type { Config as SeedConfig } from '../../config';
import { DEMO_PERSONS, DEMO_UNITS } from '../../demo';
import type { CheckedPatientId } from '../../lib/checked-patient';
import { bookNow } from '../bookings/teleconsultation-bookings-service';
import { casesForStaff, openCase } from '../medical-cases/medical-cases-service';
import { createService, everyUnit } from '../organisation/organisation-service';
import * as repo from './core/teleconsultation-repository';
import { demoDoctor, demoPatient, ensureUpcomingTeleconsultation } from './core/demo-upcoming';

/*
 * The demo's teleconsultations (issue 32): the "now" service "Teleporada teraz" with the demo doctor
 * `lekarz` as its consultant (available), who also consults the planned GP teleconsultations; Anna
 * registered for teleconsultations (she allows recording); her three past teleconsultations, held in her
 * medical cases; and one upcoming with `lekarz`, inside the start window — kept so at every demo start
 * (`ensureUpcomingTeleconsultation`, the descriptor's atStart). The chat records and the recording of the
 * past ones are the telehealth module's seed.
 */

export const DEMO_UNPLANNED_SERVICE = { code: 'TELEPORADA-TERAZ', name: 'Teleporada teraz' } as const;
const PLANNED_GP = 'POZ-TELEPORADA';
const PESEL_ROOT = '2.16.840.1.113883.3.4424.1.1.616';
const DAY_MS = 86_400_000;
const MINUTE = 60_000;


export async function seedTeleconsultations(db: Db, _config: SeedConfig): Promise<void> {
  const clock = { now: () => new Date() };
  const deps = { db, clock };
  const [primaryCare] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  if (!primaryCare) throw new Error('teleconsultation seed: no primary care unit');
  const doctor = await demoDoctor(db);
  if (!doctor) throw new Error('teleconsultation seed: no demo doctor');

  // The "now" service and its consultant; he consults the planned GP teleconsultations too.
  await createService(
    deps,
    everyUnit,
    serviceInputSchema.parse({
      code: DEMO_UNPLANNED_SERVICE.code,
      name: DEMO_UNPLANNED_SERVICE.name,
      nameEn: 'Teleconsultation now',
      nameUk: 'Телеконсультація зараз',
      type: 'TELECONSULTATION',
      speciality: 'MEDYCYNA_RODZINNA',
      commercial: false,
      price: null,
      durationMinutes: 15,
      unitIds: [primaryCare.id],
    }),
  );
  const codes = new Map((await db.select({ id: services.id, code: services.code }).from(services).where(inArray(services.code, [DEMO_UNPLANNED_SERVICE.code, PLANNED_GP]))).map((s) => [s.code, s.id]));
  await repo.markServiceUnplanned(db, codes.get(DEMO_UNPLANNED_SERVICE.code)!, true);
  for (const code of [DEMO_UNPLANNED_SERVICE.code, PLANNED_GP]) await repo.addServiceConsultant(db, codes.get(code)!, doctor.id);
  await repo.setConsultantAvailable(db, doctor.id, true);

  const anna = await demoPatient(db, DEMO_PERSONS.anna.nationalId);
  if (!anna) throw new Error('teleconsultation seed: no Anna');
  const now = clock.now();
  await repo.upsertRegistration(db, { patientId: anna.id, identifiers: [{ root: PESEL_ROOT, extension: DEMO_PERSONS.anna.nationalId, assigningAuthorityName: 'PESEL' }], registeredAt: new Date(now.getTime() - 60 * DAY_MS), registeredByAccountId: anna.accountId, recordingAllowed: true });

  // Her past teleconsultations, in her cases: two about the headaches, one about her blood pressure.
  const cases = new Map((await casesForStaff(db, anna.id)).map((c) => [c.medicalCaseTitle, c.medicalCaseId]));
  const past: Array<{ title: string; daysAgo: number; hour: number; type: 'C' | 'A' | 'V' }> = [
    { title: 'Nawracające bóle głowy', daysAgo: 45, hour: 15, type: 'V' },
    { title: 'Nawracające bóle głowy', daysAgo: 30, hour: 16, type: 'A' },
    { title: 'Kontrola ciśnienia', daysAgo: 10, hour: 17, type: 'C' },
  ];
  await withTransaction(db, async (tx) => {
    for (const p of past) {
      const caseId = cases.get(p.title) ?? (await openCase(tx, anna.id, { title: p.title, serviceName: 'Teleporada lekarza POZ', accountId: anna.accountId })).id;
      const day = new Date(now.getTime() - p.daysAgo * DAY_MS);
      day.setUTCHours(p.hour - 1, 0, 0, 0);
      await pastTeleconsultation(tx, { patient: anna.id, accountId: anna.accountId, caseId, doctor, startsAt: day, type: p.type });
    }
  });
  await ensureUpcomingTeleconsultation(db, clock.now());
}

async function pastTeleconsultation(
  tx: Parameters<Parameters<typeof withTransaction>[1]>[0],
  p: { patient: CheckedPatientId; accountId: number | null; caseId: number; doctor: { id: number; practitionerId: number | null }; startsAt: Date; type: 'C' | 'A' | 'V' },
) {
  const clock = { now: () => p.startsAt };
  const row = await repo.insertTeleconsultation(tx, {
    patientId: p.patient,
    accountId: p.accountId,
    medicalCaseId: p.caseId,
    serviceCode: PLANNED_GP,
    unplanned: false,
    status: 'FINISHED',
    communicationType: p.type,
    consultantStaffId: p.doctor.id,
    scheduledFrom: p.startsAt,
    scheduledTo: new Date(p.startsAt.getTime() + 15 * MINUTE),
    recordingAllowed: true,
    patientReadyAt: new Date(p.startsAt.getTime() - 2 * MINUTE),
    startedAt: p.startsAt,
    endedAt: new Date(p.startsAt.getTime() + 12 * MINUTE),
    createdAt: new Date(p.startsAt.getTime() - 3 * DAY_MS),
  });
  const booking = await bookNow({ clock }, tx, {
    patientId: p.patient,
    accountId: p.accountId,
    staffId: null,
    practitionerId: p.doctor.practitionerId,
    serviceCode: PLANNED_GP,
    startsAt: p.startsAt,
    teleconsultationId: row.id,
    medicalCaseId: p.caseId,
    executedAt: new Date(p.startsAt.getTime() + 12 * MINUTE),
  });
  await repo.updateTeleconsultation(tx, row.id, { bookingId: booking.id });
}
