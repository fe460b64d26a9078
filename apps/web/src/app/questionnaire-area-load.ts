/**
 * Loads the questionnaire area (questionnaire-area.ts) in two steps: the sign-in page's chunk names only
 * this small module, while the list of chunks the area needs sits here, not in that chunk.
 */
export const loadQuestionnaireArea = (routeExists: (path: string) => boolean) => import('./questionnaire-area').then((m) => m.questionnaireAreaRoutes(routeExists));
