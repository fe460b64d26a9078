import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { DECLARATIONS_PATH, LISTS_PATH } from './paths';

/** With the paged list's texts ("Pokaż więcej"). */
const texts = () => Promise.all([loadNamespace('declarations', 'declarations'), loadNamespace('ui', 'ui-signed-in')]);

/** The declarations queue and register, the practitioners' lists and one declaration (registration and administrators). */
export const declarationRoutes: RouteObject[] = [
  { path: DECLARATIONS_PATH, lazy: () => Promise.all([import('./components/declarations-page'), texts()]).then(([m]) => ({ Component: m.DeclarationsPage })) },
  { path: LISTS_PATH, lazy: () => Promise.all([import('./components/lists-page'), texts()]).then(([m]) => ({ Component: m.ListsPage })) },
  { path: `${DECLARATIONS_PATH}/:declarationId`, lazy: () => Promise.all([import('./components/declaration-page'), texts()]).then(([m]) => ({ Component: m.DeclarationPage })) },
];
