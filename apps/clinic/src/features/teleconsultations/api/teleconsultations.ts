import { queryOptions } from '@tanstack/react-query';
import type {
  ChatRecord,
  ClinicCaseNote,
  ClinicConsultantAvailability,
  ClinicTeleconsultation,
  ClinicTeleconsultationItem,
  ClinicTeleconsultationPage,
  ClinicTeleconsultationQueue,
  RecordingState,
  TelehealthAccessData,
} from '@portal/contracts';
import { UNPLANNED_STATUS_REFRESH_MS } from '@portal/domain';
import { api, languageHeader, readAnswer } from '@portal/ui/api';
import type { PagedQueryOptions } from '@portal/ui/lists';

const base = '/clinic/teleconsultations';

/** GET /api/clinic/teleconsultations?date — the day's teleconsultations, by start (the read is audited). */
export function dayQuery(date: string): PagedQueryOptions<ClinicTeleconsultationItem> {
  return {
    queryKey: ['clinic', 'teleconsultations', 'day', date],
    fetchPage: (pageIndex) => api<ClinicTeleconsultationPage>(base, { query: { date, pageIndex } }),
  };
}

/** GET /api/clinic/teleconsultations/queue — the unplanned ones waiting, refreshed every 30 s (spec §9). */
export const queueQuery = () =>
  queryOptions({
    queryKey: ['clinic', 'teleconsultations', 'queue'],
    queryFn: () => api<ClinicTeleconsultationQueue>(`${base}/queue`),
    refetchInterval: UNPLANNED_STATUS_REFRESH_MS,
  });

/** GET /api/clinic/teleconsultations/availability — whether she takes unplanned ones now. */
export const availabilityQuery = () =>
  queryOptions({ queryKey: ['clinic', 'teleconsultations', 'availability'], queryFn: () => api<ClinicConsultantAvailability>(`${base}/availability`) });

export const saveAvailability = (available: boolean) => api<ClinicConsultantAvailability>(`${base}/availability`, { method: 'PUT', body: { available } });

/** GET /api/clinic/teleconsultations/{id} — one, with its case (the read is audited). */
export const teleconsultationQuery = (id: number) =>
  queryOptions({ queryKey: ['clinic', 'teleconsultations', 'one', id], queryFn: () => api<ClinicTeleconsultation>(`${base}/${id}`) });

export const takeTeleconsultation = (id: number) => api<ClinicTeleconsultation>(`${base}/${id}/take`, { method: 'POST' });
export const endTeleconsultation = (id: number) => api<ClinicTeleconsultation>(`${base}/${id}/end`, { method: 'POST' });

export const addNote = (caseId: number, text: string, consultationId: number) =>
  api<ClinicCaseNote>(`/clinic/medical-cases/${caseId}/notes`, { method: 'POST', body: { text, consultationId } });
export const updateNote = (caseId: number, noteId: number, text: string) =>
  api<ClinicCaseNote>(`/clinic/medical-cases/${caseId}/notes/${noteId}`, { method: 'PUT', body: { text } });

/** POST /api/clinic/medical-cases/{caseId}/close — her case closed once none of its teleconsultations is still to be held. */
export const closeMedicalCase = (caseId: number) => api<void>(`/clinic/medical-cases/${caseId}/close`, { method: 'POST' });

/** Where an attachment of the teleconsultation's case is downloaded (the read is audited). */
export const attachmentUrl = (teleconsultationId: number, attachmentId: number) => `/api${base}/${teleconsultationId}/attachments/${attachmentId}`;

/** The telehealth module's console routes: the call's access data, the recording, the archive. */
export const accessData = (id: number) => api<TelehealthAccessData>(`${base}/${id}/access-data`);
export const recordingQuery = (id: number) =>
  queryOptions({ queryKey: ['clinic', 'teleconsultations', 'recording', id], queryFn: () => api<RecordingState>(`${base}/${id}/recording`) });
export const chatRecordQuery = (id: number) =>
  queryOptions({ queryKey: ['clinic', 'teleconsultations', 'chat-record', id], queryFn: () => api<ChatRecord>(`${base}/${id}/chat-record`) });
export const streamsRecordUrl = (id: number) => `/api${base}/${id}/streams-record`;

/** One piece of the call's audio, in order (POST …/recording/chunks?seq=N, the raw bytes). */
export async function uploadRecordingChunk(id: number, seq: number, blob: Blob): Promise<RecordingState> {
  const path = `${base}/${id}/recording/chunks`;
  const res = await fetch(`/api${path}?seq=${seq}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-portal-client': '1', 'content-type': 'application/octet-stream', ...languageHeader() },
    body: blob,
  });
  return readAnswer<RecordingState>(res, { method: 'POST', path });
}
export const completeRecording = (id: number) => api<RecordingState>(`${base}/${id}/recording/complete`, { method: 'POST' });
