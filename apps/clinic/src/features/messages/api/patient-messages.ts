import type { ClinicMessage, ClinicMessagePage } from '@portal/contracts';
import { MESSAGE_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { messageKeys } from './keys';

/** GET /api/clinic/patients/{patientId}/messages: the patient's correspondence, newest first (each read is audited). */
export const getPatientMessages = (patientId: number, range: { after?: string; before?: string }, pageIndex: number) =>
  api<ClinicMessagePage>(`/clinic/patients/${patientId}/messages`, { query: { ...range, pageIndex, pageSize: MESSAGE_PAGE_SIZE } });

export const usePatientMessages = (patientId: number, range: { after?: string; before?: string }) =>
  usePagedQuery<ClinicMessage>({ queryKey: messageKeys.patientMessages(patientId, range), fetchPage: (pageIndex) => getPatientMessages(patientId, range, pageIndex) });
