import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { loginSettingsLoader } from '../api/login-settings';
import { LoginPage } from './login-page';
import { demoAccount } from '../../../test/fixtures';

type Reply = { status: number; body?: unknown };
const account = demoAccount;
const loginSettings = (mode: 'E_MAIL' | 'LOGIN') => ({
  usernamePromptMode: mode,
  showLinkToCreateAccountForMe: true,
  showLinkToCreateAccountForChild: false,
  showLinkToCreateAccountForWard: true,
  eServiceSignIn: false,
});

/** Answers the SPA's calls from a table; records what was posted. */
function serve(table: Record<string, Reply>) {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/\?.*/, '');
      if (init?.method === 'POST') posted.push({ url: path, body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = table[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404, body: { errorCode: 'NOT_FOUND', message: 'x' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return posted;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage />, loader: loginSettingsLoader },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  // The page shows once its loader has read the login settings.
  await screen.findByRole('heading', { level: 1 });
}

async function signIn(username = 'anna.kowalska@example.com', password = 'Haslo#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Nazwa użytkownika/), username);
  await user.type(screen.getByLabelText(/^Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

afterEach(() => vi.unstubAllGlobals());

const base = { 'GET /api/mpi/accounts/login-settings': { status: 200, body: loginSettings('E_MAIL') } };

describe('LoginPage', () => {
  it('prompts for the e-mail address or the login per the login settings and shows the chosen links', async () => {
    serve(base);
    await renderLogin('/login?service=5&orgUnit=2&other=1');
    await waitFor(() => expect(screen.getByLabelText(/Nazwa użytkownika/)).toHaveAttribute('placeholder', 'Adres e-mail'));
    expect(screen.getByRole('link', { name: 'Załóż konto dla siebie' })).toHaveAttribute('href', '/registration?service=5&orgUnit=2');
    expect(screen.getByRole('link', { name: 'Załóż konto dla podopiecznego' })).toHaveAttribute('href', '/registrationward?service=5&orgUnit=2');
    expect(screen.queryByRole('link', { name: 'Załóż konto dla dziecka' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deklaracja dostępności' })).toBeInTheDocument();
    // No e-service configured: no button that could only fail.
    expect(screen.queryByRole('link', { name: 'Zaloguj przez Profil Zaufany' })).toBeNull();
  });

  it('uses "Login" as the prompt in the other mode', async () => {
    serve({ 'GET /api/mpi/accounts/login-settings': { status: 200, body: loginSettings('LOGIN') } });
    await renderLogin();
    await waitFor(() => expect(screen.getByLabelText(/Nazwa użytkownika/)).toHaveAttribute('placeholder', 'Login'));
  });

  it('asks for both fields before calling the server', async () => {
    const posted = serve(base);
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj login')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows the lock message inline and reports a LOGIN_FAILURE event', async () => {
    const posted = serve({
      ...base,
      'POST /api/mpi/accounts/login': { status: 423, body: { errorCode: 'ACCOUNT_LOCKED', message: 'x' } },
      'POST /api/mpi/accounts/event-log': { status: 204 },
    });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Konto zostało czasowo zablokowane.');
    await waitFor(() =>
      expect(posted).toContainEqual({
        url: '/api/mpi/accounts/event-log',
        body: { eventLogType: 'LOGIN_FAILURE', username: 'anna.kowalska@example.com', description: 'HTTP 423 ACCOUNT_LOCKED' },
      }),
    );
  });

  it('says the attempt failed when the server gives no answer', async () => {
    serve({ ...base, 'POST /api/mpi/accounts/login': { status: 502 } });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Próba logowania nie powiodła się.');
  });

  it('opens the change of password, with the login locked, when the password expired', async () => {
    serve({ ...base, 'POST /api/mpi/accounts/login': { status: 403, body: { errorCode: 'PASSWORD_EXPIRED', message: 'x' } } });
    await renderLogin();
    await signIn('haslo.wygaslo@example.com');
    expect(await screen.findByText('Hasło wygasło i musi zostać zmienione.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana hasła' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('haslo.wygaslo@example.com');
    expect(screen.getByLabelText('Login')).toBeDisabled();
  });

  it('goes to e-mail confirmation with the address from the error', async () => {
    serve({
      ...base,
      'POST /api/mpi/accounts/login': { status: 400, body: { errorCode: 'MUST_CONFIRM_EMAIL', message: 'x', details: { email: 'n@example.com' } } },
    });
    await renderLogin();
    await signIn('niepotwierdzony');
    expect(await screen.findByTestId('where')).toHaveTextContent('/confirmemail?email=n%40example.com');
  });

  it('goes to e-mail confirmation or the merge keeping the booking context and where sign-in leads', async () => {
    serve({
      ...base,
      'POST /api/mpi/accounts/login': { status: 400, body: { errorCode: 'MERGE_ACCOUNT', message: 'x', details: { email: 'm@example.com' } } },
    });
    await renderLogin('/login?service=12&orgUnit=3&returnTo=%2Fallergies');
    await signIn('scalenie');
    expect(await screen.findByTestId('where')).toHaveTextContent('/mergeaccount?email=m%40example.com&service=12&orgUnit=3&returnTo=%2Fallergies');
  });

  it('loads the account after sign-in and returns to the asked page', async () => {
    serve({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
    });
    await renderLogin('/login?returnTo=%2Fallergies%3Fservice%3D5');
    await signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/allergies?service=5');
  });

  it('signs out again when the account cannot be loaded', async () => {
    const posted = serve({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 500 },
      'POST /api/mpi/accounts/logout': { status: 204 },
    });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można załadować konta użytkownika.');
    await waitFor(() => expect(posted.map((p) => p.url)).toContain('/api/mpi/accounts/logout'));
  });
});
