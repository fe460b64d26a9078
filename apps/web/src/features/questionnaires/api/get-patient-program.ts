import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUESTIONNAIRE_TENANT_ID, type PatientProgram } from '@portal/contracts';
import { api } from '@portal/ui/api';

export interface ProgramPatient {
  systemRoot: string;
  programId: number;
  accountId: number;
  patientId: number;
}

/**
 * GET /api/mpi/accounts/mpi-user/programs/ — the programme as its invited patient sees it and whether the
 * patient may take part; 404 for an unknown programme and for a link of another account (the same answer).
 */
export const getPatientProgram = (p: ProgramPatient) =>
  api<PatientProgram>('/mpi/accounts/mpi-user/programs/', { query: { tenantId: QUESTIONNAIRE_TENANT_ID, ...p } });

export const patientProgramQuery = (p: ProgramPatient) =>
  queryOptions({
    queryKey: ['programs', p.programId, p.patientId, p.accountId, p.systemRoot],
    queryFn: () => getPatientProgram(p),
  });

export function usePatientProgram(p: ProgramPatient, { enabled }: { enabled: boolean }) {
  return useQuery({ ...patientProgramQuery(p), enabled });
}
