/** The editions of the drug register and of the interaction data (administrators). */
export const DRUG_EDITIONS_PATH = '/drug-editions';
/** A patient's medicines taken as the clinic records them, reached from the patient card. */
export const patientTakenDrugsPath = (patientId: number) => `/patients/${patientId}/taken-drugs`;
