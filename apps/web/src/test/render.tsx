import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { renderRouteWith, type RenderRouteOptions as BaseOptions } from '@portal/ui/test';
import '../i18n';
import { currentStub, stubApi, type ApiTable } from './api-stub';

export { testQueryClient, TestProviders, Where } from '@portal/ui/test';

export interface RenderRouteOptions extends BaseOptions {
  /** Handlers for this test's API (`stubApi`); without it, the test's stub if it made one, else the defaults. */
  stub?: ApiTable;
}

/**
 * Renders a page (an element, or routes) in a memory router with every provider (`@portal/ui/test`),
 * a `Where` probe on any other path, and the API stubbed. Returns the testing-library result, the
 * router, the query cache and the API stub (its calls).
 */
export function renderRoute(ui: ReactElement | RouteObject[], options: RenderRouteOptions = {}) {
  const api = options.stub ? stubApi(options.stub) : (currentStub() ?? stubApi());
  return renderRouteWith(ui, api, options);
}
