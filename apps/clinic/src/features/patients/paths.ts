/** The patient search (?q= keeps the query in the address, so going back shows the same results). */
export const PATIENTS_PATH = '/patients';
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** The patient's questionnaires (a page of the questionnaires feature, named here by its address only). */
export const patientQuestionnairesPath = (patientId: number) => `/patients/${patientId}/questionnaires`;
/** The patient's correspondence and a new message to the patient (the messages feature's pages, named here by their addresses only). */
export const patientMessagesPath = (patientId: number) => `/patients/${patientId}/messages`;
export const newMessageToPatientPath = (patientId: number) => `/messages/new?patientId=${patientId}`;
/** The patient's POZ declarations (the declarations feature's list, named here by its address only). */
export const patientDeclarationsPath = (patientId: number) => `/declarations?patientId=${patientId}`;
/** The patient's medical register (the medical-record feature's page, named here by its address only). */
export const patientRecordPath = (patientId: number) => `/patients/${patientId}/record`;
/** The patient's measurements (the measurements feature's page, named here by its address only). */
export const patientMeasurementsPath = (patientId: number) => `/patients/${patientId}/measurements`;
/** The medicines the clinic records as taken by the patient (the drug-interactions feature's page, named here by its address only). */
export const patientTakenDrugsPath = (patientId: number) => `/patients/${patientId}/taken-drugs`;
/** The patient's consents and her carers' authorisations (the desk's and the administrator's). */
export const patientConsentsPath = (patientId: number) => `/patients/${patientId}/consents`;
/** The identities waiting for the clinic, and the review of one. */
export const IDENTITIES_PATH = '/identities';
export const identityReviewPath = (patientId: number) => `/identities/${patientId}`;
/** A file handed in with the record, as the browser shows it (the read is audited on the server). */
export const attachmentUrl = (patientId: number, fileId: number) => `/api/clinic/patients/${patientId}/attachments/${fileId}`;

/** The bookings feature's page of a patient: her bookings and the online-booking lock (named by its address only). */
export const patientBookingsPath = (patientId: number) => `/bookings/patients/${patientId}`;
