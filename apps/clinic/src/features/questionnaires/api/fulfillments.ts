import type { ClinicFulfillment, Page } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { questionnaireKeys } from './keys';

export interface DayFilter {
  after?: string;
  before?: string;
}

/** GET /api/clinic/questionnaires/{id}/fulfillments: a page of answers, newest first, within clinic days. */
export const getFulfillments = (id: number, range: DayFilter, pageIndex: number) =>
  api<Page<ClinicFulfillment>>(`/clinic/questionnaires/${id}/fulfillments`, { query: { ...range, pageIndex, pageSize: 20 } });

export const useFulfillments = (id: number, range: DayFilter) =>
  usePagedQuery({ queryKey: [...questionnaireKeys.fulfillments(id), range], fetchPage: (pageIndex) => getFulfillments(id, range, pageIndex) });

/** GET /api/clinic/patients/{patientId}/questionnaire-fulfillments: one patient's answers (the read is audited). */
export const getPatientFulfillments = (patientId: number, pageIndex: number) =>
  api<Page<ClinicFulfillment>>(`/clinic/patients/${patientId}/questionnaire-fulfillments`, { query: { pageIndex, pageSize: 20 } });

export const usePatientFulfillments = (patientId: number) =>
  usePagedQuery({ queryKey: questionnaireKeys.patient(patientId), fetchPage: (pageIndex) => getPatientFulfillments(patientId, pageIndex) });
