/** Client paths of the measurements module (spec part 2 §2 "Measurements"), built in one place. */
export const MEASUREMENTS_PATH = '/measurements';
export const measurementsListPath = (patientId?: number | null) => (patientId ? `${MEASUREMENTS_PATH}?patientId=${patientId}` : MEASUREMENTS_PATH);
/** /newmeasurement (spec: param configMeasurements — the configuration is read by the page itself). */
export const newMeasurementPath = (patientId: number) => `/newmeasurement?patientId=${patientId}`;
/** /measurement with params id and patientId (spec part 2 §2): the edit of one measurement. */
export const measurementPath = (m: { patientId: number; id: number }) => `/measurement?patientId=${m.patientId}&id=${m.id}`;
