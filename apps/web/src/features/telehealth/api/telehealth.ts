import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CommunicationType, Teleconsultation, TelehealthAccessData, TelehealthConnection, TelehealthState, UnplannedBookingRequest } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** The module's query keys. */
export const telehealthKeys = {
  all: ['telehealth'] as const,
  consultation: (id: number) => [...telehealthKeys.all, 'consultation', id] as const,
};

/** GET /api/amts/consultations/{accountId}/{patientId}/{teleconsultationId} — the teleconsultation the pages run (404 for a stranger's). */
export const teleconsultationQuery = (accountId: number, patientId: number, id: number) =>
  queryOptions({
    queryKey: [...telehealthKeys.consultation(id), accountId, patientId],
    queryFn: () => api<Teleconsultation>(`/amts/consultations/${accountId}/${patientId}/${id}`),
  });

/** POST /api/amts/consultations/{id}/communication-type — the chosen type, saved before moving on (spec §4 step 0). */
export function useSaveCommunicationType() {
  return useMutation({
    mutationFn: ({ id, type }: { id: number; type: CommunicationType }) => api<TelehealthState>(`/amts/consultations/${id}/communication-type`, { method: 'POST', body: { type } }),
  });
}

/** PUT /api/amts/consultations/{id}/{patientId}/status — "ready", every 30 s from the waiting room; 409 outside the start window. */
export const registerReadiness = (id: number, patientId: number) => api<TelehealthState>(`/amts/consultations/${id}/${patientId}/status`, { method: 'PUT' });

/** GET /api/amts/consultations/{id}/{patientId}/access-data — the room, its token and the ICE servers. */
export const fetchAccessData = (id: number, patientId: number) => api<TelehealthAccessData>(`/amts/consultations/${id}/${patientId}/access-data`);

/** POST /api/amts/consultations/{id}/connection — this browser's connection to the room (spec §7). */
export const registerConnection = (id: number, connectionId: string, context: string) =>
  api<TelehealthConnection>(`/amts/consultations/${id}/connection`, { method: 'POST', body: { connectionId, context } });

/** POST /api/amts/consultations/{accountId}/{patientId}/unplanned — registers the "now" booking once the clinician joined (idempotent). */
export const registerUnplanned = (accountId: number, patientId: number, body: UnplannedBookingRequest) =>
  api<Teleconsultation>(`/amts/consultations/${accountId}/${patientId}/unplanned`, { method: 'POST', body });

/**
 * The access data kept for the tab (spec §4: "the session token is fetched if absent"): a reload of the
 * waiting room or the call reuses them until they expire; a refused token (code 1004) drops them.
 */
const accessKey = (id: number) => `telehealth.access.${id}`;
export function storedAccessData(id: number, now = Date.now()): TelehealthAccessData | null {
  try {
    const raw = sessionStorage.getItem(accessKey(id));
    if (!raw) return null;
    const data = JSON.parse(raw) as TelehealthAccessData;
    // A minute's margin: a token about to expire is fetched afresh.
    return Date.parse(data.expiresAt) - 60_000 > now ? data : null;
  } catch {
    return null;
  }
}
export function storeAccessData(id: number, data: TelehealthAccessData | null) {
  try {
    if (data) sessionStorage.setItem(accessKey(id), JSON.stringify(data));
    else sessionStorage.removeItem(accessKey(id));
  } catch {
    // A browser refusing storage fetches the data each time.
  }
}

/** The unplanned booking is registered once per teleconsultation (spec §4), also across a reload. */
const unplannedKey = (id: number) => `telehealth.unplanned.${id}`;
export const unplannedRegistered = (id: number) => {
  try {
    return sessionStorage.getItem(unplannedKey(id)) === '1';
  } catch {
    return false;
  }
};
export const markUnplannedRegistered = (id: number) => {
  try {
    sessionStorage.setItem(unplannedKey(id), '1');
  } catch {
    // Registering twice is harmless: the server's route is idempotent.
  }
};
