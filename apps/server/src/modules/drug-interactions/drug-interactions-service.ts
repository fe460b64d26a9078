import {
  DRUG_SEARCH_PAGE_SIZE,
  type ClinicTakenDrug,
  type DrugAllergyFlag,
  type Interaction,
  type InteractionCell,
  type InteractionIngredient,
  type InteractionMatrix,
  type InteractionSeverity,
  type RegisterDrug,
  type RegisterDrugPage,
  type TakenDrug,
} from '@portal/contracts';
import { MEDICATION_ALLERGY_TYPE, cellSeverity, drugQueryReady, pairHasChildren, selectionIssue, substanceStem, type SeverityValue } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { withTransaction } from '../../db/client';
import { drugEditions } from '../../db/schema/index';
import { AppError, NotFound, Validation } from '../../errors';
import { clinicToday } from '../../lib/clinic-time';
import { writtenBy, type WriteAuthor } from '../../lib/written-by';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { StaffPatient } from '../../plugins/staff-access';
import { recordEvent } from '../event-log/event-log-service';
import { listAllergies } from '../allergies/allergies-service';
import { prescribedDrugs } from '../bookings/prescribed-drugs-service';
import * as repo from './drug-register-repository';

/*
 * The patient's side of drug interactions (spec part 2 §2, §3, §4, §5): the register search (at least
 * 3 characters, 10 a page), her taken drugs (her prescriptions and the clinic's record), and the matrix
 * of up to 30 chosen drugs — each cell the highest severity of its ingredient pairs, a drug with itself
 * no cell — with her recorded allergies that match an ingredient by the register's substance ids.
 */

type DrugDeps = Pick<Deps, 'db'>;

export async function searchRegister(deps: DrugDeps, q: { drugName: string; isInternationalName: boolean; pageIndex: number; pageSize: number }): Promise<RegisterDrugPage> {
  if (!drugQueryReady(q.drugName)) throw new AppError('DRUG_QUERY_SHORT');
  const pageSize = Math.min(q.pageSize, DRUG_SEARCH_PAGE_SIZE);
  const rows = await repo.searchPackages(deps.db, { text: q.drugName.trim(), international: q.isInternationalName, limit: pageSize + 1, offset: q.pageIndex * pageSize });
  return { items: rows.slice(0, pageSize), pageIndex: q.pageIndex, pageSize, hasNextPage: rows.length > pageSize };
}

/** Her drugs: the clinic's record and her prescriptions matched to the register in force, most recent first, each package once. */
export async function takenDrugs(deps: DrugDeps, patient: ReachablePatient): Promise<TakenDrug[]> {
  const [recorded, prescribed] = await Promise.all([repo.recordedDrugs(deps.db, patient.id), prescribedDrugs(deps, patient)]);
  const matched = await repo.packagesByNames(deps.db, prescribed);
  const out = new Map<string, TakenDrug>();
  const add = (drug: RegisterDrug, source: TakenDrug['sources'][number], date: string) => {
    const known = out.get(drug.id);
    if (known) {
      if (!known.sources.includes(source)) known.sources.push(source);
      if (!known.lastDate || date > known.lastDate) known.lastDate = date;
      known.drugPrescription ||= source === 'PRESCRIPTION';
      return;
    }
    out.set(drug.id, { ...drug, sources: [source], lastDate: date, drugPrescription: source === 'PRESCRIPTION' });
  };
  matched.forEach((drug, i) => drug && add(drug, 'PRESCRIPTION', prescribed[i].date));
  for (const { recordedOn, ...drug } of recorded) add(drug, 'RECORD', recordedOn);
  return [...out.values()].sort((a, b) => (b.lastDate ?? '').localeCompare(a.lastDate ?? '') || a.name.localeCompare(b.name, 'pl'));
}

// ------------------------------------------------------------------------------ the console: the clinic's record

/** The clinic's record of the patient's drugs (`patient_taken_drugs`), as the console keeps it: newest first, each with its note. */
export async function clinicTakenDrugs(deps: DrugDeps, patient: StaffPatient): Promise<ClinicTakenDrug[]> {
  return repo.clinicRecordedDrugs(deps.db, patient.id);
}

/**
 * A clinician records a drug the patient takes: a package of the register in force (400
 * TAKEN_DRUG_UNKNOWN_PACKAGE otherwise), on a day not after the clinic's today (today when not given),
 * each package once per patient (409 TAKEN_DRUG_DUPLICATE, settled by the unique index). The row keeps
 * who recorded it and when (the console shows it), and the event log says so too (TAKEN_DRUG_RECORDED),
 * in the same transaction; the patient's own taken-drugs list shows it from then on.
 */
export async function recordTakenDrug(
  deps: Pick<Deps, 'db' | 'clock'>,
  author: WriteAuthor,
  patient: StaffPatient,
  input: { packageId: string; recordedOn?: string; note?: string | null },
): Promise<ClinicTakenDrug> {
  const today = clinicToday(deps.clock.now());
  const recordedOn = input.recordedOn ?? today;
  if (recordedOn > today) throw Validation('Data zapisu leku nie może być z przyszłości.', [{ path: 'recordedOn', message: 'Data nie może być z przyszłości.' }]);
  const note = input.note?.trim() || null;
  return withTransaction(deps.db, async (tx) => {
    const [drug] = await repo.packagesByIds(tx, [input.packageId]);
    if (!drug) throw new AppError('TAKEN_DRUG_UNKNOWN_PACKAGE');
    const recordedAt = deps.clock.now();
    const takenDrugId = await repo.insertTakenDrug(tx, {
      patientId: patient.id,
      packageId: drug.id,
      drugName: drug.fullName,
      recordedOn,
      note,
      recordedByStaffId: author.staffId,
      recordedByName: author.name,
      recordedAt,
    });
    if (takenDrugId === null) throw new AppError('TAKEN_DRUG_DUPLICATE');
    await recordEvent(
      deps,
      { eventType: 'TAKEN_DRUG_RECORDED', outcome: 'SUCCESS', staffId: author.staffId, description: `Lek przyjmowany ${takenDrugId} (opakowanie ${drug.id}) pacjenta ${patient.id}: zapisany przez ${author.name}` },
      { tx },
    );
    return { ...drug, takenDrugId, recordedOn, note, recordedBy: writtenBy(author.name, recordedAt), inRegister: true };
  });
}

/** The patient no longer takes the drug: the record is removed (404 for another patient's record, as for an unknown id), the event log says who ended it. */
export async function removeTakenDrug(deps: Pick<Deps, 'db' | 'clock'>, author: WriteAuthor, patient: StaffPatient, takenDrugId: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const removed = await repo.deleteTakenDrug(tx, patient.id, takenDrugId);
    if (!removed) throw NotFound();
    await recordEvent(
      deps,
      { eventType: 'TAKEN_DRUG_REMOVED', outcome: 'SUCCESS', staffId: author.staffId, description: `Lek przyjmowany ${takenDrugId} (opakowanie ${removed.packageId}) pacjenta ${patient.id}: usunięty przez ${author.name}` },
      { tx },
    );
  });
}

/** The checked selection: 2 to 30 distinct ids (spec §5), as the register knows them. */
async function chosenDrugs(deps: DrugDeps, ids: readonly string[]): Promise<RegisterDrug[]> {
  const issue = selectionIssue(ids);
  if (issue === 'TOO_MANY') throw new AppError('DRUG_LIMIT');
  if (issue === 'TOO_FEW') throw new AppError('DRUG_TOO_FEW');
  const drugs = await repo.packagesByIds(deps.db, ids);
  if (drugs.length < 2) throw new AppError('DRUG_TOO_FEW');
  return drugs;
}

const ingredientOf = (drug: RegisterDrug, index: number, substanceId: string): InteractionIngredient => {
  const s = drug.substances.find((x) => x.substanceId === substanceId);
  return {
    materialId: drug.id,
    materialName: drug.name,
    materialFullName: drug.fullName,
    materialIndex: index,
    ingredientId: substanceId,
    ingredientName: s?.name ?? substanceId,
    ingredientAmount: s?.amount ?? null,
  };
};

/**
 * The allergy flags: her active medication allergies that stand for a substance of a chosen drug, by
 * the register's substance ids — an allergy recorded under a trade name ("Nurofen") stands for that
 * product's substances; one recorded under a substance's name ("Amoksycylina", or a dictionary
 * product's active substances) for the register's substance with the same stem (`substanceStem`).
 */
async function allergyFlags(deps: Pick<Deps, 'db' | 'clock'>, patient: ReachablePatient, drugs: readonly RegisterDrug[]): Promise<DrugAllergyFlag[]> {
  const allergies = (await listAllergies(deps, patient)).filter(
    (a) => a.isActive && !a.cured && !a.isNotAllergic && (a.allergyTypeCode === MEDICATION_ALLERGY_TYPE || a.allergyCategory.includes('medication')),
  );
  if (allergies.length === 0) return [];
  const namesOf = (a: (typeof allergies)[number]) => [a.allergyName, ...(a.activeSubstance ?? '').split('+')].map((n) => n.trim()).filter((n) => n.length > 0);
  const byTradeName = await repo.substancesOfTradeNames(deps.db, [...new Set(allergies.map((a) => a.allergyName))]);
  const flags: DrugAllergyFlag[] = [];
  for (const allergy of allergies) {
    const ids = new Set(byTradeName.filter((r) => r.allergen === allergy.allergyName.toLowerCase()).map((r) => r.substanceId));
    const stems = new Set(namesOf(allergy).map(substanceStem).filter((x): x is string => x !== null));
    for (const drug of drugs) {
      for (const s of drug.substances) {
        const stem = substanceStem(s.name);
        if (ids.has(s.substanceId) || (stem !== null && stems.has(stem))) {
          flags.push({ allergyId: allergy.allergyId, allergyName: allergy.allergyName, drugId: drug.id, drugName: drug.fullName, substanceId: s.substanceId, substanceName: s.name });
        }
      }
    }
  }
  return flags;
}

async function publishedEditions(deps: DrugDeps): Promise<{ register: string | null; interactions: string | null }> {
  const editionOf = async (kind: 'REGISTER' | 'INTERACTIONS') => {
    const [row] = await deps.db
      .select({ id: drugEditions.id, fileName: drugEditions.fileName, publishedAt: drugEditions.publishedAt })
      .from(drugEditions)
      .where(and(eq(drugEditions.kind, kind), eq(drugEditions.state, 'PUBLISHED')))
      .orderBy(desc(drugEditions.id))
      .limit(1);
    return row ? `${row.fileName} (${row.publishedAt?.toISOString().slice(0, 10) ?? ''})` : null;
  };
  const [register, interactions] = await Promise.all([editionOf('REGISTER'), editionOf('INTERACTIONS')]);
  return { register, interactions };
}

/** The matrix of the chosen drugs (spec §4, §5). */
export async function interactionMatrix(deps: Pick<Deps, 'db' | 'clock'>, patient: ReachablePatient, ids: readonly string[]): Promise<InteractionMatrix> {
  const drugs = await chosenDrugs(deps, ids);
  const [pairs, flags, editions] = await Promise.all([repo.interactionPairs(deps.db, drugs.map((d) => d.id)), allergyFlags(deps, patient, drugs), publishedEditions(deps)]);
  const byCell = new Map<string, repo.PairRow[]>();
  for (const p of pairs) byCell.set(`${p.row}:${p.column}`, [...(byCell.get(`${p.row}:${p.column}`) ?? []), p]);
  const cells: InteractionCell[] = [];
  let max: SeverityValue = -2;
  for (let row = 0; row < drugs.length; row++) {
    for (let column = row + 1; column < drugs.length; column++) {
      const found = byCell.get(`${row}:${column}`) ?? [];
      const severity = cellSeverity(found.map((p) => p.severity as SeverityValue));
      if (severity > max) max = severity;
      const interactions: Interaction[] = pairHasChildren(severity)
        ? found.map((p) => {
            const aInRow = drugs[row].substances.some((s) => s.substanceId === p.substanceA);
            const [first, second] = aInRow ? [p.substanceA, p.substanceB] : [p.substanceB, p.substanceA];
            return {
              ingredient1: ingredientOf(drugs[row], row, first),
              ingredient2: ingredientOf(drugs[column], column, second),
              scales: p.severity as InteractionSeverity,
              desc: p.description,
              source: p.source,
            };
          })
        : [];
      cells.push({ row, column, severity: severity as InteractionSeverity, interactions });
    }
  }
  return { drugs, cells, allergyFlags: flags, maxSeverity: max as InteractionSeverity, registerEdition: editions.register, interactionsEdition: editions.interactions };
}
