/** The query keys of the declarations' calls. */
export const declarationKeys = {
  all: ['clinic', 'declarations'] as const,
  list: (filters: object) => [...declarationKeys.all, 'list', filters] as const,
  one: (declarationId: number) => [...declarationKeys.all, 'one', declarationId] as const,
  lists: () => [...declarationKeys.all, 'practitioner-lists'] as const,
};
