import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseConsultation,
  ChatRecord,
  FileLimits,
  MedicalCase,
  MedicalCaseAttachmentList,
  MedicalCaseCreate,
  MedicalCaseDetails,
  MedicalCaseList,
  MedicalCaseNote,
} from '@portal/contracts';
import type { DayRange } from '@portal/domain';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useOwnPatient } from '../../../shared/session/own-patient';

/** The spec's addresses name the signed-in account and the patient: /amts/medical-cases/{accountId}/{patientId}. */
const base = (accountId: number, patientId: number) => `/amts/medical-cases/${accountId}/${patientId}`;

/** The module's query keys under one prefix: a change in a case drops what is read of its patient. */
export const medicalCaseKeys = {
  all: ['medical-cases'] as const,
  patient: (patientId: number) => [...medicalCaseKeys.all, 'patient', patientId] as const,
  list: (patientId: number, range: DayRange) => [...medicalCaseKeys.patient(patientId), 'list', range] as const,
  one: (patientId: number, caseId: number) => [...medicalCaseKeys.patient(patientId), 'case', caseId] as const,
  consultations: (patientId: number, caseId: number) => [...medicalCaseKeys.patient(patientId), 'consultations', caseId] as const,
  chat: (patientId: number, consultId: number) => [...medicalCaseKeys.patient(patientId), 'chat', consultId] as const,
};

/**
 * Who asks for whom: the signed-in account's id and the context of the patient (the patient herself, or
 * the account's own record when it acts as a guardian), as the addresses need them; null until known.
 */
export interface CaseAccess {
  accountId: number;
  contextId: number;
}

export function useCaseAccess(patientId: number | null): CaseAccess | null {
  const account = useCurrentAccount();
  const patients = useActablePatients();
  const own = useOwnPatient();
  if (patientId === null || !account.data || !patients.data) return null;
  const relation = patients.data.find((p) => p.id === patientId)?.relation;
  if (relation === 'SELF' || relation === undefined) return { accountId: account.data.id, contextId: patientId };
  return own.data ? { accountId: account.data.id, contextId: own.data.id } : null;
}

/** GET …/{patientContextId}?dateFrom&dateTo — her cases created in the window, newest first. */
export const medicalCasesQuery = (access: CaseAccess | null, patientId: number, range: DayRange) =>
  queryOptions({
    queryKey: medicalCaseKeys.list(patientId, range),
    queryFn: () => api<MedicalCaseList>(`${base(access!.accountId, patientId)}/${access!.contextId}`, { query: { dateFrom: range.after, dateTo: range.before } }).then((l) => l.items),
    enabled: access !== null,
  });

/** GET …/case/{caseId} — the case with its notes and attachments (404 for one not hers). */
export const medicalCaseQuery = (access: CaseAccess | null, patientId: number, caseId: number) =>
  queryOptions({
    queryKey: medicalCaseKeys.one(patientId, caseId),
    queryFn: () => api<MedicalCaseDetails>(`${base(access!.accountId, patientId)}/case/${caseId}`),
    enabled: access !== null,
  });

/** GET …/{caseId}/consultations (the teleconsultation module's) — the case's teleconsultations. */
export const caseConsultationsQuery = (access: CaseAccess | null, patientId: number, caseId: number) =>
  queryOptions({
    queryKey: medicalCaseKeys.consultations(patientId, caseId),
    queryFn: () => api<CaseConsultation[]>(`${base(access!.accountId, patientId)}/${caseId}/consultations`),
    enabled: access !== null,
  });

/** GET /amts/archive/{accountId}/{patientId}/{consultId}/chat-record — a consultation's chat. */
export const chatRecordQuery = (access: CaseAccess, patientId: number, consultId: number) =>
  queryOptions({ queryKey: medicalCaseKeys.chat(patientId, consultId), queryFn: () => api<ChatRecord>(`/amts/archive/${access.accountId}/${patientId}/${consultId}/chat-record`) });

/** The recording of a consultation, played by the page's audio element (the server answers Range requests). */
export const recordingUrl = (access: CaseAccess, patientId: number, consultId: number) => `/api/amts/archive/${access.accountId}/${patientId}/${consultId}/streams-record`;

/** An attachment's bytes, sent as a download. */
export const attachmentUrl = (access: CaseAccess, patientId: number, caseId: number, attachmentId: number) => `/api${base(access.accountId, patientId)}/${caseId}/attachments/${attachmentId}`;

/** GET /api/mpi/accounts/mpi-user/file-settings — the attachments' limits (maxFiles, maxFileSize, fileTypes). */
export const useFileLimits = () =>
  useQuery({ queryKey: ['account', 'file-settings'], queryFn: () => api<{ fileUploadParams: FileLimits }>('/mpi/accounts/mpi-user/file-settings'), staleTime: 5 * 60_000 });

function useDropPatient() {
  const queryClient = useQueryClient();
  return (patientId: number) => queryClient.invalidateQueries({ queryKey: medicalCaseKeys.patient(patientId) });
}

/** POST …/{patientId} — a new case (201). */
export function useCreateCase() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ access, patientId, input }: { access: CaseAccess; patientId: number; input: MedicalCaseCreate }) => api<MedicalCase>(base(access.accountId, patientId), { method: 'POST', body: input }),
    onSuccess: (_c, { patientId }) => drop(patientId),
  });
}

/** POST …/{caseId}/notes — a note (201). */
export function useAddNote() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ access, patientId, caseId, text }: { access: CaseAccess; patientId: number; caseId: number; text: string }) =>
      api<MedicalCaseNote>(`${base(access.accountId, patientId)}/${caseId}/notes`, { method: 'POST', body: { text } }),
    onSuccess: (_n, { patientId }) => drop(patientId),
  });
}

/** PUT …/notes — her own note changed. */
export function useUpdateNote() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ access, patientId, noteId, text }: { access: CaseAccess; patientId: number; noteId: number; text: string }) =>
      api<MedicalCaseNote>(`${base(access.accountId, patientId)}/notes`, { method: 'PUT', body: { noteId, text } }),
    onSuccess: (_n, { patientId }) => drop(patientId),
  });
}

/** POST …/{caseId}/attachments — files added (multipart). */
export function useAddAttachments() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ access, patientId, caseId, files }: { access: CaseAccess; patientId: number; caseId: number; files: File[] }) =>
      uploadFiles<MedicalCaseAttachmentList>(`${base(access.accountId, patientId)}/${caseId}/attachments`, files),
    onSuccess: (_a, { patientId }) => drop(patientId),
  });
}

/** DELETE …/{caseId}/attachments/{attachmentId} — 204. */
export function useRemoveAttachment() {
  const drop = useDropPatient();
  return useMutation({
    mutationFn: ({ access, patientId, caseId, attachmentId }: { access: CaseAccess; patientId: number; caseId: number; attachmentId: number }) =>
      api<void>(`${base(access.accountId, patientId)}/${caseId}/attachments/${attachmentId}`, { method: 'DELETE' }),
    onSuccess: (_v, { patientId }) => drop(patientId),
  });
}
