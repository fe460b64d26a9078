import { useQuery } from '@tanstack/react-query';
import type { ResultTrend } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { benefitsKeys } from './keys';

/** GET /api/mpi/test-results/mpi-user/{patientId}/trend?code= — one analyte's published values, oldest first. */
export const getTrend = (patientId: number, code: string) => api<ResultTrend>(`/mpi/test-results/mpi-user/${patientId}/trend`, { query: { code } });

export const useTrend = (patientId: number, code: string) =>
  useQuery({ queryKey: [...benefitsKeys.patient(patientId), 'trend', code], queryFn: () => getTrend(patientId, code) });
