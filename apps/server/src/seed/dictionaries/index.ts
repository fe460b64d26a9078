import { SPECIALITY_DICTIONARY, type AllergyDictionaryCode } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { dictionaryItems } from '../../db/schema/index';
import { searchTextOf, type DictionaryEntry } from './entry';
import { otherAllergens } from './environment';
import { foodAllergens } from './foods';
import { medications } from './medications';
import { allergyTypes, severities } from './types-and-severity';
import { specialities } from './specialities';
import { icd10 } from './icd10';

type Row = typeof dictionaryItems.$inferInsert;

const polishOrder = new Intl.Collator('pl-PL', { sensitivity: 'base', numeric: true });

/**
 * Each dictionary with how its positions are given: the short ones keep the order they are written
 * in (the form shows them so); the long ones are sorted the Polish way here, because the database's
 * collation may be "C" and would put "Łubin" after "Żyto".
 */
const dictionaries: Array<{ code: AllergyDictionaryCode | typeof SPECIALITY_DICTIONARY | 'ICD10'; entries: DictionaryEntry[]; order: 'as-written' | 'alphabetical' }> = [
  { code: 'RODZAJ_ALERGII', entries: allergyTypes, order: 'as-written' },
  { code: 'ALERG_NASILENIE', entries: severities, order: 'as-written' },
  { code: 'ALERG_LEK', entries: medications, order: 'alphabetical' },
  { code: 'ALERG_POKARM', entries: foodAllergens, order: 'alphabetical' },
  { code: 'ALERG_INNE', entries: otherAllergens, order: 'alphabetical' },
  { code: SPECIALITY_DICTIONARY, entries: specialities, order: 'alphabetical' },
  // ICD-10 keeps the order of its codes (the console searches it by code or name).
  { code: 'ICD10', entries: icd10, order: 'as-written' },
];

/** Every dictionary row in a fixed order; throws on a repeated code, which would make lookups ambiguous. */
export function dictionaryRows(): Row[] {
  const rows: Row[] = [];
  for (const { code: dictionary, entries, order } of dictionaries) {
    const seen = new Set<string>();
    for (const e of entries) {
      if (seen.has(e.code)) throw new Error(`Dictionary ${dictionary} repeats code ${e.code}`);
      seen.add(e.code);
    }
    const sorted = order === 'alphabetical' ? [...entries].sort((a, b) => polishOrder.compare(a.name, b.name)) : entries;
    sorted.forEach((e, i) => {
      rows.push({
        dictionary,
        code: e.code,
        name: e.name,
        description: e.description,
        activeSubstance: e.activeSubstance ?? null,
        searchText: searchTextOf(e.name, e.description),
        position: (i + 1) * 10,
      });
    });
  }
  return rows;
}

const BATCH = 250;

export async function seedDictionaries(db: DbOrTx): Promise<void> {
  const rows = dictionaryRows();
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(dictionaryItems).values(rows.slice(i, i + BATCH));
  }
}
