import type { clinicConsentPageSchema, z } from '@portal/contracts';
import type { ConsentStatus } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';

export type ClinicConsent = z.infer<typeof clinicConsentPageSchema>['items'][number];

const PAGE_SIZE = 20;

/** GET /api/clinic/patients/{patientId}/consents: her consents in every state (or one), those not cancelled first, then newest (the read is audited). */
export const getPatientConsents = (patientId: number, consentStatus: ConsentStatus | undefined, pageIndex: number) =>
  api<z.infer<typeof clinicConsentPageSchema>>(`/clinic/patients/${patientId}/consents`, { query: { consentStatus, pageIndex, pageSize: PAGE_SIZE } });

export const usePatientConsents = (patientId: number, consentStatus?: ConsentStatus) =>
  usePagedQuery({
    queryKey: ['clinic', 'patients', 'consents', patientId, consentStatus ?? null],
    fetchPage: (pageIndex) => getPatientConsents(patientId, consentStatus, pageIndex),
  });
