import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { AllergyDictionaryCode, DictionaryItem, DictionaryItemRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** Spec part 1 §9: dictionary lookups return at most 100 rows, the medication search 200. */
export const dictionaryMaxRows = (code: AllergyDictionaryCode) => (code === 'ALERG_LEK' ? 200 : 100);

/** How long typing must pause before the server is asked. */
export const DICTIONARY_SEARCH_DELAY_MS = 300;

/** POST /api/mpi/allergies/dict — items of one allergy dictionary whose name matches the filter. */
export const searchAllergyDictionary = (request: DictionaryItemRequest) =>
  api<DictionaryItem[]>('/mpi/allergies/dict', { method: 'POST', body: request });

export const allergyDictionaryQueryOptions = (code: AllergyDictionaryCode, nameFilter: string) =>
  queryOptions({
    queryKey: ['allergy-dictionary', code, nameFilter],
    queryFn: () => searchAllergyDictionary({ code, maxRows: dictionaryMaxRows(code), nameFilter }),
    staleTime: 10 * 60_000,
    // While the next answer is on its way the previous items of the same dictionary stay listed;
    // another dictionary's items would mislead, so they are not kept.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === code ? previous : undefined),
  });

/**
 * Items of a dictionary as the user types: the filter is debounced, so a word typed quickly costs one
 * call. `code` null switches the search off (no type chosen yet).
 */
export function useAllergyDictionary(code: AllergyDictionaryCode | null, nameFilter = '') {
  const [debouncedFilter] = useDebouncedValue(nameFilter.trim().slice(0, 100), DICTIONARY_SEARCH_DELAY_MS);
  return useQuery({
    ...allergyDictionaryQueryOptions(code ?? 'RODZAJ_ALERGII', debouncedFilter),
    enabled: code !== null,
  });
}
