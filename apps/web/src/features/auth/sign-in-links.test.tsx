import { screen } from '@testing-library/react';
import type { LoginSettings } from '@portal/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginSettingsLoader } from './api/login-settings';
import { LoginPage } from './components/login-page';
import { stubApi, type ApiStub, type ApiTable } from '../../test/api-stub';
import { demoAccount } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const account = demoAccount;
const settings: LoginSettings = {
  usernamePromptMode: 'E_MAIL',
  showLinkToCreateAccountForMe: false,
  showLinkToCreateAccountForChild: false,
  showLinkToCreateAccountForWard: false,
  eServiceSignIn: true,
};
const GUID = '3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11';
const documentNotice = { status: 200, body: { target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-2026-000417', patientId: 1 } };

async function renderLogin(url: string) {
  renderRoute([{ path: '/login', element: <LoginPage />, loader: loginSettingsLoader }], { initialEntries: [url] });
  await screen.findByRole('heading', { level: 1 });
}

/** What the page posted, in order. */
const posted = (api: ApiStub) => api.calls.filter((c) => c.method === 'POST').map((c) => ({ url: c.path, body: c.body ?? null }));

const base: ApiTable = { 'GET /api/mpi/accounts/login-settings': { status: 200, body: settings }, 'POST /api/mpi/accounts/event-log': { status: 204 } };

describe('/login?ssotoken', () => {
  it('signs in with the token and goes on like a sign-in', async () => {
    const api = stubApi({
      ...base,
      'POST /api/mpi/accounts/login/sso-token': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
    });
    await renderLogin('/login?ssotoken=T-1');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main$/);
    expect(posted(api)).toContainEqual({ url: '/api/mpi/accounts/login/sso-token', body: { token: 'T-1' } });
  });

  it('says so when the token is used, expired or unknown', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login/sso-token': { status: 401, body: { errorCode: 'SSO_TOKEN_INVALID', message: 'x' } },
    });
    await renderLogin('/login?ssotoken=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link logowania jest nieprawidłowy, został już wykorzystany lub wygasł. Zaloguj się ponownie.',
    );
  });

  it('lands where a notification link points after a token sign-in', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login/sso-token': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
      [`GET /api/mpi/accounts/mpi-user/notifications/${GUID}`]: documentNotice,
    });
    await renderLogin(`/login?ssotoken=T-2&nguid=${GUID}`);
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/clinicaldocuments?contextId=DOC-2026-000417');
  });
});

describe('/login?nguid', () => {
  it('goes at once where the notice points when a session is open', async () => {
    stubApi({ ...base, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account }, [`GET /api/mpi/accounts/mpi-user/notifications/${GUID}`]: documentNotice });
    await renderLogin(`/login?nguid=${GUID}`);
    expect(await screen.findByTestId('where')).toHaveTextContent('/benefits/clinicaldocuments?contextId=DOC-2026-000417');
  });

  it('waits for the sign-in without a session, then follows the notice; an unknown one leads to /main', async () => {
    let signedIn = false;
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': () => ((signedIn = true), { status: 200, body: account }),
      'GET /api/mpi/accounts/mpi-user': () => (signedIn ? { status: 200, body: account } : { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } }),
      'GET /api/mpi/accounts/mpi-user/notifications/unknown': () =>
        signedIn ? { status: 404, body: { errorCode: 'NOT_FOUND', message: 'x' } } : { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } },
    });
    await renderLogin('/login?nguid=unknown&returnTo=/allergies');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Nazwa użytkownika/), 'anna.kowalska@example.com');
    await user.type(screen.getByLabelText(/^Hasło/), 'Pacjentka#2026');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main$/);
  });
});

describe('the e-service link', () => {
  it('starts the e-service sign-in with the context and the notification guid', async () => {
    stubApi(base);
    await renderLogin('/login?service=5&orgUnit=2&nguid=g-1&ssotoken=');
    expect(screen.getByRole('link', { name: 'Zaloguj przez Profil Zaufany' })).toHaveAttribute('href', '/api/mpi/epuap/sso?service=5&orgUnit=2&nguid=g-1');
  });
});
