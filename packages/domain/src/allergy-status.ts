/** The allergy form holds status as one letter (spec part 1 §4). */
export type AllergyStatus = 'A' | 'N' | 'W';

export const allergyStatuses: readonly AllergyStatus[] = ['A', 'N', 'W'];

/** On load: cured gives W, else active gives A, else N. */
export function allergyStatusOf(flags: { isActive: boolean; cured: boolean }): AllergyStatus {
  if (flags.cured) return 'W';
  return flags.isActive ? 'A' : 'N';
}

/** A: active, not cured; N: neither; W: cured, not active. */
export function allergyFlagsOf(status: AllergyStatus): { isActive: boolean; cured: boolean } {
  switch (status) {
    case 'A':
      return { isActive: true, cured: false };
    case 'W':
      return { isActive: false, cured: true };
    case 'N':
      return { isActive: false, cured: false };
  }
}

/** Type whose item comes from the medication dictionary (spec: type L means medication). */
export const MEDICATION_ALLERGY_TYPE = 'L';

/** The dictionaries allergens are searched in. */
export type AllergenDictionary = 'ALERG_LEK' | 'ALERG_POKARM' | 'ALERG_INNE';

const allergenDictionaries: Readonly<Record<string, AllergenDictionary>> = {
  [MEDICATION_ALLERGY_TYPE]: 'ALERG_LEK',
  P: 'ALERG_POKARM',
  I: 'ALERG_INNE',
  B: 'ALERG_INNE',
};

/**
 * The dictionary holding the allergens of an allergy type: medications for L, foods for P, the "other"
 * dictionary for I (environmental) and B (biological). A type added to RODZAJ_ALERGII later has none
 * until it is named here: its allergen is typed as free text, and a code sent for it is refused.
 */
export function allergenDictionaryOfType(typeCode: string | null | undefined): AllergenDictionary | null {
  return (typeCode && Object.hasOwn(allergenDictionaries, typeCode) ? allergenDictionaries[typeCode] : null) ?? null;
}

/** The category the form ticks and the allergy type it implies (food P, medication L, environment I, biologic B). */
const typeOfCategory: Readonly<Record<string, string>> = {
  medication: MEDICATION_ALLERGY_TYPE,
  food: 'P',
  environment: 'I',
  biologic: 'B',
};

/** The allergy type a ticked category sets; null for a category no type stands for. */
export function allergyTypeOfCategory(category: string): string | null {
  return Object.hasOwn(typeOfCategory, category) ? typeOfCategory[category] : null;
}

/** What two allergies are compared by: names and substances, case and spacing aside. */
const normalised = (text: string): string => text.trim().toLocaleLowerCase('pl-PL').replace(/\s+/g, ' ');

/**
 * The active substances of a medication as written in the dictionary ("lidokaina + prylokaina"); a
 * medication without one (a plain substance, or a drug the patient typed) is its own substance.
 */
export function activeSubstancesOf(allergy: { name: string; activeSubstance?: string | null }): string[] {
  const source = allergy.activeSubstance?.trim() ? allergy.activeSubstance : allergy.name;
  return [...new Set(source.split('+').map(normalised).filter((s) => s !== ''))];
}

export interface AllergyToCompare {
  name: string;
  typeCode: string;
  activeSubstance?: string | null;
}

export interface ExistingAllergy extends AllergyToCompare {
  id: number;
  isActive: boolean;
}

export interface AllergyDuplicate {
  id: number;
  name: string;
  /** NAME: the same name; SUBSTANCE: a medication sharing an active substance (listed). */
  reason: 'NAME' | 'SUBSTANCE';
  substances: string[];
}

/**
 * The patient's active allergies a new (or edited, `ignoreId`) one repeats: one of the same name, or —
 * between medications — one sharing an active substance. The form shows them before saving; the server
 * saves only once the patient has confirmed.
 */
export function allergyDuplicatesOf(candidate: AllergyToCompare, existing: readonly ExistingAllergy[], ignoreId?: number): AllergyDuplicate[] {
  const name = normalised(candidate.name);
  if (name === '') return [];
  const isMedication = candidate.typeCode === MEDICATION_ALLERGY_TYPE;
  const substances = isMedication ? activeSubstancesOf(candidate) : [];
  const duplicates: AllergyDuplicate[] = [];
  for (const other of existing) {
    if (!other.isActive || other.id === ignoreId) continue;
    if (normalised(other.name) === name) {
      duplicates.push({ id: other.id, name: other.name, reason: 'NAME', substances: [] });
      continue;
    }
    if (!isMedication || other.typeCode !== MEDICATION_ALLERGY_TYPE) continue;
    const shared = activeSubstancesOf(other).filter((s) => substances.includes(s));
    if (shared.length > 0) duplicates.push({ id: other.id, name: other.name, reason: 'SUBSTANCE', substances: shared });
  }
  return duplicates;
}
