import { useQuery } from '@tanstack/react-query';
import type { ResultTrend } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

/** GET /api/mpi/test-results/mpi-user/{patientId}/trend?code= — one analyte's published values, oldest first. */
export const getTrend = (patientId: number, code: string) => api<ResultTrend>(`/mpi/test-results/mpi-user/${patientId}/trend`, { query: { code } });

export const useTrend = (patientId: number, code: string) =>
  useQuery({ queryKey: [...medicalRecordKeys.patient(patientId), 'trend', code], queryFn: () => getTrend(patientId, code) });
