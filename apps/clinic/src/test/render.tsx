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

/** Renders a page (an element, or routes) with every provider, a `Where` probe on other paths and the API stubbed. */
export function renderRoute(ui: ReactElement | RouteObject[], options: RenderRouteOptions = {}) {
  const api = options.stub ? stubApi(options.stub) : (currentStub() ?? stubApi());
  return renderRouteWith(ui, api, options);
}
