import { useQuery } from '@tanstack/react-query';
import { DRUG_SEARCH_PAGE_SIZE, type RegisterDrugPage } from '@portal/contracts';
import { drugQueryReady } from '@portal/domain';
import { api } from '@portal/ui/api';
import { drugInteractionKeys } from './keys';

export interface DrugSearch {
  patientId: number;
  /** As typed; trimmed here. */
  drugName: string;
  isInternationalName: boolean;
  pageIndex: number;
}

/** GET /api/mppd/api/interactions/drugs — a page of 10 register drugs by trade or international name. */
export const searchDrugs = ({ patientId, drugName, isInternationalName, pageIndex }: DrugSearch) =>
  api<RegisterDrugPage>('/mppd/api/interactions/drugs', {
    query: { drugName: drugName.trim(), isInternationalName, patientId, pageIndex, pageSize: DRUG_SEARCH_PAGE_SIZE },
  });

/**
 * Asked only once the trimmed name has 3 characters (spec §5). While another page of the same search
 * loads, the page before stays shown; a new name or switch shows nothing of the old search meanwhile.
 */
export const useDrugSearch = (search: DrugSearch) => {
  const drugName = search.drugName.trim();
  const key = drugInteractionKeys.search(search.patientId, drugName, search.isInternationalName, search.pageIndex);
  return useQuery({
    queryKey: key,
    queryFn: () => searchDrugs({ ...search, drugName }),
    enabled: drugQueryReady(drugName),
    placeholderData: (previous, previousQuery) => (previousQuery && previousQuery.queryKey.slice(0, -1).join('|') === key.slice(0, -1).join('|') ? previous : undefined),
  });
};
