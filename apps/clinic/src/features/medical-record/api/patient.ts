import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicPatientCard } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/patients/{patientId}: who the register belongs to (name and PESEL of the heading; the read is audited). */
export const getRecordPatient = (patientId: number) => api<ClinicPatientCard>(`/clinic/patients/${patientId}`);

export const recordPatientQuery = (patientId: number) =>
  queryOptions({ queryKey: ['clinic', 'patients', 'card', patientId], queryFn: () => getRecordPatient(patientId), staleTime: 60_000 });
export const useRecordPatient = (patientId: number) => useQuery(recordPatientQuery(patientId));
