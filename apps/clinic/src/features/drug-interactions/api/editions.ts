import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrugEdition, DrugEditionKind, DrugEditionPage } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { usePagedQuery } from '@portal/ui/lists';

export const EDITIONS_PAGE_SIZE = 20;

export const editionKeys = {
  all: ['clinic', 'drug-editions'] as const,
  list: (kind: DrugEditionKind | null) => [...editionKeys.all, 'list', kind] as const,
};

/** GET /api/clinic/drug-editions — the editions, newest first, of one kind or both. */
export const useEditions = (kind: DrugEditionKind | null) =>
  usePagedQuery<DrugEdition>({
    queryKey: editionKeys.list(kind),
    fetchPage: (pageIndex) => api<DrugEditionPage>('/clinic/drug-editions', { query: { kind: kind ?? undefined, pageIndex, pageSize: EDITIONS_PAGE_SIZE } }),
  });

/** POST /api/clinic/drug-editions (multipart: `kind`, then `file`) — a new draft with its changes against the published edition. */
export function useUploadEdition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DrugEditionKind; file: File }) => uploadFiles<DrugEdition>('/clinic/drug-editions', [file], { field: 'file', fields: { kind } }),
    onSuccess: () => client.invalidateQueries({ queryKey: editionKeys.all }),
  });
}

/** POST /api/clinic/drug-editions/{id}/publish — the draft becomes the edition in force. */
export function usePublishEdition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (editionId: number) => api<DrugEdition>(`/clinic/drug-editions/${editionId}/publish`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: editionKeys.all }),
  });
}

/** DELETE /api/clinic/drug-editions/{id} — a draft discarded. */
export function useDiscardEdition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (editionId: number) => api<void>(`/clinic/drug-editions/${editionId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: editionKeys.all }),
  });
}
