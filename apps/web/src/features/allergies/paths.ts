/** Client paths of the module (spec part 1 §2), built in one place. */
export const allergiesListPath = (patientId?: number | null) => (patientId ? `/allergies?patientId=${patientId}` : '/allergies');
export const allergyPath = (a: { patientId: number; allergyId: number }) => `/allergy/${a.patientId}/${a.allergyId}`;
export const newAllergyPath = (patientId: number) => `/newAllergy?patientId=${patientId}`;
