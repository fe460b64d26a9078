import type { Declaration, DeclarationsQuery, Page } from '@portal/contracts';
import type { DeclarationType } from '@portal/domain';
import { api } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';
import { declarationKeys } from './keys';

/** GET /api/declarations/mpi-user/declarations — a page of the declarations, active first, then the newest. */
export const getDeclarations = (query: DeclarationsQuery) => api<Page<Declaration>>('/declarations/mpi-user/declarations', { query });

/** The list's filters (kept in the address by the page). */
export interface DeclarationFilters {
  type: DeclarationType | null;
  onlyActive: boolean;
}

/** One patient's declarations, page by page, for the record kit's list. */
export function declarationsQuery(patientId: number, filters: DeclarationFilters): PagedQueryOptions<Declaration> {
  return {
    queryKey: declarationKeys.list(patientId, filters),
    fetchPage: (pageIndex) => getDeclarations({ patientId, type: filters.type ?? undefined, onlyActive: filters.onlyActive ? 'true' : undefined, pageIndex }),
  };
}
