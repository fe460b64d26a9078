import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { queryClient } from '../../../shared/query-client';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { EpuapErrorPage, EpuapSuccessPage } from './epuap-pages';
import { stubApi } from '../../../test/api-stub';
import { demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';

const account = demoAccount;

function renderAt(url: string) {
  renderRoute(
    [
      { path: '/epuap/success', element: <EpuapSuccessPage /> },
      { path: '/epuap/error', element: <EpuapErrorPage /> },
    ],
    { initialEntries: [url] },
  );
}

beforeAll(() => loadNamespace('login', 'epuap'));
afterEach(() => queryClient.clear());

describe('EpuapSuccessPage', () => {
  it('loads the account into the cache and goes to /main with the context query', async () => {
    stubApi({ 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderAt('/epuap/success?service=5&orgUnit=2');
    expect(await screen.findByTestId('where')).toHaveTextContent('/main?service=5&orgUnit=2');
    expect(queryClient.getQueryData(currentAccountQuery.queryKey)).toEqual(account);
  });

  it('goes where the notice points when the sign-in started from a notification link', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user/notifications/g-1': { status: 200, body: { target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-1', patientId: 1 } },
    });
    renderAt('/epuap/success?nguid=g-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/clinicaldocuments?contextId=DOC-1');
  });

  it('says the account cannot be loaded, ends the session and links to sign-in', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': { status: 500 }, 'POST /api/mpi/accounts/logout': { status: 204 } });
    renderAt('/epuap/success?service=5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można załadować konta użytkownika.');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login?service=5');
    await waitFor(() => expect(api.callsTo('POST /api/mpi/accounts/logout')).not.toEqual([]));
    expect(api.callsTo('POST /api/mpi/accounts/event-log')).not.toEqual([]);
  });

  it('opened without a session says the same, with the way back to sign-in', async () => {
    stubApi({ 'POST /api/mpi/accounts/logout': { status: 204 } });
    renderAt('/epuap/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można załadować konta użytkownika.');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login');
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

  it('type=sign: a signing answer the portal could not match to a request (expired, used) says so, offering no sign-in retry', async () => {
    renderAt('/epuap/error?type=sign&epuapstatus=error&reason=REQUEST_INVALID');
    expect(await screen.findByRole('alert')).toHaveTextContent('Podczas podpisywania dokumentu wystąpił błąd.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Podpisywanie dokumentu nie powiodło się');
    expect(screen.queryByRole('link', { name: /Spróbuj ponownie/ })).toBeNull();
  });

  it('shows the sign-in texts for an unknown type and for no code at all', async () => {
    renderAt('/epuap/error?type=Zły');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zalogować przez Profil Zaufany.');
  });
});
