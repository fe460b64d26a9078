/** Query keys of the medical register: everything of one patient under `['benefits', patientId]`. */
export const benefitsKeys = {
  all: ['benefits'] as const,
  patient: (patientId: number) => ['benefits', patientId] as const,
};
