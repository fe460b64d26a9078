/** The day's teleconsultations, the queue and her availability. */
export const TELECONSULTATIONS_PATH = '/teleconsultations';
/** One teleconsultation: the case, the call, the archive. */
export const teleconsultationPath = (id: number) => `/teleconsultations/${id}`;
/** The patient's card, one click from a teleconsultation. */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
