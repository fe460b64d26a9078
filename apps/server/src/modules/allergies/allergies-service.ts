import {
  MEDICATION_ALLERGY_TYPE,
  type Allergy,
  type AllergyCategory,
  type AllergyDictionaryCode,
  type DictionaryItem,
  type InterfaceLanguage,
  type allergyInputSchema,
  type dictionaryItemRequestSchema,
  type z,
} from '@portal/contracts';
import { allergenDictionaryOfType, allergyDuplicatesOf } from '@portal/domain';
import type { ReachablePatient } from '../../plugins/patient-access';
import type { SessionAccount } from '../../plugins/session';
import type { Deps } from '../../deps';
import { AppError, NotFound, Validation } from '../../errors';
import * as repo from './allergies-repository';
import { allergyInLanguage } from './allergy-words';

type AllergiesDeps = Pick<Deps, 'db' | 'clock'>;
export type AllergyInputData = z.output<typeof allergyInputSchema>;
export type DictionaryRequestData = z.output<typeof dictionaryItemRequestSchema>;

/** Spec §9: lookups return at most 100 rows, the medication search 200. */
const MAX_ROWS_DEFAULT_CAP = 100;
const MAX_ROWS_CAP: Partial<Record<AllergyDictionaryCode, number>> = { ALERG_LEK: 200 };

/** Dates are the clinic's calendar dates, whatever the server's own time zone. */
const CLINIC_TIME_ZONE = 'Europe/Warsaw';
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const clinicToday = (now: Date): string => isoDateFormat.format(now);

export function toAllergy(row: repo.AllergyView): Allergy {
  return {
    allergyId: row.id,
    patientId: row.patientId,
    allergyCode: row.code,
    allergyName: row.name,
    allergyTypeCode: row.typeCode,
    // A type later removed from the dictionary still shows something readable.
    allergyTypeName: row.typeName,
    allergyOccurrenceDate: row.occurrenceDate,
    entryDate: row.entryDate,
    isActive: row.isActive,
    isNotAllergic: row.isNotAllergic,
    cured: row.cured,
    confirmed: row.confirmed,
    description: row.description,
    degreeOfSeverityCode: row.severityCode,
    degreeOfSeverityName: row.severityCode == null ? null : (row.severityName ?? row.severityCode),
    modUser: row.modUser,
    allergyCategory: row.categories as AllergyCategory[],
    enteredByPatient: row.enteredByPatient,
    activeSubstance: row.activeSubstance,
  };
}

const blankToNull = (value: string | null | undefined): string | null => (value == null || value === '' ? null : value);

/**
 * The rules of spec part 1 (§4 status, §5 allergies) checked against the dictionaries in one query;
 * answers the row to store, with code and name taken from the dictionary whenever a code is given.
 */
async function validated(deps: AllergiesDeps, input: AllergyInputData, author: Pick<SessionAccount, 'name' | 'lastName'>): Promise<repo.AllergyWrite> {
  if (input.isActive && input.cured) {
    throw Validation('Uczulenie nie może być jednocześnie aktywne i wyleczone. Wybierz jeden status.', [
      { path: 'cured', message: 'Wybierz status: aktywne, nieaktywne albo wyleczone.' },
    ]);
  }
  if (input.allergyCategory.length === 0) {
    throw Validation('Zaznacz przynajmniej jedną kategorię uczulenia', [
      { path: 'allergyCategory', message: 'Zaznacz przynajmniej jedną kategorię uczulenia' },
    ]);
  }
  const today = clinicToday(deps.clock.now());
  const occurrenceDate = blankToNull(input.allergyOccurrenceDate);
  if (occurrenceDate && occurrenceDate > today) {
    throw Validation('Data wystąpienia uczulenia nie może być datą z przyszłości.', [
      { path: 'allergyOccurrenceDate', message: 'Podaj datę nie późniejszą niż dzisiejsza.' },
    ]);
  }

  const typeCode = input.allergyTypeCode;
  const allergenCode = blankToNull(input.allergyCode);
  const severityCode = blankToNull(input.degreeOfSeverityCode);
  const allergenDictionary = allergenDictionaryOfType(typeCode);
  const isMedication = typeCode === MEDICATION_ALLERGY_TYPE;

  let allergenKey: repo.DictionaryKey | null = null;
  if (allergenCode) {
    if (!allergenDictionary) {
      throw Validation('Dla tego rodzaju uczulenia nie ma słownika alergenów. Wpisz nazwę alergenu.', [
        { path: 'allergyCode', message: 'Wpisz nazwę alergenu zamiast kodu.' },
      ]);
    }
    allergenKey = { dictionary: allergenDictionary, code: allergenCode };
  }

  const keys: repo.DictionaryKey[] = [{ dictionary: 'RODZAJ_ALERGII', code: typeCode }];
  if (allergenKey) keys.push(allergenKey);
  if (severityCode) keys.push({ dictionary: 'ALERG_NASILENIE', code: severityCode });
  const found = await repo.findDictionaryItems(deps.db, keys);
  const item = (dictionary: AllergyDictionaryCode, code: string) =>
    found.find((f) => f.dictionary === dictionary && f.code === code);

  const type = item('RODZAJ_ALERGII', typeCode);
  const severity = severityCode ? item('ALERG_NASILENIE', severityCode) : undefined;
  if (!type) {
    throw Validation('Nieznany rodzaj uczulenia. Wybierz rodzaj z listy.', [
      { path: 'allergyTypeCode', message: 'Wybierz rodzaj uczulenia z listy.' },
    ]);
  }
  if (severityCode && !severity) {
    throw Validation('Nieznany stopień nasilenia reakcji. Wybierz wartość z listy.', [
      { path: 'degreeOfSeverityCode', message: 'Wybierz stopień nasilenia z listy.' },
    ]);
  }

  let code: string | null = null;
  let name: string;
  let activeSubstance: string | null = null;
  if (allergenKey) {
    const allergen = item(allergenKey.dictionary, allergenKey.code);
    if (!allergen) {
      throw Validation(isMedication ? 'Wybranego leku nie ma w słowniku leków.' : 'Wybranego alergenu nie ma w słowniku.', [
        { path: 'allergyCode', message: 'Wybierz pozycję ze słownika.' },
      ]);
    }
    // Spec §5: with a dictionary item, code and name come from the item, never from the client.
    code = allergen.code;
    name = allergen.name;
    activeSubstance = isMedication ? allergen.activeSubstance : null;
  } else {
    const freeText = blankToNull(input.allergyName);
    if (!freeText) {
      throw Validation('Podaj nazwę alergenu', [{ path: 'allergyName', message: 'Podaj nazwę alergenu' }]);
    }
    name = freeText;
  }

  return {
    typeCode,
    typeName: type.name,
    code,
    name,
    occurrenceDate,
    isActive: input.isActive,
    cured: input.cured,
    isNotAllergic: input.isNotAllergic,
    description: blankToNull(input.description),
    severityCode,
    severityName: severity?.name ?? null,
    // A repeated tick is one category.
    categories: [...new Set(input.allergyCategory)],
    modUser: `${author.name} ${author.lastName}`,
    // A medication without a dictionary code is one the patient typed (issue 28 item 13).
    enteredByPatient: isMedication && code == null,
    activeSubstance,
  };
}

/**
 * The patient's active allergies the one being saved repeats (domain `allergyDuplicatesOf`); unless the
 * patient has confirmed them, the save is refused with 409 ALLERGY_DUPLICATE.
 */
async function refuseUnconfirmedDuplicate(
  deps: AllergiesDeps,
  patient: ReachablePatient,
  values: repo.AllergyWrite,
  confirmed: boolean,
  ignoreId?: number,
): Promise<void> {
  if (confirmed || !values.isActive) return;
  const existing = await repo.listAllergies(deps.db, patient);
  const duplicates = allergyDuplicatesOf(
    { name: values.name, typeCode: values.typeCode, activeSubstance: values.activeSubstance },
    existing,
    ignoreId,
  );
  if (duplicates.length > 0) {
    throw new AppError('ALLERGY_DUPLICATE', undefined, {
      details: Object.fromEntries(duplicates.map((d) => [String(d.id), d.name])),
    });
  }
}

export async function listAllergies(deps: AllergiesDeps, patient: ReachablePatient, language: InterfaceLanguage = 'pl'): Promise<Allergy[]> {
  const rows = await repo.listAllergies(deps.db, patient);
  return rows.map((row) => allergyInLanguage(toAllergy(row), language));
}

export async function getAllergy(deps: AllergiesDeps, patient: ReachablePatient, allergyId: number): Promise<Allergy> {
  const row = await repo.findAllergy(deps.db, patient, allergyId);
  if (!row) throw NotFound();
  return toAllergy(row);
}

export async function createAllergy(deps: AllergiesDeps, patient: ReachablePatient, input: AllergyInputData, author: Pick<SessionAccount, 'name' | 'lastName'>): Promise<Allergy> {
  const values = await validated(deps, input, author);
  await refuseUnconfirmedDuplicate(deps, patient, values, input.confirmDuplicate);
  const id = await repo.insertAllergy(deps.db, patient, clinicToday(deps.clock.now()), values);
  return getAllergy(deps, patient, id);
}

/** Entry date and the patient stay as they were; everything the form edits is replaced. */
export async function updateAllergy(
  deps: AllergiesDeps,
  patient: ReachablePatient,
  allergyId: number,
  input: AllergyInputData,
  author: Pick<SessionAccount, 'name' | 'lastName'>,
): Promise<Allergy> {
  const values = await validated(deps, input, author);
  await refuseUnconfirmedDuplicate(deps, patient, values, input.confirmDuplicate, allergyId);
  // A patient's edit withdraws the clinician's confirmation: what was confirmed is no longer what is stored.
  const changed = await repo.updateAllergy(deps.db, patient, allergyId, { ...values, confirmed: false }, deps.clock.now());
  if (!changed) throw NotFound();
  return getAllergy(deps, patient, allergyId);
}

export async function deleteAllergy(deps: AllergiesDeps, patient: ReachablePatient, allergyId: number): Promise<void> {
  const deleted = await repo.deleteAllergy(deps.db, patient, allergyId);
  if (!deleted) throw NotFound();
}

/** Spec §9 caps; the Polish lower-casing here matches how search texts were stored. */
export async function searchDictionary(deps: AllergiesDeps, request: DictionaryRequestData): Promise<DictionaryItem[]> {
  const cap = MAX_ROWS_CAP[request.code] ?? MAX_ROWS_DEFAULT_CAP;
  const limit = Math.min(request.maxRows, cap);
  const needle = request.nameFilter.trim().toLocaleLowerCase('pl-PL');
  return repo.searchDictionary(deps.db, request.code, needle, limit);
}
