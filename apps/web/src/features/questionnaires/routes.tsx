import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { programQuestionnaireRoute } from './components/program-questionnaire-page';
import { mainPath, messagesPath, programQuestionnairePattern } from './paths';

const loadTexts = () => Promise.all([loadNamespace('questionnaires'), loadNamespace('ui', 'ui-questionnaire'), loadNamespace('ui', 'ui-forms')]);

/**
 * Client route of the questionnaires (spec part 2 §2): a prevention programme's questionnaire, opened
 * from its invitation; in every installation (no module flag), signed in. The table joins a lazy area
 * of the app (app/signed-in-areas.ts) and loads with it, page included (a dynamic import of the page
 * here would make the bundler split code of the sign-in page's chunk, over its budget). `routeExists`
 * comes from the app, which alone knows whether this build has the messages.
 */
export function questionnairesRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: programQuestionnairePattern,
      lazy: () => loadTexts().then(() => ({ Component: programQuestionnaireRoute(routeExists(messagesPath) ? messagesPath : mainPath) })),
    },
  ];
}
