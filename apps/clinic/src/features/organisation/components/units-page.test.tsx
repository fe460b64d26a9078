import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { pageOf, primaryCareUnit, specialistUnit } from '../../../test/organisation-fixtures';
import { renderRoute } from '../../../test/render';
import { UnitsPage } from './units-page';

const asMember = (member: typeof admin) => [{ id: SIGNED_IN_ROUTE_ID, loader: () => member, children: [{ path: '/organisation/units', element: <UnitsPage /> }] }];

describe('UnitsPage', () => {
  it('lists the units with their address, code, phone and activity, and pages on', async () => {
    const api = stubApi({
      'GET /api/clinic/units': (call) =>
        ok(call.query.includes('pageIndex=1') ? pageOf([{ ...specialistUnit, active: false }], false, 1) : pageOf([primaryCareUnit], true)),
    });
    renderRoute(asMember(registrar), { initialEntries: ['/organisation/units'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jednostki' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: primaryCareUnit.name })).toHaveAttribute('href', '/organisation/units/1');
    expect(screen.getByText('ul. Zakopiańska 62, 30-418 Kraków')).toBeInTheDocument();
    expect(screen.getByText('Kod: POZ-KRK-1 · tel. +48 12 265 40 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('ul. Pawia 9/2, 31-154 Kraków')).toBeInTheDocument();
    expect(screen.getByText('Nieaktywna')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/units').map((c) => c.query)).toEqual(['?pageIndex=0&pageSize=20', '?pageIndex=1&pageSize=20']);
    // A registrar reads; only an administrator adds.
    expect(screen.queryByRole('link', { name: 'Dodaj jednostkę' })).not.toBeInTheDocument();
  });

  it('searches as one types and filters by activity, keeping the filters in the address', async () => {
    const api = stubApi({ 'GET /api/clinic/units': ok(pageOf([primaryCareUnit])) });
    const { router } = renderRoute(asMember(admin), { initialEntries: ['/organisation/units'] });
    expect(await screen.findByRole('link', { name: 'Dodaj jednostkę' })).toHaveAttribute('href', '/organisation/units/new');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'pawia');
    await waitFor(() => expect(api.callsTo('GET /api/clinic/units').at(-1)?.query).toBe('?q=pawia&pageIndex=0&pageSize=20'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Aktywność' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tylko nieaktywne' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/units').at(-1)?.query).toBe('?q=pawia&active=false&pageIndex=0&pageSize=20'));
    expect(router.state.location.search).toBe('?q=pawia&active=false');
  });

  it('says so when no unit matches', async () => {
    stubApi({ 'GET /api/clinic/units': ok(pageOf([])) });
    renderRoute(asMember(admin), { initialEntries: ['/organisation/units?q=xyz'] });
    expect(await screen.findByText('Brak jednostek spełniających warunki.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('xyz');
  });
});
