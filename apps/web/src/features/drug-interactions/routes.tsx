import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('drug-interactions')]).then(([m]) => m);

/** Client routes of the drug interactions module (spec part 2 §2); every page loads with its route. */
export const drugInteractionsRoutes: RouteObject[] = [
  {
    path: '/druginteractions',
    lazy: () => withTexts(import('./components/drug-selection-page')).then((m) => ({ Component: m.DrugSelectionPage })),
  },
  {
    path: '/interactions',
    lazy: () => withTexts(import('./components/interactions-page')).then((m) => ({ Component: m.InteractionsPage })),
  },
];
