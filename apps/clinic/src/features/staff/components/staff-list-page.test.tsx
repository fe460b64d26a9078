import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { nurse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { StaffListPage } from './staff-list-page';

const page = (items: (typeof nurse)[], pageIndex = 0, hasNextPage = false) => ok({ items, pageIndex, pageSize: 20, hasNextPage });
const admin = { ...nurse, id: 1, login: 'admin', name: 'Ewa', lastName: 'Nowak', roles: ['ADMIN' as const], units: [], email: null };
const fresh = { ...nurse, id: 9, login: 'nowa.osoba', name: 'Nowa', lastName: 'Osoba', active: false, secondFactorEnrolled: false, mustChangePassword: true };

describe('StaffListPage', () => {
  it('lists members with their login, roles, units and what needs attention; links to each and to a new one', async () => {
    stubApi({ 'GET /api/clinic/staff': page([admin, nurse, fresh]) });
    renderRoute(<StaffListPage />, { path: '/staff', initialEntries: ['/staff'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Personel' })).toBeInTheDocument();
    const row = await screen.findByTestId('staff-pielegniarka');
    expect(within(row).getByRole('link', { name: 'Otwórz konto: Joanna Kamińska' })).toHaveAttribute('href', '/staff/4');
    expect(row).toHaveTextContent('pielegniarka · pielęgniarka');
    expect(row).toHaveTextContent('Przychodnia POZ');
    expect(screen.getByTestId('staff-admin')).toHaveTextContent('admin · administrator');
    expect(screen.getByTestId('staff-admin')).toHaveTextContent('wszystkie jednostki');
    const flagged = screen.getByTestId('staff-nowa.osoba');
    for (const badge of ['nieaktywne', 'bez drugiego składnika', 'hasło tymczasowe']) expect(flagged).toHaveTextContent(badge);
    expect(row).not.toHaveTextContent('nieaktywne');
    expect(screen.getByRole('link', { name: 'Dodaj pracownika' })).toHaveAttribute('href', '/staff/new');
  });

  it('searches by a prefix and pages with "show more"', async () => {
    const api = stubApi({
      'GET /api/clinic/staff': (call) => {
        const query = new URLSearchParams(call.query);
        if (query.get('q') === 'kam') return page([nurse]);
        return query.get('pageIndex') === '1' ? page([fresh], 1) : page([admin], 0, true);
      },
    });
    const u = userEvent.setup();
    renderRoute(<StaffListPage />, { path: '/staff', initialEntries: ['/staff'] });
    await screen.findByTestId('staff-admin');
    await u.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByTestId('staff-nowa.osoba')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();

    await u.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kam');
    expect(await screen.findByTestId('staff-pielegniarka')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-admin')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/clinic/staff').map((c) => new URLSearchParams(c.query).get('q'))).toContain('kam');
  });

  it('says so when nobody matches, and offers a refresh when the list fails', async () => {
    stubApi({ 'GET /api/clinic/staff': page([]) });
    const { unmount } = renderRoute(<StaffListPage />, { path: '/staff', initialEntries: ['/staff'] });
    expect(await screen.findByText('Brak pracowników.')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/clinic/staff': apiError(500, 'INTERNAL_ERROR') });
    renderRoute(<StaffListPage />, { path: '/staff', initialEntries: ['/staff'] });
    expect(await screen.findByText('Nie udało się wczytać listy personelu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeInTheDocument();
  });
});
