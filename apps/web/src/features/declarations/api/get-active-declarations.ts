import { queryOptions } from '@tanstack/react-query';
import type { Declaration } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/declarations/mpi-user/declarationspatient/{patientId} — the patient's active declarations, of every type. */
export const getActiveDeclarations = (patientId: number) => api<Declaration[]>(`/declarations/mpi-user/declarationspatient/${patientId}`);

/** Read afresh when asked (the wizard asks just before it files a new one, to ask before replacing one in force). */
export const activeDeclarationsQueryOptions = (patientId: number) =>
  queryOptions({ queryKey: declarationKeys.activeOfPatient(patientId), queryFn: () => getActiveDeclarations(patientId), staleTime: 0 });
