import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/ui/api';
import { describe, expect, it, vi } from 'vitest';
import { apiError, noContent, ok, stubApi, unauthorized } from '../test/api-stub';
import { admin, registrar } from '../test/fixtures';
import { renderRoute, testQueryClient } from '../test/render';
import { requireStaff } from './guards';
import { clinicRoutes } from './routes';
import { sendToSignInWhenSessionEnds } from './session-expiry';

const openConsole = (entry: string) => {
  const queryClient = testQueryClient();
  return renderRoute(clinicRoutes(queryClient), { initialEntries: [entry], queryClient });
};

describe('the signed-in guard', () => {
  it('sends a visitor without a session to the sign-in page, keeping the wanted address', async () => {
    stubApi({ 'GET /api/clinic/auth/me': unauthorized() });
    const loader = requireStaff(testQueryClient(), () => false);
    const thrown = await loader({ request: new Request('http://localhost/clinic/identities/5?tab=2'), params: {}, context: undefined } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Fidentities%2F5%3Ftab%3D2');
  });

  it('sends a member who must change the password to that page once it exists', async () => {
    stubApi({ 'GET /api/clinic/auth/me': ok({ ...registrar, mustChangePassword: true }) });
    const request = new Request('http://localhost/clinic/');
    const without = await requireStaff(testQueryClient(), () => false)({ request, params: {}, context: undefined } as never);
    expect(without).toMatchObject({ login: 'rejestracja' });
    const thrown = await requireStaff(testQueryClient(), () => true)({ request, params: {}, context: undefined } as never).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('location')).toBe('/change-password');
  });

  it('shows no menu to a member with a temporary password, so nothing else is asked until she has changed it; then the menu opens', async () => {
    const apiStub = stubApi({
      'GET /api/clinic/auth/me': ok({ ...admin, mustChangePassword: true }),
      'PUT /api/clinic/auth/password': ok({ ...admin, mustChangePassword: false }),
    });
    openConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zmiana hasła' }, { timeout: 5000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu konsoli' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^Obecne hasło/), 'Tymczasowe#Haslo2026');
    await u.type(screen.getByLabelText(/^Nowe hasło/), 'Moje-Nowe#Haslo2026');
    await u.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Moje-Nowe#Haslo2026');
    // Only the member and the change were asked while the password was temporary (no unread count, no dashboard).
    expect(apiStub.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !c.endsWith('/auth/me'))).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulpit' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menu konsoli' })).getByRole('link', { name: 'Pulpit' })).toBeInTheDocument();
  });

  it('shows the sign-in page at / without a session', async () => {
    stubApi();
    openConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie do konsoli kliniki' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Konsola kliniki');
  });

  it('shows the signed-in console: the member, their roles, the menu their roles allow, the dashboard; signs out', async () => {
    const apiStub = stubApi({ 'GET /api/clinic/auth/me': ok(admin), 'POST /api/clinic/auth/sign-out': noContent });
    openConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulpit' })).toBeInTheDocument();
    expect(screen.getByTestId('member-name')).toHaveTextContent('Adam Zieliński');
    expect(screen.getByTestId('member-roles')).toHaveTextContent('administrator');
    const nav = screen.getByRole('navigation', { name: 'Menu konsoli' });
    expect(within(nav).getByRole('link', { name: 'Pulpit' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByText('Nic nie czeka na klinikę.')).toBeInTheDocument();
    apiStub.use({ 'GET /api/clinic/auth/me': unauthorized() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyloguj' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie do konsoli kliniki' })).toBeInTheDocument();
    expect(apiStub.callsTo('POST /api/clinic/auth/sign-out')).toHaveLength(1);
  });
});

describe('an unknown address (issue 28 item 16)', () => {
  it('shows "page not found" in the console with a way back to the dashboard', async () => {
    stubApi({ 'GET /api/clinic/auth/me': ok(admin) });
    openConsole('/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu konsoli' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Wróć do pulpitu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulpit' })).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in first', async () => {
    stubApi({ 'GET /api/clinic/auth/me': unauthorized() });
    openConsole('/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie do konsoli kliniki' })).toBeInTheDocument();
  });
});

describe('a session that ends while a page is open', () => {
  it('sends the member to the sign-in page with a notice on a 401 once the session is gone, but not for the sign-in calls', async () => {
    stubApi({
      'GET /api/clinic/dashboard': unauthorized(),
      'GET /api/clinic/auth/me': unauthorized(),
      'POST /api/clinic/auth/sign-in': apiError(401, 'INVALID_CREDENTIALS', 'Nie'),
    });
    const navigate = vi.fn();
    const queryClient = testQueryClient();
    const stop = sendToSignInWhenSessionEnds(queryClient, navigate);
    try {
      window.history.replaceState(null, '', '/clinic/identities?page=2');
      await api('/clinic/auth/sign-in', { method: 'POST', body: {} }).catch(() => undefined);
      expect(navigate).not.toHaveBeenCalled();
      await api('/clinic/dashboard').catch(() => undefined);
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Fidentities%3Fpage%3D2&expired=1'));
    } finally {
      stop();
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the member in when the 401 was a late answer to a replaced session (after a password change): the pages read again', async () => {
    stubApi({ 'GET /api/clinic/dashboard': unauthorized(), 'GET /api/clinic/auth/me': ok(admin) });
    const navigate = vi.fn();
    const queryClient = testQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = sendToSignInWhenSessionEnds(queryClient, navigate);
    try {
      window.history.replaceState(null, '', '/clinic/messages');
      await api('/clinic/dashboard').catch(() => undefined);
      await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      stop();
      window.history.replaceState(null, '', '/');
    }
  });
});
