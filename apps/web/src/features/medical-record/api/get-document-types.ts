import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicalDocumentType } from './types';
import { api } from '@portal/ui/api';

/** GET /api/mpi/clinical-documents/types — the dictionary of document types (the filter). */
export const documentTypesQuery = queryOptions({
  queryKey: ['benefits-dictionary', 'document-types'],
  queryFn: () => api<ClinicalDocumentType[]>('/mpi/clinical-documents/types'),
  staleTime: 30 * 60_000,
});
export const useDocumentTypes = () => useQuery(documentTypesQuery);
