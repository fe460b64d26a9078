/** The editions of the drug register and of the interaction data (administrators). */
export const DRUG_EDITIONS_PATH = '/drug-editions';
