import type { Allergy, AllergyDictionaryCode, DictionaryItem, InterfaceLanguage } from '@portal/contracts';
import { dictionaryName, dictionaryWords } from '../../i18n/dictionary-labels';

/**
 * An allergy as the person reads it in `language`: its type and severity in her words (the register
 * keeps the Polish ones). The allergen's own name is the register's (a drug, a food).
 */
export function allergyInLanguage(allergy: Allergy, language: InterfaceLanguage): Allergy {
  if (language === 'pl') return allergy;
  return {
    ...allergy,
    allergyTypeName: dictionaryName('RODZAJ_ALERGII', allergy.allergyTypeCode, language, allergy.allergyTypeName),
    degreeOfSeverityName:
      allergy.degreeOfSeverityCode === null || allergy.degreeOfSeverityName === null
        ? allergy.degreeOfSeverityName
        : dictionaryName('ALERG_NASILENIE', allergy.degreeOfSeverityCode, language, allergy.degreeOfSeverityName),
  };
}

/** Items of an allergy dictionary in `language` (types and severities have words in every language). */
export const dictionaryItemsInLanguage = (dictionary: AllergyDictionaryCode, items: DictionaryItem[], language: InterfaceLanguage): DictionaryItem[] =>
  items.map((item) => dictionaryWords(dictionary, item.code, language, item));
