import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { drugPackages, drugProducts, patients, staffMembers } from '../../db/schema/index';
import { DEMO_PERSONS, DEMO_STAFF } from '../../demo';
import { systemClock, type Clock } from '../../deps';
import { AppError } from '../../errors';
import { systemPatient } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { writeAuthor } from '../../lib/written-by';
import { serverRoot } from '../../paths';
import type { StaffPatient } from '../../plugins/staff-access';
import { publishEdition, uploadEdition } from './drug-editions-service';
import { recordTakenDrug } from './drug-interactions-service';

/*
 * The demo's drug register and interaction data, loaded by the importers from the files in `demo/`
 * (an excerpt of the register in the official format; pairs written from the products' SmPCs) and
 * published by the administrator; Anna's drugs in the clinic's record — with her prescriptions
 * (Polpril, Atoris) they make significant pairs (ramipril + spironolactone, ibuprofen + acetylsalicylic
 * acid). Her recorded allergy to amoxicillin (patients' seed) flags any amoxicillin product she picks.
 */

const demoFolder = path.join(serverRoot, 'src/modules/drug-interactions/demo');
export const DEMO_REGISTER_FILE = path.join(demoFolder, 'rpl-excerpt.xml');
export const DEMO_INTERACTIONS_FILE = path.join(demoFolder, 'interactions.csv');

/** Anna's drugs in the clinic's record: trade name and strength. */
const ANNA_RECORDED: ReadonlyArray<readonly [name: string, strength: string, daysAgo: number, note: string]> = [
  ['Verospiron', '25 mg', 40, 'Zalecony przez kardiologa, 1 tabletka rano.'],
  ['Acard', '75 mg', 120, 'Profilaktyka przeciwpłytkowa, 1 tabletka dziennie po posiłku.'],
  ['Ibuprom', '400 mg', 10, 'Doraźnie przy bólach głowy (zgłoszone przez pacjentkę).'],
  ['Euthyrox N', '50 µg', 300, 'Na czczo, 30 minut przed śniadaniem.'],
];

export async function seedDrugInteractions(db: Db, _config: Config): Promise<void> {
  const deps = { db, clock: systemClock };
  const [admin] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.admin.login));
  for (const [kind, file, fileName] of [
    ['REGISTER', DEMO_REGISTER_FILE, 'Rejestr_Produktow_Leczniczych_wyciag.xml'],
    ['INTERACTIONS', DEMO_INTERACTIONS_FILE, 'interakcje-ChPL.csv'],
  ] as const) {
    const { edition } = await uploadEdition(deps, { kind, fileName, chunks: createReadStream(file), staffId: admin?.id ?? null });
    if (edition.state === 'DRAFT') await publishEdition(deps, edition.id, admin?.id ?? null);
  }

  // Recorded by the demo's doctor through the console's service, each on its day.
  const [doctor] = await db.select().from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  if (!doctor) throw new Error('drug-interactions seed: the demo doctor is missing');
  const author = writeAuthor({ member: doctor });
  const [record] = await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  const anna = { id: systemPatient(record.id, 'seed') } as StaffPatient;
  const now = systemClock.now().getTime();
  for (const [name, strength, daysAgo, note] of ANNA_RECORDED) {
    const day = new Date(now - daysAgo * 86_400_000);
    const at: Clock = { now: () => day };
    try {
      await recordTakenDrug({ db, clock: at }, author, anna, { packageId: await packageOf(db, name, strength), recordedOn: clinicToday(day), note });
    } catch (error) {
      // A demo database seeded before: the drug is recorded already.
      if (!(error instanceof AppError && error.code === 'TAKEN_DRUG_DUPLICATE')) throw error;
    }
  }
}

/** The first package of the product with this trade name and strength. */
async function packageOf(db: Db, name: string, strength: string): Promise<string> {
  const rows = await db
    .select({ id: drugPackages.id, strength: drugProducts.strength })
    .from(drugPackages)
    .innerJoin(drugProducts, eq(drugProducts.id, drugPackages.productId))
    .where(eq(drugProducts.name, name))
    .orderBy(drugProducts.id, drugPackages.id);
  const row = rows.find((r) => r.strength === strength);
  if (!row) throw new Error(`drug-interactions seed: no ${name} ${strength} in the demo register`);
  return row.id;
}
