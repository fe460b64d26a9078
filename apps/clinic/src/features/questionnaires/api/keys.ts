/** The query keys of the questionnaires' calls: a change refreshes every query under its kind. */
export const questionnaireKeys = {
  all: ['clinic', 'questionnaires'] as const,
  list: () => [...questionnaireKeys.all, 'list'] as const,
  one: (id: number) => [...questionnaireKeys.all, 'one', id] as const,
  assignments: (id: number) => [...questionnaireKeys.all, 'one', id, 'assignments'] as const,
  fulfillments: (id: number) => [...questionnaireKeys.all, 'one', id, 'fulfillments'] as const,
  patient: (patientId: number) => [...questionnaireKeys.all, 'patient', patientId] as const,
  programs: () => ['clinic', 'programs'] as const,
  program: (id: number) => ['clinic', 'programs', 'one', id] as const,
  choices: () => ['clinic', 'questionnaires-choices'] as const,
};
