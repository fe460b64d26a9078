/** Client paths of the module (spec part 2 §2 "Drug interactions": both pages take patientId and selectableDrugs). */
export const DRUG_SELECTION_PATH = '/druginteractions';
export const INTERACTIONS_PATH = '/interactions';
/** The address parameter holding the chosen drugs' register ids, comma-separated, in the order chosen. */
export const SELECTION_PARAM = 'selectableDrugs';

const withSelection = (path: string, patientId: number, ids: readonly string[]) => {
  const params = new URLSearchParams({ patientId: String(patientId) });
  if (ids.length > 0) params.set(SELECTION_PARAM, ids.join(','));
  return `${path}?${params.toString()}`;
};

export const drugSelectionPath = (patientId: number, ids: readonly string[]) => withSelection(DRUG_SELECTION_PATH, patientId, ids);
export const interactionsPath = (patientId: number, ids: readonly string[]) => withSelection(INTERACTIONS_PATH, patientId, ids);

/** The chosen ids as the address holds them: trimmed, without blanks or repeats. */
export const readSelection = (value: string | null): string[] => [...new Set((value ?? '').split(',').map((id) => id.trim()).filter((id) => id.length > 0))];
