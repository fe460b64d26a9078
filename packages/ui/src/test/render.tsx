import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { theme } from '../theme';
import { LocalizedDatesProvider } from '../dates-provider';

/** Shows where the router went (`screen.getByTestId('where')`): the path and the query. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A query cache that asks once: a test decides every answer, so a retry only hides it. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** What an app gives a page: Mantine with the shared theme, the query cache, dates in the interface's language, modals. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <LocalizedDatesProvider>
          <ModalsProvider>{children}</ModalsProvider>
        </LocalizedDatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export interface RenderRouteOptions {
  /** Where the router starts; the first entry is the current one (default '/'). */
  initialEntries?: string[];
  /** For a single element: the route path it answers (default: the first entry's path). */
  path?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a page (an element, or routes) in a memory router with every provider and a `Where` probe on
 * any other path, the API answered by `api` (the app's stub). Each app's `renderRoute` wraps this with
 * its own stub and texts. Returns the testing-library result, the router, the query cache and the stub.
 */
export function renderRouteWith<S>(ui: ReactElement | RouteObject[], api: S, options: RenderRouteOptions = {}) {
  const initialEntries = options.initialEntries ?? ['/'];
  const queryClient = options.queryClient ?? testQueryClient();
  const path = options.path ?? new URL(initialEntries[0], 'http://localhost').pathname;
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path, element: ui }];
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient, api };
}
