import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientSearchItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { PatientSearchPage } from './patient-search-page';

const item = (over: Partial<PatientSearchItem>): PatientSearchItem => ({
  id: 1,
  name: 'Anna',
  lastName: 'Kowalska',
  birthDate: '1985-03-15',
  nationalIdentificationNumber: '85031502464',
  documentNumber: null,
  identityStatus: 'VERIFIED',
  hasAccount: true,
  ...over,
});

const render = (entry = '/patients') => {
  const view = renderRoute(<PatientSearchPage />, { path: '/patients', initialEntries: [entry] });
  return { ...view, user: userEvent.setup() };
};

describe('PatientSearchPage', () => {
  it('asks for at least 2 characters, then shows the results in a table with links to the cards', async () => {
    const api = stubApi({
      'GET /api/clinic/patients': ok({
        items: [item({}), item({ id: 2, name: 'Olena', lastName: 'Kowalenko', nationalIdentificationNumber: null, documentNumber: 'FX1', identityStatus: 'REQUESTED', hasAccount: false })],
        pageIndex: 0,
        pageSize: 20,
        hasNextPage: false,
      }),
    });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Pacjenci' })).toBeInTheDocument();
    expect(screen.getByText('Wpisz PESEL, datę urodzenia albo nazwisko, aby wyszukać pacjenta.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj pacjenta' }), 'k');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByText('Wpisz co najmniej 2 znaki.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj pacjenta' }), 'owal an');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    const table = await screen.findByRole('table', { name: 'Wyniki wyszukiwania' });
    expect(api.callsTo('GET /api/clinic/patients')[0].query).toBe('?q=kowal+an&pageIndex=0&pageSize=20');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Kowalska Anna15-03-198585031502464Potwierdzonama konto');
    expect(rows[2]).toHaveTextContent('Kowalenko Olena15-03-1985dokument FX1Do potwierdzeniabez konta');
    expect(within(table).getByRole('link', { name: 'Kowalenko Olena' })).toHaveAttribute('href', '/patients/2');
    expect(screen.queryByRole('button', { name: 'Następna strona' })).not.toBeInTheDocument();
  });

  it('pages with the next-page probe and keeps the query in the address', async () => {
    const api = stubApi({
      'GET /api/clinic/patients': [
        ok({ items: [item({})], pageIndex: 0, pageSize: 20, hasNextPage: true }),
        ok({ items: [item({ id: 3, name: 'Anita' })], pageIndex: 1, pageSize: 20, hasNextPage: false }),
      ],
    });
    const { user } = render('/patients?q=kowal');
    expect(await screen.findByRole('link', { name: 'Kowalska Anna' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('link', { name: 'Kowalska Anita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
    expect(api.callsTo('GET /api/clinic/patients').map((c) => c.query)).toEqual(['?q=kowal&pageIndex=0&pageSize=20', '?q=kowal&pageIndex=1&pageSize=20']);
  });

  it('says when nobody matches, and shows the server’s reason for a query it refuses', async () => {
    stubApi({
      'GET /api/clinic/patients': [
        ok({ items: [], pageIndex: 0, pageSize: 20, hasNextPage: false }),
        apiError(400, 'VALIDATION_ERROR', 'PESEL składa się z 11 cyfr.'),
      ],
    });
    const { user } = render('/patients?q=zzzz');
    expect(await screen.findByText('Nie znaleziono pacjentów.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Szukaj pacjenta' }));
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj pacjenta' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PESEL składa się z 11 cyfr.');
  });
});
