import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicPatientCard } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/patients/{patientId}: the patient card (every read is written to the read audit). */
export const getPatientCard = (patientId: number) => api<ClinicPatientCard>(`/clinic/patients/${patientId}`);

export const patientCardQuery = (patientId: number) => queryOptions({ queryKey: ['clinic', 'patients', 'card', patientId], queryFn: () => getPatientCard(patientId) });

export const usePatientCard = (patientId: number) => useQuery(patientCardQuery(patientId));
