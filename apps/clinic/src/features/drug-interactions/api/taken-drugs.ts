import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DRUG_QUERY_MIN_LENGTH, type ClinicTakenDrug, type ClinicTakenDrugInput, type RegisterDrugPage } from '@portal/contracts';
import { api } from '@portal/ui/api';

export const takenDrugKeys = {
  all: ['clinic', 'taken-drugs'] as const,
  patient: (patientId: number) => [...takenDrugKeys.all, 'patient', patientId] as const,
  search: (drugName: string, international: boolean) => [...takenDrugKeys.all, 'search', drugName, international] as const,
};

/** GET /api/clinic/patients/{patientId}/taken-drugs — the clinic's record, newest first (the read is audited). */
export const useTakenDrugs = (patientId: number) =>
  useQuery({ queryKey: takenDrugKeys.patient(patientId), queryFn: () => api<ClinicTakenDrug[]>(`/clinic/patients/${patientId}/taken-drugs`) });

/** GET /api/clinic/drugs — the register searched once the settled text has 3 characters; the last answer kept while the next loads. */
export const useDrugSearch = (drugName: string, international: boolean) =>
  useQuery({
    queryKey: takenDrugKeys.search(drugName, international),
    queryFn: () => api<RegisterDrugPage>('/clinic/drugs', { query: { drugName, isInternationalName: international, pageIndex: 0 } }),
    enabled: drugName.length >= DRUG_QUERY_MIN_LENGTH,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** POST /api/clinic/patients/{patientId}/taken-drugs — a package of the register recorded as taken. */
export function useRecordTakenDrug(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClinicTakenDrugInput) => api<ClinicTakenDrug>(`/clinic/patients/${patientId}/taken-drugs`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: takenDrugKeys.patient(patientId) }),
  });
}

/** DELETE /api/clinic/patients/{patientId}/taken-drugs/{takenDrugId} — the patient no longer takes it. */
export function useRemoveTakenDrug(patientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (takenDrugId: number) => api<void>(`/clinic/patients/${patientId}/taken-drugs/${takenDrugId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: takenDrugKeys.patient(patientId) }),
  });
}
