import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { programQuestionnaireRoute } from './components/program-questionnaire-page';
import { mainPath, messagesPath, programQuestionnairePattern } from './paths';

const loadTexts = () => Promise.all([loadNamespace('questionnaires'), loadNamespace('ui', 'ui-questionnaire'), loadNamespace('ui', 'ui-forms')]);

/**
 * Client route of the questionnaires (spec part 2 §2): a prevention programme's questionnaire, opened
 * from its invitation; in every installation (no module flag), signed in. This table is a lazy area of
 * the app (app/modules.ts): it loads, page included, with the first visit, so the page is imported here
 * directly — a second dynamic import below the area's would make the bundler split modules the sign-in
 * page shares with it into chunks of their own, which that page would pay for. `routeExists` comes
 * from the app, which alone knows whether this build has the messages.
 */
export function questionnairesRoutes(routeExists: (path: string) => boolean): RouteObject[] {
  return [
    {
      path: programQuestionnairePattern,
      lazy: () => loadTexts().then(() => ({ Component: programQuestionnaireRoute(routeExists(messagesPath) ? messagesPath : mainPath) })),
    },
  ];
}
