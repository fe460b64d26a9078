/** Client paths of the telehealth pages (spec part 2 §2 "Teleconsultation and telehealth"). */
export const TELEHEALTH_PATH = '/telehealth';
export const telehealthSteps = ['teleconsultationtype', 'telewaitingroom', 'teleconsultation'] as const;
export type TelehealthStep = (typeof telehealthSteps)[number];

/** The page of a step, keeping the address's parameters (teleconsultationId, patientId, isUnplanned, medicalCaseId…). */
export const telehealthStepPath = (step: TelehealthStep, search: string) => `${TELEHEALTH_PATH}/${step}${search.startsWith('?') || !search ? search : `?${search}`}`;

/** The bookings list, where teleconsultations stand beside visits (another module's page). */
export const BOOKINGS_PATH = '/bookings';
/** A medical case's page (the medical cases module's), where the consultation's archive is. */
export const medicalCasePath = (patientId: number, caseId: number) => `/medicalcase?caseId=${caseId}&patientId=${patientId}`;
