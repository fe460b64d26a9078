import { MEDICATION_ALLERGY_TYPE, type AllergyDictionaryCode } from '@portal/contracts';

/**
 * Dictionary the name of an allergy of the given type is searched in: medications for L, foods for P,
 * the rest (I environmental, B biological and any type added later) in the "other" dictionary.
 */
export function dictionaryOfType(typeCode: string | null | undefined): AllergyDictionaryCode | null {
  if (!typeCode) return null;
  if (typeCode === MEDICATION_ALLERGY_TYPE) return 'ALERG_LEK';
  if (typeCode === 'P') return 'ALERG_POKARM';
  return 'ALERG_INNE';
}
