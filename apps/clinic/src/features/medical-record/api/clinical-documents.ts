import type { ClinicClinicalDocument, Page } from '@portal/contracts';
import { RECORDS_PAGE_SIZE } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { recordKeys } from './keys';

/** GET /api/clinic/patients/{patientId}/clinical-documents: every document of the patient, published or not, newest first (audited). */
export const getClinicalDocuments = (patientId: number, pageIndex: number) =>
  api<Page<ClinicClinicalDocument>>(`/clinic/patients/${patientId}/clinical-documents`, { query: { pageIndex, pageSize: RECORDS_PAGE_SIZE } });

export const useClinicalDocuments = (patientId: number) =>
  usePagedQuery<ClinicClinicalDocument>({ queryKey: recordKeys.documents(patientId), fetchPage: (pageIndex) => getClinicalDocuments(patientId, pageIndex) });
