import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentDocSwitch, SharedDocType, SharedDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/*
 * Sharing a result (RES) or a clinical document (DOC) with the partners of the patient's signed partner
 * consents limited to selected documents (spec part 1 §3 "Clinical document" consentDocShared, part 2
 * §6 "the consent-sharing button depends on a per-patient partner setting", §7, §8; issue 30 item 5).
 */

const sharingKey = (patientId: number) => [...medicalRecordKeys.patient(patientId), 'sharing'] as const;

/** GET /api/mpi/partners/mpi-user/{patientId}/consent-doc-button-enabled — whether her results and documents show the switch. */
export const getConsentDocButton = (patientId: number) => api<{ value: boolean }>(`/mpi/partners/mpi-user/${patientId}/consent-doc-button-enabled`);

/** GET /api/mpi/consents/mpi-user/consentDoc/{patientId}?docType — the documents of the kind she shares now. */
export const getSharedDocuments = (patientId: number, docType: SharedDocType) => api<SharedDocument[]>(`/mpi/consents/mpi-user/consentDoc/${patientId}`, { query: { docType } });

/**
 * POST (share) and PUT (`shared`: on or paused) /api/mpi/consents/mpi-user/consentDoc/{patientId} —
 * the document's state; 409 CONSENT_DOC_NO_CONSENT when no partner would see it.
 */
export const switchSharing = (patientId: number, { shared, ...document }: ConsentDocSwitch) =>
  shared
    ? api<SharedDocument>(`/mpi/consents/mpi-user/consentDoc/${patientId}`, { method: 'POST', body: document })
    : api<SharedDocument>(`/mpi/consents/mpi-user/consentDoc/${patientId}`, { method: 'PUT', body: { ...document, shared } });

/** What a list of results or documents needs to show the switch: whether it is offered, and which are shared. */
export interface DocumentSharing {
  patientId: number;
  docType: SharedDocType;
  /** The switch is offered (the partner setting and a signed consent limited to selected documents) and the shared ones are known. */
  enabled: boolean;
  isShared: (documentId: number) => boolean;
}

/** The switch's state for one patient's results (RES) or documents (DOC); nothing is offered while either read is pending or failed. */
export function useDocumentSharing(patientId: number, docType: SharedDocType): DocumentSharing {
  const button = useQuery({ queryKey: [...sharingKey(patientId), 'button'], queryFn: () => getConsentDocButton(patientId), staleTime: 60_000 });
  const offered = button.data?.value === true;
  const shared = useQuery({ queryKey: [...sharingKey(patientId), docType], queryFn: () => getSharedDocuments(patientId, docType), enabled: offered });
  const ids = new Set((shared.data ?? []).filter((d) => d.shared).map((d) => d.documentId));
  return { patientId, docType, enabled: offered && shared.isSuccess, isShared: (id) => ids.has(id) };
}

export function useSwitchSharing(patientId: number, docType: SharedDocType) {
  const queryClient = useQueryClient();
  const listKey = [...sharingKey(patientId), docType];
  return useMutation({
    mutationFn: (input: { documentId: number; shared: boolean }) => switchSharing(patientId, { ...input, docType }),
    onSuccess: (document) =>
      queryClient.setQueryData<SharedDocument[]>(listKey, (list = []) => [...list.filter((d) => d.documentId !== document.documentId), document]),
    // Refused (no partner would see it any more): the switch's offer and the list are read again.
    onError: () => queryClient.invalidateQueries({ queryKey: sharingKey(patientId) }),
  });
}
