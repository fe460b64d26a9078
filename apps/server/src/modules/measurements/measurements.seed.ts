import { eq } from 'drizzle-orm';
import { measurementInputSchema } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, patients } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PERSONS } from '../../demo';
import { systemClock } from '../../deps';
import { createKeptSettings } from '../settings/settings-service';
import { reachOfAccount, type ReachablePatient } from '../../plugins/patient-access';
import { createMeasurement } from './measurements-service';

/*
 * The demo's diaries, entered through the module's own service as the patient would: Anna (40, treated
 * for hypertension) measured her blood pressure about twice a week for a year — high at first, falling
 * into the normal band after her treatment changed in the spring, a little higher in the mornings — and
 * weighed herself monthly, slowly losing weight; her daughter Zofia's height and weight every few months.
 * The values follow a fixed pseudo-random sequence, so every seed is the same.
 */

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32): the same diary on every seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedMeasurements(db: Db, _config: Config): Promise<void> {
  const now = systemClock.now();
  const deps = { db, clock: systemClock, keptSettings: createKeptSettings({ db }, 0) };
  const reached = async (username: string, match: (row: { nationalId: string | null; name: string }) => boolean): Promise<{ patient: ReachablePatient; accountId: number }> => {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
    const rows = await db.select({ id: patients.id, nationalId: patients.nationalId, name: patients.name }).from(patients);
    for (const row of rows.filter(match)) {
      const patient = await reachOfAccount(db, account.id, row.id);
      if (patient) return { patient, accountId: account.id };
    }
    throw new Error(`measurements seed: ${username} reaches no such patient`);
  };
  const add = (who: { patient: ReachablePatient; accountId: number }, at: Date, values: { pressureHigh?: number; pressureLow?: number; weight?: number; height?: number }) =>
    createMeasurement(deps, who.patient, measurementInputSchema.parse({ dateMeasurement: at.toISOString(), ...values }), who.accountId);

  const anna = await reached(DEMO_ACCOUNTS.anna.username, (p) => p.nationalId === DEMO_PERSONS.anna.nationalId);
  const next = random(20260315);
  // A year back to yesterday: blood pressure on about two days a week, morning or evening.
  for (let daysAgo = 364; daysAgo >= 1; daysAgo--) {
    if (next() > 0.29) continue;
    const morning = next() < 0.6;
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    at.setUTCHours(morning ? 5 : 18, Math.floor(next() * 50), 0, 0);
    // The trend: about 152/96 a year ago, down to about 128/82 after the spring's change of treatment.
    const progress = Math.min(1, Math.max(0, (364 - daysAgo) / 240));
    const systolic = Math.round(152 - 24 * progress + (morning ? 4 : 0) + (next() - 0.5) * 12);
    const diastolic = Math.round(96 - 14 * progress + (morning ? 2 : 0) + (next() - 0.5) * 8);
    await add(anna, at, { pressureHigh: systolic, pressureLow: Math.min(diastolic, systolic - 20) });
  }
  // Monthly weighing, with her height: 78 kg down to about 72.5 kg.
  for (let month = 12; month >= 0; month--) {
    const at = new Date(now.getTime() - (month * 30 + 2) * DAY_MS);
    at.setUTCHours(6, 15, 0, 0);
    const weight = Math.round((78 - (12 - month) * 0.45 + (next() - 0.5) * 0.8) * 10) / 10;
    await add(anna, at, { weight, height: 168 });
  }

  // Zofia (born 2017): height and weight every three months, growing.
  const zofia = await reached(DEMO_ACCOUNTS.anna.username, (p) => p.name === 'Zofia');
  for (let quarter = 8; quarter >= 0; quarter--) {
    const at = new Date(now.getTime() - (quarter * 91 + 5) * DAY_MS);
    at.setUTCHours(16, 30, 0, 0);
    const height = Math.round((122 + (8 - quarter) * 1.5) * 10) / 10;
    const weight = Math.round((23 + (8 - quarter) * 0.6 + (next() - 0.5) * 0.4) * 10) / 10;
    await add(zofia, at, { weight, height });
  }
}
