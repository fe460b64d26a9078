import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { queryClient } from '../../../shared/query-client';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { EpuapErrorPage, EpuapSuccessPage } from './epuap-pages';
import { demoAccount } from '../../../test/fixtures';

const account = demoAccount;

type Reply = { status: number; body?: unknown };
function serve(table: Record<string, Reply>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const reply = table[key] ?? { status: 404, body: { errorCode: 'NOT_FOUND', message: 'x' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/epuap/success', element: <EpuapSuccessPage /> },
      { path: '/epuap/error', element: <EpuapErrorPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeAll(() => loadNamespace('login', 'epuap'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('EpuapSuccessPage', () => {
  it('loads the account into the cache and goes to /main with the context query', async () => {
    serve({ 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderAt('/epuap/success?service=5&orgUnit=2');
    expect(await screen.findByTestId('where')).toHaveTextContent('/main?service=5&orgUnit=2');
    expect(queryClient.getQueryData(currentAccountQuery.queryKey)).toEqual(account);
  });

  it('goes where the notice points when the sign-in started from a notification link', async () => {
    serve({
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user/notifications/g-1': { status: 200, body: { target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-1', patientId: 1 } },
    });
    renderAt('/epuap/success?nguid=g-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/clinicaldocuments?contextId=DOC-1');
  });

  it('says the account cannot be loaded, ends the session and links to sign-in', async () => {
    const calls = serve({ 'GET /api/mpi/accounts/mpi-user': { status: 500 }, 'POST /api/mpi/accounts/logout': { status: 204 } });
    renderAt('/epuap/success?service=5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można załadować konta użytkownika.');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login?service=5');
    await waitFor(() => expect(calls).toContain('POST /api/mpi/accounts/logout'));
    expect(calls).toContain('POST /api/mpi/accounts/event-log');
  });
});

describe('EpuapErrorPage', () => {
  it('code 3: the account is blocked', async () => {
    renderAt('/epuap/error?code=3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Konto zablokowane. Skontaktuj się z administratorem systemu.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logowanie przez Profil Zaufany nie powiodło się');
    expect(screen.queryByRole('link', { name: /Spróbuj ponownie/ })).toBeNull();
  });

  it('code 2: the sign-in failed; retry and sign-in keep the context and the notice', async () => {
    renderAt('/epuap/error?code=2&service=5&nguid=g-1&evil=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zalogować przez Profil Zaufany.');
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie przez Profil Zaufany' })).toHaveAttribute('href', '/api/mpi/epuap/sso?service=5&nguid=g-1');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login?service=5&nguid=g-1');
  });

  it('shows the sign-in texts for an unknown type and for no code at all', async () => {
    renderAt('/epuap/error?type=Zły');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zalogować przez Profil Zaufany.');
  });
});
