import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarerAuthorisation } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/patients/{patientId}/carer-authorisations: the carers she authorised, each with whether it is in force today (the read is audited). */
export const getCarerAuthorisations = (patientId: number) => api<CarerAuthorisation[]>(`/clinic/patients/${patientId}/carer-authorisations`);

export const carerAuthorisationsQuery = (patientId: number) =>
  queryOptions({ queryKey: ['clinic', 'patients', 'carer-authorisations', patientId], queryFn: () => getCarerAuthorisations(patientId) });

export const useCarerAuthorisations = (patientId: number) => useQuery(carerAuthorisationsQuery(patientId));
