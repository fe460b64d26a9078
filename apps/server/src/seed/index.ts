import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type Db, withTransaction } from '../db/client';

/**
 * What the seed reads of the configuration: the key the demo staff's TOTP secrets are encrypted with,
 * and — for the demo correspondence, made through the messages module's services — its limits and the
 * file storage (the results PDF Anna was sent).
 */
export type SeedConfig = Config;

/**
 * Deterministic demo data: settings, top-bar links, dictionaries, the demo clinic's organisation, demo
 * accounts with their records, Anna's past self-assessments, the clinic's mailboxes and correspondence.
 * The data modules load only when a seed runs, not at every start.
 */
/** One part of the seed and how long it took (the first start prints them). */
export interface SeedPhase {
  name: string;
  ms: number;
}

export async function runSeed(db: Db, config: SeedConfig): Promise<SeedPhase[]> {
  const [
    { seedSettings },
    { seedDictionaries },
    { seedOrganisation },
    { seedPeople },
    { seedStaff },
    { seedQuestionnaires },
    { seedSelfAssessments },
    { seedMessages },
    { seedMedicalRecords },
    { seedTestResults },
    { seedBookingRegisters },
    { seedBookings },
    { seedWaitingIdentities },
  ] =
    await Promise.all([
    import('./settings'),
    import('./dictionaries/index'),
    import('./organisation'),
    import('./people'),
    import('./staff'),
    import('./questionnaires'),
    import('./self-assessments'),
    import('./messages'),
    import('./medical-records'),
    import('./test-results'),
    import('./booking-registers'),
    import('./bookings'),
    import('./identities'),
  ]);
  const phases: SeedPhase[] = [];
  const phase = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    phases.push({ name, ms: Math.round(performance.now() - started) });
  };
  await phase('settings, dictionaries, organisation, people, staff', () => withTransaction(db, async (t) => {
    await seedSettings(t);
    await seedDictionaries(t);
    // The clinic's units, practitioners and services (after the dictionaries: specialities).
    await seedOrganisation(t);
    // The drug register and the registers of referring institutions and practitioners (bookings).
    await seedBookingRegisters(t);
    await seedPeople(t);
    await seedStaff(t, config);
    // Anna's past symptom self-assessments (after the settings and the people).
    await seedSelfAssessments(t);
  }));
  // A foreigner's identity waiting for the desk, with her passport scan in the file storage.
  await phase('identities', () => seedWaitingIdentities(db, config));
  // Through the questionnaires module's services, which work on the database (their own transactions).
  await phase('questionnaires', () => seedQuestionnaires(db, config));
  // The clinic's mailboxes and the demo correspondence (after the staff and the people), through the messages module's services.
  await phase('messages', () => seedMessages(db, config));
  // Visits, documents, waiting lists and document requests, through the medical-record and document-requests services (after the questionnaires).
  await phase('medical records', () => seedMedicalRecords(db, config));
  // Test results and the demo imaging study, through the test-results module's services.
  await phase('test results', () => seedTestResults(db, config));
  // Booking rules, price lists, schedules and slots, Anna's bookings, through the bookings module's services (after the register: executed bookings link its visits).
  await phase('bookings', () => seedBookings(db, config));
  return phases;
}

/** Seeds only a database that has no accounts yet; answers the seed's parts and their times, or null when it held data. */
export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<SeedPhase[] | null> {
  const { rows } = (await db.execute(sql`select exists(select 1 from accounts) as present`)) as unknown as {
    rows: Array<{ present: boolean }>;
  };
  if (rows[0]?.present) return null;
  return runSeed(db, config);
}

/** "seeded in 12.3 s (bookings 4.1 s, messages 2.0 s, …)": the parts, longest first. */
export function describeSeed(phases: readonly SeedPhase[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  return `in ${s(total)} (${[...phases].sort((a, b) => b.ms - a.ms).map((p) => `${p.name} ${s(p.ms)}`).join(', ')})`;
}
