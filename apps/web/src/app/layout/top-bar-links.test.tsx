import { MantineProvider } from '@mantine/core';
import type { TopBarLink } from '@portal/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { changeLanguage } from '../../i18n';
import { TopBarLinks, topBarLinkName } from './top-bar-links';

const links: TopBarLink[] = [
  { id: 1, kind: 'O', namePl: 'Strona przychodni', nameEn: 'Clinic website', nameUk: null, url: 'https://zdrowieplus.example', sso: false },
  {
    id: 2,
    kind: 'H',
    namePl: 'Instrukcja korzystania z portalu pacjenta',
    nameEn: 'Patient portal user guide and FAQ',
    nameUk: 'Довідка порталу пацієнта',
    url: 'https://zdrowieplus.example/pomoc',
    sso: false,
  },
];

const rules: TopBarLink = { id: 4, kind: 'O', namePl: 'Regulamin świadczenia usług drogą elektroniczną', nameEn: 'Terms of electronic services', nameUk: null, url: '/regulamin', sso: false };

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => changeLanguage('pl'));
});

describe('topBarLinkName', () => {
  it('uses the reader\'s name (Polish, English, Ukrainian), whole however long (issue 28 item 16: the row wraps, no name is cut)', () => {
    expect(topBarLinkName(links[0], 'pl')).toBe('Strona przychodni');
    expect(topBarLinkName(links[0], 'en')).toBe('Clinic website');
    expect(topBarLinkName(links[1], 'pl')).toBe('Instrukcja korzystania z portalu pacjenta');
    expect(topBarLinkName(links[1], 'en')).toBe('Patient portal user guide and FAQ');
    // Ukrainian: the clinic's Ukrainian name, else English, never Polish.
    expect(topBarLinkName(links[1], 'uk')).toBe('Довідка порталу пацієнта');
    expect(topBarLinkName(links[0], 'uk')).toBe('Clinic website');
  });

  it('falls back to the other language when one name is empty', () => {
    expect(topBarLinkName({ ...links[0], nameEn: '' }, 'en')).toBe('Strona przychodni');
    expect(topBarLinkName({ ...links[0], nameEn: '' }, 'uk')).toBe('Strona przychodni');
    expect(topBarLinkName({ ...links[0], namePl: '' }, 'pl')).toBe('Clinic website');
  });
});

describe('TopBarLinks', () => {
  const renderLinks = () =>
    render(
      <MantineProvider>
        <TopBarLinks links={links} />
      </MantineProvider>,
    );

  it('renders each other link (kind O) by its whole name, opening in a new tab without access to the portal window; help links are left to the help menu', () => {
    render(
      <MantineProvider>
        <TopBarLinks links={[...links, rules]} />
      </MantineProvider>,
    );
    const site = screen.getByRole('link', { name: /^Strona przychodni/ });
    expect(site).toHaveAttribute('href', 'https://zdrowieplus.example');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Regulamin świadczenia usług drogą elektroniczną ?\(/ })).toBeInTheDocument();
    expect(screen.queryByText(/\.\.\.$/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Instrukcja/ })).toBeNull();
  });

  it('switches to the English names with the language', async () => {
    renderLinks();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('link', { name: /^Clinic website ?\(opens in a new tab\)$/ })).toBeInTheDocument();
  });

  it('shows the Ukrainian names on a Ukrainian page, and the English one, marked as English, where the clinic gave none', async () => {
    // The guide as an other link (kind O): help links are the help menu's.
    render(
      <MantineProvider>
        <TopBarLinks links={[links[0], { ...links[1], kind: 'O' }]} />
      </MantineProvider>,
    );
    await act(() => changeLanguage('uk'));
    const site = screen.getByRole('link', { name: /^Clinic website ?\(відкривається в новій вкладці\)$/ });
    expect(site).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /^Довідка порталу пацієнта ?\(відкривається в новій вкладці\)$/ })).not.toHaveAttribute('lang');
    expect(screen.queryByText(/Strona przychodni/)).toBeNull();
    expect(screen.getAllByText('(відкривається в новій вкладці)', { exact: false })[0]).toHaveAttribute('lang', 'uk');
  });
});

describe('TopBarLinks: single sign-on to the provider\'s other application', () => {
  const app: TopBarLink = { id: 3, kind: 'O', namePl: 'Inna aplikacja', nameEn: 'Other app', nameUk: null, url: 'https://app.przychodnia.example/start', sso: true };

  it('opens the window within the click, leaves the token in the ssotoken cookie, and only then sends the window to the application', async () => {
    const order: string[] = [];
    stubApi({
      'POST /api/mpi/sso/generate': () => {
        order.push('token');
        return ok({ value: 'TOKEN-7' });
      },
      'GET /api/mpi/sso/sso-settings': ok({ value: null }),
    });
    const win = { opener: {} as unknown, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return win as unknown as Window;
    });
    const cookies: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      order.push('cookie');
      cookies.push(value);
    });
    render(
      <MantineProvider>
        <TopBarLinks links={[...links, app]} accountId={42} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Inna aplikacja/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(win.location.href).toBe('https://app.przychodnia.example/start'));
    expect(order).toEqual(['open', 'token', 'cookie']);
    expect(cookies[0]).toMatch(/^ssotoken=TOKEN-7;/);
    expect(win.opener).toBeNull();
  });

  it('leaves ordinary links to the browser: no token is made', () => {
    const api = stubApi({});
    const open = vi.spyOn(window, 'open');
    render(
      <MantineProvider>
        <TopBarLinks links={[...links, app]} accountId={42} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Strona przychodni/ }));
    expect(open).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});
