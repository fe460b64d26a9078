import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) => Promise.all([page, loadNamespace('declarations')]).then(([m]) => m);

/**
 * The wizard's {type} segments (domain `declarationRouteTypes`; routes.test.ts holds them equal),
 * written out here because this table sits in the app's entry, which does not carry the domain
 * package. A route per type, so that an unknown type is an address the app does not have (its
 * not-found page); `:step?` is the step (patients, staff, summary).
 */
export const wizardTypeSegments = ['general-practitioner', 'nurse', 'midwife'] as const;

/** Client routes of the declarations module (spec part 2 §2 "Declarations"); every page loads with its route. */
export const declarationsRoutes: RouteObject[] = [
  {
    path: '/declarations',
    lazy: () => withTexts(import('./components/declarations-page')).then((m) => ({ Component: m.DeclarationsPage })),
  },
  {
    path: '/declarations/:id',
    lazy: () => withTexts(import('./components/declaration-details-page')).then((m) => ({ Component: m.DeclarationDetailsPage })),
  },
  {
    path: '/declarations/:id/amms',
    lazy: () => withTexts(import('./components/amms-page')).then((m) => ({ Component: m.AmmsPage })),
  },
  ...wizardTypeSegments.map(
    (segment): RouteObject => ({
      path: `/newdeclaration/${segment}/:step?`,
      lazy: () => withTexts(import('./wizard/wizard-page')).then((m) => ({ Component: m.NewDeclarationPage })),
    }),
  ),
];
