/** Client paths of the consents module (spec part 2 §2 "Consents"), built in one place. */
export const CONSENTS_PATH = '/consents';
export const NEW_CONSENT_PATH = '/newconsent';
export const consentsListPath = (patientId?: number | null) => (patientId ? `${CONSENTS_PATH}?patientId=${patientId}` : CONSENTS_PATH);
export const consentPath = (id: number) => `${CONSENTS_PATH}/${id}`;

/**
 * What a new consent is (the page's `?kind=`): one of the clinic's consent types of the settings (CDPM,
 * CTEL, CINF, CDOC), a partner consent (CPAR) or a carer authorisation (CARER).
 */
export const KIND_PARAM = 'kind';
export const CARER_KIND = 'CARER';

/** /newconsent?patientId&kind — deep links and reloads keep the patient and the kind chosen. */
export function newConsentPath(choice: { patientId?: number | null; kind?: string | null } = {}) {
  const q = new URLSearchParams();
  if (choice.patientId) q.set('patientId', String(choice.patientId));
  if (choice.kind) q.set(KIND_PARAM, choice.kind);
  const query = q.toString();
  return `${NEW_CONSENT_PATH}${query ? `?${query}` : ''}`;
}

// API paths of the printout and the signed file (`openPrintout` adds /api).
/** The consent's printout (GET /api/mpi/consents/mpi-user/{id}/printout). */
export const consentPrintoutPath = (id: number) => `/mpi/consents/mpi-user/${id}/printout`;
/** The signed document as the e-service returned it, a download (GET /api/mpi/consents/mpi-user/{id}/ePUAPSignURL). */
export const signedConsentFilePath = (id: number) => `/api/mpi/consents/mpi-user/${id}/ePUAPSignURL`;
