import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { mainPath, messagesPath, programQuestionnairePattern } from './paths';

/**
 * Client route of the questionnaires (spec part 2 §2): a prevention programme's questionnaire, opened
 * from its invitation; in every installation (no module flag), signed in, loaded with its first visit.
 * `routeExists` comes from the app, which alone knows whether this build has the messages.
 */
export function questionnairesRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: programQuestionnairePattern,
      lazy: () =>
        Promise.all([
          import('./components/program-questionnaire-page'),
          loadNamespace('questionnaires'),
          loadNamespace('ui', 'ui-questionnaire'),
          loadNamespace('ui', 'ui-forms'),
        ]).then(([m]) => {
          const done = routeExists(messagesPath) ? messagesPath : mainPath;
          return { Component: () => <m.ProgramQuestionnairePage done={done} /> };
        }),
    },
  ];
}
