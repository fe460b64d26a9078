import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSettingsLoader } from '../api/login-settings';
import { LoginPage } from './login-page';
import { ok, stubApi, type ApiStub, type ApiTable } from '../../../test/api-stub';
import { demoAccount, seedApplicationSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';

const account = demoAccount;
const loginSettings = (mode: 'E_MAIL' | 'LOGIN') => ({
  usernamePromptMode: mode,
  showLinkToCreateAccountForMe: true,
  showLinkToCreateAccountForChild: false,
  showLinkToCreateAccountForWard: true,
  eServiceSignIn: false,
});

/** What the page posted, in order. */
const posted = (api: ApiStub) => api.calls.filter((c) => c.method === 'POST').map((c) => ({ url: c.path, body: c.body ?? null }));

async function renderLogin(url = '/login') {
  renderRoute([{ path: '/login', element: <LoginPage />, loader: loginSettingsLoader }], { initialEntries: [url] });
  // The page shows once its loader has read the login settings.
  await screen.findByRole('heading', { level: 1 });
}

async function signIn(username = 'anna.kowalska@example.com', password = 'Haslo#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Nazwa użytkownika/), username);
  await user.type(screen.getByLabelText(/^Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

const base: ApiTable = { 'GET /api/mpi/accounts/login-settings': ok(loginSettings('E_MAIL')) };

afterEach(() => vi.restoreAllMocks());

describe('LoginPage', () => {
  it('prompts for the e-mail address or the login per the login settings and shows the chosen links', async () => {
    stubApi(base);
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
    stubApi({ 'GET /api/mpi/accounts/login-settings': { status: 200, body: loginSettings('LOGIN') } });
    await renderLogin();
    await waitFor(() => expect(screen.getByLabelText(/Nazwa użytkownika/)).toHaveAttribute('placeholder', 'Login'));
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubApi(base);
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj login')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło')).toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it('shows the lock message inline, for how long, and leaves the LOGIN_FAILURE event to the server that wrote it', async () => {
    const api = stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 423, body: { errorCode: 'ACCOUNT_LOCKED', message: 'x', details: { lockMinutes: '3' } } },
      'POST /api/mpi/accounts/event-log': { status: 204 },
    });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Konto zostało czasowo zablokowane. Spróbuj ponownie za 3 minuty.');
    expect(posted(api).filter((p) => p.url === '/api/mpi/accounts/event-log')).toEqual([]);
  });

  it('says the attempt failed when the server gives no answer, and reports that LOGIN_FAILURE itself', async () => {
    const api = stubApi({ ...base, 'POST /api/mpi/accounts/login': { status: 502 }, 'POST /api/mpi/accounts/event-log': { status: 204 } });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Próba logowania nie powiodła się.');
    await waitFor(() =>
      expect(posted(api)).toContainEqual({
        url: '/api/mpi/accounts/event-log',
        body: { eventLogType: 'LOGIN_FAILURE', username: 'anna.kowalska@example.com', description: 'HTTP 502' },
      }),
    );
  });

  it('tells a blocked and a temporarily blocked account, inline, to contact the administrator', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': [
        { status: 403, body: { errorCode: 'USER_BLOCKED', message: 'x' } },
        { status: 403, body: { errorCode: 'TEMPORARY_BLOCKED', message: 'x' } },
      ],
    });
    await renderLogin();
    await signIn('zablokowany@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Konto zablokowane\. Skontaktuj się z administratorem systemu\.$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Konto zablokowane. Skontaktuj się z administratorem systemu. Blokada jest czasowa.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a password that must change: the dialog checks the new one, then the change signs in and goes on to the hub', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 403, body: { errorCode: 'MUST_CHANGE_PASSWORD', message: 'x' } },
      'POST /api/mpi/accounts/password-change': ok(account),
    });
    await renderLogin();
    await signIn('zmiana.hasla@example.com', 'Stare-Haslo#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hasło musi zostać zmienione.');
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana hasła' });
    expect(within(dialog).getByLabelText('Login')).toHaveValue('zmiana.hasla@example.com');

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Obecne hasło/), 'Stare-Haslo#2026');
    await user.type(within(dialog).getByLabelText(/^Nowe hasło/), 'krótkie');
    await user.type(within(dialog).getByLabelText(/^Powtórz nowe hasło/), 'inne');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(dialog).findByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
    expect(within(dialog).getByText('Hasła nie są identyczne')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mpi/accounts/password-change')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Nowe hasło/));
    await user.type(within(dialog).getByLabelText(/^Nowe hasło/), 'Nowe-Haslo#2026-zmiana');
    await user.clear(within(dialog).getByLabelText(/^Powtórz nowe hasło/));
    await user.type(within(dialog).getByLabelText(/^Powtórz nowe hasło/), 'Nowe-Haslo#2026-zmiana');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main$/);
    expect(api.callsTo('POST /api/mpi/accounts/password-change')[0].body).toEqual({
      username: 'zmiana.hasla@example.com',
      oldPassword: 'Stare-Haslo#2026',
      newPassword: 'Nowe-Haslo#2026-zmiana',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Hasło zostało poprawnie zmienione.'));
  });

  it('opens the change of password, with the login locked, when the password expired', async () => {
    stubApi({ ...base, 'POST /api/mpi/accounts/login': { status: 403, body: { errorCode: 'PASSWORD_EXPIRED', message: 'x' } } });
    await renderLogin();
    await signIn('haslo.wygaslo@example.com');
    expect(await screen.findByText('Hasło wygasło i musi zostać zmienione.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana hasła' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('haslo.wygaslo@example.com');
    expect(screen.getByLabelText('Login')).toBeDisabled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zmiana hasła' })).toBeNull());
  });

  it('goes to e-mail confirmation with the address from the error', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 400, body: { errorCode: 'MUST_CONFIRM_EMAIL', message: 'x', details: { email: 'n@example.com' } } },
    });
    await renderLogin();
    await signIn('niepotwierdzony');
    expect(await screen.findByTestId('where')).toHaveTextContent('/confirmemail?email=n%40example.com');
  });

  it('goes to e-mail confirmation or the merge keeping the booking context and where sign-in leads', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 400, body: { errorCode: 'MERGE_ACCOUNT', message: 'x', details: { email: 'm@example.com' } } },
    });
    await renderLogin('/login?service=12&orgUnit=3&returnTo=%2Fallergies');
    await signIn('scalenie');
    expect(await screen.findByTestId('where')).toHaveTextContent('/mergeaccount?email=m%40example.com&service=12&orgUnit=3&returnTo=%2Fallergies');
  });

  it('loads the account after sign-in and returns to the asked page', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
    });
    await renderLogin('/login?returnTo=%2Fallergies%3Fservice%3D5');
    await signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/allergies?service=5');
  });

  it('goes through the messages to confirm while the messages module is on, with the context and the asked page', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, messagesModule: true }),
    });
    await renderLogin('/login?service=5&returnTo=%2Fallergies');
    await signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages-to-confirm?service=5&returnTo=%2Fallergies');
  });

  it('lets a notice’s page win over the messages to confirm', async () => {
    stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 200, body: account },
      // No session on arrival; after sign-in the notice names its message.
      'GET /api/mpi/accounts/mpi-user/notifications/:guid': [{ status: 401 }, ok({ target: 'MESSAGES' as const, contextId: '42', patientId: null })],
      'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, messagesModule: true }),
    });
    await renderLogin('/login?nguid=0b7e');
    await signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages/42');
  });

  it('signs out again when the account cannot be loaded', async () => {
    const api = stubApi({
      ...base,
      'POST /api/mpi/accounts/login': { status: 200, body: account },
      'GET /api/mpi/accounts/mpi-user': { status: 500 },
      'POST /api/mpi/accounts/logout': { status: 204 },
    });
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można załadować konta użytkownika.');
    await waitFor(() => expect(posted(api).map((p) => p.url)).toContain('/api/mpi/accounts/logout'));
  });
});
