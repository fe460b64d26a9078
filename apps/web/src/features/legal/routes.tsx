import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { legalDocuments, legalPaths, type LegalDocument } from '../../shared/legal-paths';

const load = (doc: LegalDocument) => async () => {
  const [{ legalPageComponent }] = await Promise.all([import('./components/legal-page'), loadNamespace('legal')]);
  return { Component: legalPageComponent(doc) };
};

/** The public legal pages, Polish or English by the chosen language; their long texts load with them. */
export const legalRoutes: RouteObject[] = legalDocuments.map((doc) => ({ path: legalPaths[doc], lazy: load(doc) }));
