/** Client paths of the medical cases (spec part 2 §2 "Teleconsultation and telehealth"; issue 32), built in one place. */
export const MEDICAL_CASES_PATH = '/medicalcases';
export const medicalCasesPath = (patientId?: number | null) => (patientId ? `${MEDICAL_CASES_PATH}?patientId=${patientId}` : MEDICAL_CASES_PATH);
/** /medicalcase with params caseId and patientId: one case with its notes, attachments and consultations. */
export const medicalCasePath = (c: { patientId: number; caseId: number }) => `/medicalcase?caseId=${c.caseId}&patientId=${c.patientId}`;
