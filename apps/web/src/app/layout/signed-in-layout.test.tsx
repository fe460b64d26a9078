import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, markLanguageSettled } from '../../i18n';
import { queryClient } from '../../shared/query-client';
import { currentAccountQuery } from '../../shared/session/current-account';
import { ok, stubApi } from '../../test/api-stub';
import { demoAccount, seedApplicationSettings } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { SignedInLayout } from './signed-in-layout';

function renderShell() {
  stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, messagesModule: false }),
    'GET /api/mpi/accounts/help-settings/e-patient': ok({ helpUrl: 'https://pomoc.example/', contextHelpEnabled: true }),
    'GET /assets/help.json': ok({ '/account': 'PP_ACCOUNT' }),
    'GET /api/mppd/api/links': ok([]),
  });
  return renderRoute(
    [
      {
        element: <SignedInLayout />,
        children: [
          { path: '/bookings', element: <h1>Rezerwacje</h1> },
          { path: '/account', element: <h1>Moje konto</h1> },
        ],
      },
    ],
    { initialEntries: ['/bookings'] },
  );
}

afterEach(() => queryClient.clear());

describe('the signed-in shell on a phone', () => {
  it('a burger opens the menu, which holds the top-bar actions too; a chosen page closes it', async () => {
    renderShell();
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: 'Otwórz menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(menu).toHaveAttribute('data-closed', 'true');
    expect(burger).toHaveAttribute('aria-controls', menu.id);

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('data-closed');
    // On a phone the top bar's actions live in the menu.
    expect(within(menu).getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Zmień hasło' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Pomoc/ })).toHaveAttribute('href', expect.stringContaining('https://pomoc.example/'));

    await user.click(await within(menu).findByRole('link', { name: 'Moje konto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-closed', 'true');
  });
});

describe('the language of this session', () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => changeLanguage('pl'));
  });

  it("is not switched in the middle of a wizard by another session's choice; a choice here goes to the account", async () => {
    // Signed in here in Polish; another browser has since switched the account to Ukrainian.
    markLanguageSettled(demoAccount.id);
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'uk' as const }),
      'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, messagesModule: false }),
      'GET /api/mpi/accounts/help-settings/e-patient': ok({ helpUrl: 'https://pomoc.example/', contextHelpEnabled: true }),
      'GET /assets/help.json': ok({}),
      'GET /api/mppd/api/links': ok([]),
      'PUT /api/mpi/accounts/mpi-user/language': { status: 204 },
    });
    const user = userEvent.setup();
    renderRoute([{ element: <SignedInLayout />, children: [{ path: '/bookings/new', element: <h1>Nowa rezerwacja</h1> }] }], {
      initialEntries: ['/bookings/new'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa rezerwacja' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/mpi/accounts/mpi-user')).toBe(true));
    // A fresh read of the account (as a wizard's contact step does) changes nothing either.
    await act(() => queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey }));
    expect(i18n.language).toBe('pl');
    expect(screen.getAllByRole('button', { name: 'Wyloguj' }).length).toBeGreaterThan(0);

    // Chosen here: this session switches, and the account keeps it for its e-mails and other sessions.
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'en' }));
    expect((await screen.findAllByRole('button', { name: 'Sign out' })).length).toBeGreaterThan(0);
  });
});
