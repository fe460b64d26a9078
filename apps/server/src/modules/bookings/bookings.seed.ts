import { priceItemInputSchema, scheduleExceptionInputSchema, scheduleInputSchema, serviceBookingSettingsSchema, serviceInputSchema } from '@portal/contracts';
import { addDays, isoWeekday, npwzCheckDigit } from '@portal/domain';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { withTransaction, type Db, type DbOrTx } from '../../db/client';
import { bookingAttachments, bookings, drugs, encounters, patients, practitioners, priceListItems, referralInstitutions, referralPractitioners, services, staffMembers, timeSlots, units } from '../../db/schema/index';
import type { StoredPrescription, StoredReferral } from '../../db/schema/index';
import { createStorage } from '../../compose';
import { clinicInstant, clinicToday } from '../../lib/clinic-time';
import type { JobQueue } from '../../lib/jobs';
import { bookSlot, cancelBookingRow } from './patient/bookings-service';
import { addPriceItems, saveServiceBookingSettings } from './clinic/clinic-bookings-rules-service';
import { lockOnlineBooking } from './clinic/clinic-bookings-service';
import { addException, createSchedule } from './clinic/schedules-service';
import { generateSlots } from './core/slots-service';
import { storePatientFile } from '../files/files-service';
import { createService, everyUnit } from '../organisation/organisation-service';
import { extraServices, publicHolidays, seedPriceLists, seedSchedules, seedServiceRules, type UnitKey } from './bookings.seed-data';
import { drugProducts, referralInstitutionRows, referralPractitionerNames } from './bookings-registers.seed-data';
import { DEMO_DUTY_DOCTOR, DEMO_PERSONS, DEMO_STAFF, DEMO_UNITS } from '../../demo';
import type { Config as SeedConfig } from '../../config';
import { systemPatient } from '../../lib/checked-patient';

/*
 * The demo bookings, made through the bookings module's services as the console would: the services'
 * booking rules and price lists, public holidays and a leave, the schedules (from five weeks back, so
 * past visits have their slots, to the three-month horizon), Anna's bookings in every status (hers,
 * her daughter's and her father's), a phone booking by the desk, the clinic's other patients filling a
 * third of the next two weeks, and a patient locked out of online booking. Filed as history: no
 * notices, no e-mails.
 */

const PAST_DAYS = 35;
const gp = '9929850/POZ-PORADA/primaryCare';
const pastSchedules = [gp, '41027/KOM-FIZJOTERAPIA/specialist', '5432239/KOM-DERMATOLOGIA/specialist', '451208P/POZ-PIEL-PORADA/primaryCare'];
const noJobs: JobQueue = { send: async () => {}, work: async () => {}, runDue: async () => 0, stop: async () => {} };
const MINUTE = 60_000;
/** A one-page PDF: the scan of Anna's paper referral. */
const referralScan = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 62>>stream\nBT /F1 18 Tf 72 760 Td (Skierowanie do poradni kardiologicznej) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedBookings(db: Db, config: SeedConfig): Promise<void> {
  const realNow = new Date();
  const today = clinicToday(realNow);
  const firstDay = addDays(today, -PAST_DAYS);
  let now = clinicInstant(firstDay, '06:00');
  const clock = { now: () => now };
  const deps = { db, clock, jobs: noJobs, storage: await createStorage(config) };

  const unitIds = Object.fromEntries(
    (await db.select({ id: units.id, code: units.code }).from(units).where(inArray(units.code, Object.values(DEMO_UNITS)))).map((u) => [u.code === DEMO_UNITS.primaryCare ? 'primaryCare' : 'specialist', u.id]),
  ) as Record<UnitKey, number>;
  for (const { units: keys, ...service } of extraServices) await createService(deps, everyUnit, serviceInputSchema.parse({ ...service, unitIds: keys.map((k) => unitIds[k]) }));
  const serviceIds = new Map((await db.select({ id: services.id, code: services.code }).from(services)).map((s) => [s.code, s.id]));
  const practitionerIds = new Map((await db.select({ id: practitioners.id, no: practitioners.practiceNumber }).from(practitioners)).map((p) => [p.no, p.id]));
  const serviceId = (code: string) => serviceIds.get(code) ?? fail(`service ${code}`);

  // What each service asks, the price lists, the holidays and a leave (before the schedules: their slots obey them).
  for (const [code, settings] of Object.entries(seedServiceRules)) await saveServiceBookingSettings(deps, serviceId(code), serviceBookingSettingsSchema.parse(settings));
  for (const [code, items] of Object.entries(seedPriceLists)) {
    await addPriceItems(deps, serviceId(code), items.map((item, position) => priceItemInputSchema.parse({ ...item, validFrom: firstDay, position })));
  }
  for (const [day, reason] of publicHolidays) await addException(deps, scheduleExceptionInputSchema.parse({ dateFrom: day, dateTo: day, kind: 'CLOSED', reason }));
  const dermatologist = practitionerIds.get('5432239') ?? fail('practitioner 5432239');
  await addException(deps, scheduleExceptionInputSchema.parse({ practitionerId: dermatologist, dateFrom: addDays(today, 21), dateTo: addDays(today, 25), kind: 'CLOSED', reason: 'Urlop' }));

  // Only the schedules of Anna's past visits are made as of five weeks back (their past slots); the others as of today.
  const scheduleIds = new Map<string, number>();
  for (const s of seedSchedules) {
    const key = `${s.practiceNumber}/${s.service}/${s.unit}`;
    now = pastSchedules.includes(key) ? clinicInstant(firstDay, '06:00') : realNow;
    const saved = await createSchedule(
      deps,
      scheduleInputSchema.parse({
        practitionerId: practitionerIds.get(s.practiceNumber) ?? fail(`practitioner ${s.practiceNumber}`),
        unitId: unitIds[s.unit],
        serviceId: serviceId(s.service),
        validFrom: firstDay,
        validTo: null,
        weekly: s.days.map((weekday) => ({ weekday, start: s.start, end: s.end })),
        slotMinutes: s.slotMinutes,
        breaks: s.breaks ?? [],
        funding: s.service.startsWith('KOM-') ? 'COMMERCIAL' : 'NFZ',
        availability: s.availability ?? 'B',
      }),
    );
    scheduleIds.set(key, saved.schedule.id);
  }
  // The cardiology clinic (a one-off change of its hours below).
  const cardiology = scheduleIds.get('9893919/AOS-KARDIOLOGIA/specialist')!;

  const person = async (nationalId: string) => (await db.select().from(patients).where(eq(patients.nationalId, nationalId)))[0] ?? fail(`patient ${nationalId}`);
  const anna = await person(DEMO_PERSONS.anna.nationalId);
  const zosia = await person('17261002469');
  const jan = await person('48050212358');
  const helena = await person('40011511425');
  const [registrar] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.rejestracja.login));
  const at = (days: number, time: string) => clinicInstant(addDays(today, days), time);

  /** The first free slot of a schedule from `from` on. */
  async function slotFrom(key: string, from: Date) {
    const id = scheduleIds.get(key) ?? fail(`schedule ${key}`);
    const [slot] = await db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.scheduleId, id), gte(timeSlots.startsAt, from), isNull(timeSlots.bookingId)))
      .orderBy(asc(timeSlots.startsAt))
      .limit(1);
    return slot ?? fail(`no slot of ${key} from ${from.toISOString()}`);
  }
  async function book(
    key: string,
    from: Date,
    o: { patientId: number; accountId: number | null; staffId?: number | null; confirmed?: boolean; price?: string; referral?: StoredReferral; prescription?: StoredPrescription },
  ) {
    const slot = await slotFrom(key, from);
    now = new Date(Math.min(slot.startsAt.getTime() - 3 * 24 * 60 * MINUTE, realNow.getTime()));
    const item = o.price ? (await db.select().from(priceListItems).where(and(eq(priceListItems.serviceId, slot.serviceId), eq(priceListItems.name, o.price))))[0] : undefined;
    return withTransaction(db, (tx) =>
      bookSlot(deps, tx, {
        slot,
        patientId: systemPatient(o.patientId, 'seed'),
        accountId: o.accountId,
        staffId: o.staffId ?? null,
        priceItemId: item?.id ?? null,
        price: item?.price ?? null,
        referral: o.referral ?? null,
        prescription: o.prescription ?? null,
        confirmedAt: o.confirmed === false ? null : now,
        byClinic: o.staffId != null,
      }),
    );
  }
  const setStatus = (id: number, values: Partial<typeof bookings.$inferInsert>) => db.update(bookings).set(values).where(eq(bookings.id, id));
  async function cancel(id: number, by: 'PATIENT' | 'CLINIC', when: Date, reason: string | null, noShow = false) {
    now = when;
    await withTransaction(db, async (tx) => cancelBookingRow(deps, tx, (await tx.select().from(bookings).where(eq(bookings.id, id)))[0]!, { who: by, reason, noShow }));
  }
  /** Links an executed booking to the visit the medical register has of that day, if there is one. */
  async function linkVisit(booking: { id: number; startsAt: Date }) {
    const day = clinicToday(booking.startsAt);
    await db
      .update(encounters)
      .set({ bookingRef: `PORTAL/${booking.id}` })
      .where(
        and(
          eq(encounters.patientId, anna.id),
          isNull(encounters.bookingRef),
          sql`${encounters.startTime} >= ${clinicInstant(day).toISOString()} and ${encounters.startTime} < ${clinicInstant(addDays(day, 1)).toISOString()}`,
        ),
      );
  }

  const own = { patientId: anna.id, accountId: anna.accountId };
  // Past: two GP visits that took place (the register's visits of those days), physiotherapy, one she cancelled, one missed.
  for (const daysAgo of [25, 2]) {
    const b = await book(gp, at(-daysAgo, '10:00'), own);
    await setStatus(b.id, { status: 'EXECUTED', executedAt: new Date(b.endsAt.getTime()), updatedAt: b.endsAt });
    await linkVisit(b);
  }
  const physio = await book('41027/KOM-FIZJOTERAPIA/specialist', at(-20, '09:00'), { ...own, price: 'Terapia manualna (45 min)' });
  await setStatus(physio.id, { status: 'EXECUTED', executedAt: physio.endsAt, updatedAt: physio.endsAt });
  const dermaPast = await book('5432239/KOM-DERMATOLOGIA/specialist', at(-12, '11:00'), { ...own, price: 'Konsultacja dermatologiczna' });
  await cancel(dermaPast.id, 'PATIENT', new Date(dermaPast.startsAt.getTime() - 2 * 24 * 60 * MINUTE), null);
  const missed = await book('451208P/POZ-PIEL-PORADA/primaryCare', at(-8, '09:00'), own);
  await cancel(missed.id, 'CLINIC', new Date(missed.endsAt.getTime() + 30 * MINUTE), 'Nieobecność pacjenta', true);

  // Today or tomorrow: arrived and registered at the desk (GTRE).
  const registered = await book('6586879/POZ-PORADA/primaryCare', new Date(realNow.getTime() + 60 * MINUTE), own);
  await setStatus(registered.id, { orderStatus: 'GTRE' });

  // Future: a commercial one, one waiting for her SMS confirmation (referral with a scan), a prescription visit.
  await book('1629759/KOM-OKULISTYKA/specialist', at(8, '10:00'), { ...own, price: 'Konsultacja z doborem okularów' });
  const [institution] = await db.select().from(referralInstitutions).orderBy(asc(referralInstitutions.id)).limit(1);
  const [referrer] = await db.select().from(referralPractitioners).orderBy(asc(referralPractitioners.id)).limit(1);
  const manual = institution && referrer;
  const cardioReferral: StoredReferral = {
    issueDate: addDays(today, -6),
    cito: false,
    refENumber: manual ? null : '4821',
    institutionCro: manual ? institution.code : null,
    institutionName: manual ? institution.name : null,
    practiceNo: manual ? referrer.practiceNumber : null,
    practitionerName: manual ? [referrer.degree, referrer.name, referrer.lastName].filter(Boolean).join(' ') : null,
    icd10Code: 'I10',
    orgUnitCode: null,
    orgUnitSpecialityCode: null,
    orgUnit5Code: null,
    orgUnitTypeCode: null,
  };
  const cardio = await book('9893919/AOS-KARDIOLOGIA/specialist', at(12, '09:40'), { ...own, confirmed: false, referral: cardioReferral });
  now = realNow;
  const scan = await storePatientFile(deps, { use: 'REFERRAL_ATTACHMENT', patientId: systemPatient(anna.id, 'seed'), fileName: 'skierowanie-kardiologia.pdf', mimeType: 'application/pdf', source: referralScan, createdByAccountId: anna.accountId });
  await db.insert(bookingAttachments).values({ bookingId: cardio.id, fileId: scan.id, kind: 'REFERRAL', createdAt: realNow });
  const taken = await db.select().from(drugs).where(inArray(drugs.name, ['Polpril', 'Atoris'])).orderBy(asc(drugs.name));
  const prescriptionDrugs = taken.length ? taken : await db.select().from(drugs).orderBy(asc(drugs.name)).limit(2);
  if (prescriptionDrugs.length) {
    await book('9929850/POZ-RECEPTA/primaryCare', at(3, '14:00'), {
      ...own,
      prescription: {
        reason: 'Kontynuacja leczenia nadciśnienia i hipercholesterolemii – kończą się leki.',
        drugs: prescriptionDrugs.map((d) => ({ id: String(d.id), name: d.name, fullName: d.fullName, dose: d.dose, form: d.form, drugPackage: d.drugPackage })),
      },
    });
  }
  await book('451208P/POZ-SZCZEP-GRYPA/primaryCare', at(6, '12:30'), own);
  // For her daughter and her father, from her account.
  await book('1090010/POZ-PORADA-DZIECI/primaryCare', at(5, '09:00'), { patientId: zosia.id, accountId: anna.accountId });
  await book('9638479/AOS-ORTOPEDIA/specialist', at(16, '12:00'), { patientId: jan.id, accountId: anna.accountId, referral: { ...cardioReferral, refENumber: '7305', institutionCro: null, institutionName: null, practiceNo: null, practitionerName: null, icd10Code: 'M17.0' } });
  // The clinic cancelled one (the doctor is away), and the desk booked an ECG for her by phone.
  const dermaFuture = await book('5432239/KOM-DERMATOLOGIA/specialist', at(4, '12:00'), { ...own, price: 'Konsultacja dermatologiczna' });
  await cancel(dermaFuture.id, 'CLINIC', realNow, 'Odwołanie przyjęć z powodu nieobecności lekarza. Prosimy o wybranie innego terminu.');
  await book('620934P/POZ-EKG/primaryCare', at(2, '08:30'), { patientId: anna.id, accountId: null, staffId: registrar?.id ?? null });

  // The horizon as of today, a one-off change of hours (cardiology starts later on a Monday a week or two ahead), and the other patients filling a third of the next two weeks.
  now = realNow;
  for (const key of pastSchedules) await generateSlots(deps, scheduleIds.get(key)!);
  const lateMonday = addDays(today, 7 + ((8 - isoWeekday(today)) % 7));
  await addException(deps, scheduleExceptionInputSchema.parse({ scheduleId: cardiology, dateFrom: lateMonday, dateTo: lateMonday, kind: 'HOURS', startTime: '11:00', endTime: '14:00', reason: 'Szkolenie' }));
  await fillWithOthers(db, realNow, [anna.id, zosia.id, jan.id, helena.id], anna.id);
  await lockOnlineBooking(deps, registrar?.id ?? null, systemPatient(helena.id, 'seed'), 'Wielokrotnie nieodwołane wizyty – rezerwacje tylko przez rejestrację.');
}

/**
 * Books every third free slot of the next two weeks (services without gender or age rules) for the
 * clinic's other patients, in one statement; slots at the times of Anna's visits stay free (the wizard's
 * parallel-booking warning has slots of other services to be shown on), and so do the teleconsultation
 * duty doctor's (one booked now starts within the half hour, whatever the hour).
 */
async function fillWithOthers(db: Db, now: Date, excluded: readonly number[], annaId: number): Promise<void> {
  const restricted = ['POZ-POL-PORADA', 'AOS-GINEKOLOGIA', 'KOM-GINEKOLOGIA', 'POZ-PORADA-DZIECI'];
  const to = new Date(now.getTime() + 14 * 24 * 60 * MINUTE);
  await db.execute(sql`
    with others as (
      select p.id, p.account_id, row_number() over (order by p.id) - 1 as k, count(*) over () as n
      from patients p where p.id <> all(${sql.raw(`array[${excluded.join(',')}]::int[]`)}) and p.birth_date < '2008-01-01'
    ), picked as (
      select s.*, row_number() over (order by s.starts_at, s.id) as r
      from time_slots s join services v on v.id = s.service_id
      where s.starts_at > ${now.toISOString()} and s.starts_at < ${to.toISOString()} and s.booking_id is null
        and s.availability <> 'N' and s.id % 3 = 0 and v.code <> all(${sql.raw(`array[${restricted.map((c) => `'${c}'`).join(',')}]`)})
        and not exists (select 1 from bookings b where b.patient_id = ${annaId} and b.status in ('SCHEDULED', 'REGISTERED') and b.starts_at < s.ends_at and b.ends_at > s.starts_at)
        and s.practitioner_id not in (select id from practitioners where practice_number = ${DEMO_DUTY_DOCTOR.practiceNumber})
    ), made as (
      insert into bookings (patient_id, account_id, time_slot_id, schedule_id, service_id, unit_id, practitioner_id, starts_at, ends_at, funding, status, confirmed_at, created_at, updated_at)
      select o.id, o.account_id, s.id, s.schedule_id, s.service_id, s.unit_id, s.practitioner_id, s.starts_at, s.ends_at, s.funding, 'SCHEDULED', ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()}
      from picked s join others o on o.k = s.r % o.n
      returning id, time_slot_id
    )
    update time_slots t set booking_id = made.id from made where t.id = made.time_slot_id`);
}

function fail(what: string): never {
  throw new Error(`seed bookings: missing ${what}`);
}

/**
 * The bookings' reference registers (module bookings): the drug register a prescription visit picks
 * from, and the registers of referring institutions (RPWDL) and practitioners (NPWZ) a manual referral
 * is checked against — so lookups hit and miss as they would. One statement per table; a second run
 * changes nothing.
 */

/** Demo practice numbers: a six-digit serial behind its check digit (skipping serials whose digit is 0). */
export function demoReferrerPracticeNumbers(count: number): string[] {
  const out: string[] = [];
  for (let serial = 412_300; out.length < count; serial++) {
    const six = String(serial);
    const check = npwzCheckDigit(six);
    if (check !== 0 && check !== 10) out.push(`${check}${six}`);
  }
  return out;
}

export async function seedBookingRegisters(db: DbOrTx): Promise<void> {
  let serial = 0;
  const drugRows = drugProducts.flatMap(([name, internationalName, form, doses, pack]) =>
    doses.map((dose) => ({
      registerId: String(100_000_000 + ++serial * 7_919),
      name,
      fullName: `${name} ${dose}, ${form}, ${pack}`,
      internationalName,
      drugPackage: pack,
      form,
      dose,
    })),
  );
  await db.insert(drugs).values(drugRows).onConflictDoNothing();
  await db
    .insert(referralInstitutions)
    .values(referralInstitutionRows.map(([code, name, city]) => ({ system: 'RPWDL', code, name, city })))
    .onConflictDoNothing();
  const numbers = demoReferrerPracticeNumbers(referralPractitionerNames.length);
  await db
    .insert(referralPractitioners)
    .values(referralPractitionerNames.map(([name, lastName, degree], i) => ({ system: 'NPWZ', practiceNumber: numbers[i]!, name, lastName, degree })))
    .onConflictDoNothing();
}
