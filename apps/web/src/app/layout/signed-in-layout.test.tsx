import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, markLanguageSettled } from '../../i18n';
import { queryClient } from '../../shared/query-client';
import { currentAccountQuery } from '../../shared/session/current-account';
import { ok, stubApi } from '../../test/api-stub';
import { demoAccount, seedApplicationSettings } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import type { TopBarLink } from '@portal/contracts';
import { SignedInLayout } from './signed-in-layout';

function renderShell(links: TopBarLink[] = []) {
  stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, messagesModule: false }),
    'GET /api/mpi/accounts/help-settings/e-patient': ok({ helpUrl: 'https://pomoc.example/', contextHelpEnabled: true }),
    'GET /assets/help.json': ok({ '/account': 'PP_ACCOUNT' }),
    'GET /api/mppd/api/links': ok(links),
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

describe('the top bar (issue 28 item 16)', () => {
  const configured: TopBarLink[] = [
    { id: 1, kind: 'H', namePl: 'Pomoc', nameEn: 'Help', nameUk: null, url: 'https://pomoc.portal.example/e-pacjent', sso: false },
    { id: 2, kind: 'O', namePl: 'Regulamin świadczenia usług drogą elektroniczną', nameEn: 'Terms of electronic services', nameUk: null, url: '/regulamin', sso: false },
    { id: 3, kind: 'H', namePl: 'Kontakt z rejestracją', nameEn: 'Contact the registration desk', nameUk: null, url: 'mailto:rejestracja@zdrowieplus.example', sso: false },
  ];

  it('has one help entry, beside the account actions, whose menu holds the portal help and the configured help links; other links are named whole', async () => {
    renderShell(configured);
    const user = userEvent.setup();
    const bar = await screen.findByRole('banner');
    await within(bar).findByRole('link', { name: /^Regulamin świadczenia usług drogą elektroniczną ?\(/ });
    // One help entry in the top bar (and one in the phone menu, which holds the same actions): no "Pomoc" link beside it.
    expect(within(bar).getAllByRole('button', { name: 'Pomoc' })).toHaveLength(1);
    expect(within(bar).queryAllByRole('link', { name: /Pomoc|Kontakt z rejestracją/ })).toHaveLength(0);
    expect(within(screen.getByRole('navigation', { name: 'Menu główne' })).getAllByRole('button', { name: 'Pomoc' })).toHaveLength(1);

    await user.click(within(bar).getByRole('button', { name: 'Pomoc' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Pomoc portalu (otwiera się w nowej karcie)',
      'Pomoc (otwiera się w nowej karcie)',
      'Kontakt z rejestracją (otwiera się w nowej karcie)',
    ]);
    expect(items[0]).toHaveAttribute('href', expect.stringContaining('https://pomoc.example/'));
    expect(items[1]).toHaveAttribute('href', 'https://pomoc.portal.example/e-pacjent');
    expect(items[2]).toHaveAttribute('href', 'mailto:rejestracja@zdrowieplus.example');
    for (const item of items) expect(item).toHaveAttribute('target', '_blank');
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
