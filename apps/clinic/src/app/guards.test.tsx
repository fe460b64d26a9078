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
  it('sends the member to the sign-in page with a notice on a 401, but not for the sign-in calls', async () => {
    stubApi({ 'GET /api/clinic/dashboard': unauthorized(), 'POST /api/clinic/auth/sign-in': apiError(401, 'INVALID_CREDENTIALS', 'Nie') });
    const navigate = vi.fn();
    const queryClient = testQueryClient();
    const stop = sendToSignInWhenSessionEnds(queryClient, navigate);
    try {
      window.history.replaceState(null, '', '/clinic/identities?page=2');
      await api('/clinic/auth/sign-in', { method: 'POST', body: {} }).catch(() => undefined);
      expect(navigate).not.toHaveBeenCalled();
      await api('/clinic/dashboard').catch(() => undefined);
      expect(navigate).toHaveBeenCalledWith('/login?next=%2Fidentities%3Fpage%3D2&expired=1');
    } finally {
      stop();
      window.history.replaceState(null, '', '/');
    }
  });
});
