import { MantineProvider } from '@mantine/core';
import type { TopBarLink } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { TopBarLinks, topBarLinkName } from './top-bar-links';

const links: TopBarLink[] = [
  { id: 1, kind: 'O', namePl: 'Strona przychodni', nameEn: 'Clinic website', url: 'https://zdrowieplus.example' },
  {
    id: 2,
    kind: 'H',
    namePl: 'Instrukcja korzystania z portalu pacjenta',
    nameEn: 'Patient portal user guide and FAQ',
    url: 'https://zdrowieplus.example/pomoc',
  },
];

afterEach(async () => {
  await act(() => changeLanguage('pl'));
});

describe('topBarLinkName', () => {
  it('uses the Polish or English name and cuts names of 25 or more characters to 22 plus an ellipsis', () => {
    expect(topBarLinkName(links[0], 'pl')).toBe('Strona przychodni');
    expect(topBarLinkName(links[0], 'en')).toBe('Clinic website');
    expect(topBarLinkName(links[1], 'pl')).toBe('Instrukcja korzystania...');
    expect(topBarLinkName(links[1], 'en')).toBe('Patient portal user gu...');
    expect(topBarLinkName(links[0], 'uk')).toBe('Strona przychodni');
  });

  it('falls back to the other language when one name is empty', () => {
    expect(topBarLinkName({ ...links[0], nameEn: '' }, 'en')).toBe('Strona przychodni');
  });
});

describe('TopBarLinks', () => {
  const renderLinks = () =>
    render(
      <MantineProvider>
        <TopBarLinks links={links} />
      </MantineProvider>,
    );

  it('renders each link cut, opening in a new tab without access to the portal window', () => {
    renderLinks();
    const guide = screen.getByRole('link', { name: /Instrukcja korzystania\.\.\./ });
    expect(guide).toHaveAttribute('href', 'https://zdrowieplus.example/pomoc');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide.getAttribute('rel')).toContain('noopener');
    expect(guide).toHaveAttribute('title', 'Instrukcja korzystania z portalu pacjenta');
    expect(screen.getByRole('link', { name: /Strona przychodni/ })).toBeInTheDocument();
  });

  it('switches to the English names with the language', async () => {
    renderLinks();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('link', { name: /^Clinic website ?\(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Patient portal user gu\.\.\./ })).toBeInTheDocument();
  });

  it('keeps the Polish names on a Ukrainian page, marked as Polish', async () => {
    renderLinks();
    await act(() => changeLanguage('uk'));
    const site = screen.getByRole('link', { name: /^Strona przychodni ?\(відкривається в новій вкладці\)$/ });
    expect(site).toHaveAttribute('lang', 'pl');
    expect(screen.getAllByText('(відкривається в новій вкладці)', { exact: false })[0]).toHaveAttribute('lang', 'uk');
  });
});
