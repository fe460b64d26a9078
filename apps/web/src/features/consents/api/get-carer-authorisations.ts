import { queryOptions } from '@tanstack/react-query';
import type { CarerAuthorisation } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/** GET /api/mpi/patient-entries/mpi-user/{patientId}/carer-auth — the patient's carer authorisations, the newest first. */
export const getCarerAuthorisations = (patientId: number) => api<CarerAuthorisation[]>(`/mpi/patient-entries/mpi-user/${patientId}/carer-auth`);

/** The whole list, for the record kit's `wholeList`. */
export const carerAuthorisationsQueryOptions = (patientId: number) =>
  queryOptions({ queryKey: consentKeys.carers(patientId), queryFn: () => getCarerAuthorisations(patientId) });
