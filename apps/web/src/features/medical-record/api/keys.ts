/** Query keys of the medical register: everything of one patient under `['medical-record', patientId]`. */
export const medicalRecordKeys = {
  all: ['medical-record'] as const,
  patient: (patientId: number) => ['medical-record', patientId] as const,
};
