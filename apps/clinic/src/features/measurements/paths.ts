/** A patient's measurements in the console, reached from the patient card. */
export const patientMeasurementsPath = (patientId: number) => `/patients/${patientId}/measurements`;
