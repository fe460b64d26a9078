import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { loadNamespace } from '../../i18n';

export const loadTexts = () => loadNamespace('account-recovery');

export type Reply = { status: number; body?: unknown };
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server: answers `METHOD /path` (without /api and the query) from the table —
 * a reply, or a function of the call, or a list used one reply per call. Returns the calls made.
 */
export function serve(table: Record<string, Reply | Reply[] | ((call: Call) => Reply)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const entry = table[`${call.method} ${call.path}`];
      const reply: Reply = (typeof entry === 'function' ? entry(call) : Array.isArray(entry) ? entry.shift() : entry) ?? {
        status: 404,
        body: { errorCode: 'NOT_FOUND', message: 'Nie znaleziono żądanego zasobu.' },
      };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const apiError = (status: number, errorCode: string, message = 'Błąd') => ({ status, body: { errorCode, message } });

/** Shows where the router went (for redirects and links out of the page under test). */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export function renderAt(routes: RouteObject[], url: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries: [url] });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}
