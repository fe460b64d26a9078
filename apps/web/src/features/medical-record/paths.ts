/** Client paths of the medical register (spec part 1 §2 "Medical register"), built in one place. */
export const benefitsTabs = ['encounters', 'waitinglistentries', 'medicaltestresult', 'clinicaldocuments', 'cdocrequests'] as const;
export type BenefitsTab = (typeof benefitsTabs)[number];
export const benefitsPath = (tab: BenefitsTab | 'questionnaire' | 'agfaresult') => `/benefits/${tab}`;

/** The visit questionnaire's address with the spec's parameters. */
export function questionnairePath(p: { unitSpeciality: string; patientId: number; id: number; questionnaireFulfillments: boolean; visitDate: string }) {
  const q = new URLSearchParams({
    unitSpeciality: p.unitSpeciality,
    patientId: String(p.patientId),
    id: String(p.id),
    questionnaireFulfillments: String(p.questionnaireFulfillments),
    visitDate: p.visitDate,
  });
  return `${benefitsPath('questionnaire')}?${q.toString()}`;
}

export const viewerPath = (agfaUrl: string) => `${benefitsPath('agfaresult')}?${new URLSearchParams({ agfaUrl }).toString()}`;

// ------------------------------------------------------------------------------ downloads (opened in a window)

export const documentFileUrl = (patientId: number, docId: number, part: 'content' | 'archive') =>
  `/api/mpi/clinical-documents/mpi-user/${patientId}/${docId}/${part}`;
export const requestAttachmentUrl = (requestId: number, attachmentId: number) => `/api/mpi/cdoc-requests/mpi-user/${requestId}/attachments/${attachmentId}`;
/** A result's document: its own order's (`order/{id}`), or by the fallback kind (`order/{id}/{type}`). */
export const resultFileUrl = (patientId: number, id: number, part: 'content' | 'archive', type?: 'elementary' | 'main') =>
  `/api/mpi/test-results/mpi-user/${patientId}/order/${id}${type ? `/${type}` : ''}/${part}`;
