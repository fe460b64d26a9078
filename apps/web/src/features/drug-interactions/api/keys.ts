/** Query keys of the module: every key starts with the module's name, so one invalidation reaches them all. */
export const drugInteractionKeys = {
  all: ['drug-interactions'] as const,
  taken: (patientId: number) => [...drugInteractionKeys.all, 'taken', patientId] as const,
  search: (patientId: number, drugName: string, isInternationalName: boolean, pageIndex: number) =>
    [...drugInteractionKeys.all, 'search', patientId, drugName, isInternationalName, pageIndex] as const,
  matrix: (patientId: number, ids: readonly string[]) => [...drugInteractionKeys.all, 'matrix', patientId, ids.join(',')] as const,
};
