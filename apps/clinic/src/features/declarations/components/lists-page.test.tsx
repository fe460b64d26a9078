import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { practitionerLists } from './fixtures';
import { ListsPage } from './lists-page';

const render = () => renderRoute(signedIn(admin, { '/declarations/lists': <ListsPage /> }), { initialEntries: ['/declarations/lists'] });
const cells = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('cell').map((c) => c.textContent);

async function openLimit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Zmień limit: ${name}` }));
  return screen.findByRole('dialog', { name: `Limit listy: ${name}` });
}

describe('the practitioners’ lists', () => {
  it('shows each list’s size, those waiting and its limit, a full one marked', async () => {
    stubApi({ 'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists) });
    render();
    expect(await screen.findByRole('table', { name: 'Listy pacjentów POZ' })).toBeInTheDocument();
    expect(cells('list-7-GP')).toEqual(['Tomasz Lewandowski', 'lekarz POZ', '2750pełna', '3', '2750', 'Zmień limit']);
    expect(cells('list-8-NURSE')).toEqual(['Joanna Kamińska', 'pielęgniarka POZ', '1200', '0', 'bez limitu', 'Zmień limit']);
    expect(within(screen.getByTestId('list-9-MIDWIFE')).queryByText('pełna')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Deklaracje POZ' })).toHaveAttribute('href', '/declarations');
  });

  it('changes a limit in a dialog: 1 to 10 000, said at the field; the saved list is shown', async () => {
    const api = stubApi({
      'GET /api/clinic/declarations/practitioner-lists': ok(practitionerLists),
      'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type': ok({ ...practitionerLists[0], listLimit: 3000, listFull: false }),
    });
    const success = vi.spyOn(notify, 'success');
    render();
    const dialog = await openLimit('Tomasz Lewandowski, lekarz POZ');
    expect(dialog).toHaveTextContent('Na liście: 2750, w tym czekające na decyzję: 3.');
    const input = within(dialog).getByRole('textbox', { name: 'Limit listy' });
    expect(input).toHaveValue('2750');

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Limit musi być liczbą od 1')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '10001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Limit może wynosić najwyżej 10 000')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Limit listy został zapisany.'));
    const put = api.callsTo('PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type')[0];
    expect(put.params).toEqual({ employeeId: '7', type: 'GP' });
    expect(put.body).toEqual({ listLimit: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty field removes the limit; a refusal of the server lands at the field', async () => {
    const unlimited = { ...practitionerLists[2], listLimit: null };
    const api = stubApi({
      'GET /api/clinic/declarations/practitioner-lists': [ok(practitionerLists), ok([practitionerLists[0], practitionerLists[1], unlimited])],
      'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type': [
        apiError(400, 'VALIDATION_ERROR', 'Niepoprawne dane.', { errors: [{ path: 'listLimit', message: 'Limit nie może być mniejszy niż liczba deklaracji na liście (40)' }] }),
        ok(unlimited),
      ],
    });
    render();
    const dialog = await openLimit('Barbara Zielińska, położna POZ');
    const input = within(dialog).getByRole('textbox', { name: 'Limit listy' });
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Limit nie może być mniejszy niż liczba deklaracji na liście (40)')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type')[1].body).toEqual({ listLimit: null });
    await waitFor(() => expect(api.callsTo('GET /api/clinic/declarations/practitioner-lists')).toHaveLength(2));
    expect(cells('list-9-MIDWIFE')[4]).toBe('bez limitu');
  });
});
