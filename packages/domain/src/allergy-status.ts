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
