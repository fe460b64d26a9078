import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedProfile } from '@portal/contracts';
import { wardenChangeMessages, wardLinkMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pl from '../i18n/pl/account-wards.json';
import { notify } from '@portal/ui/notify';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { demoAccount } from '../../../test/fixtures';
import { queryClient } from '../../../shared/query-client';
import { ParentsTab } from './parents-tab';
import { wardConfirmLoader } from './ward-confirm';
import { WardensTab } from './wardens-tab';
import { WardsTab } from './wards-tab';

afterEach(() => {
  vi.restoreAllMocks();
  // The confirmation's loader reads through the app's one query cache.
  queryClient.clear();
});

const profile = (over: Partial<LinkedProfile>): LinkedProfile => ({
  patientId: 50,
  accountId: 7,
  name: 'Halina',
  lastName: 'Opiekuńcza',
  birthDate: '1944-03-12',
  role: 'WARD',
  status: 'P',
  active: false,
  ...over,
});

async function fillIdentity() {
  const dialog = await screen.findByRole('dialog', { name: 'Powiąż istniejącego pacjenta' });
  await userEvent.type(within(dialog).getByLabelText(/Numer PESEL/), '44031201234');
  await userEvent.type(within(dialog).getByLabelText(/^Imię/), 'Józef');
  await userEvent.type(within(dialog).getByLabelText(/^Nazwisko/), 'Łęcki');
  const date = within(dialog).getByLabelText(/Data urodzenia/);
  await userEvent.clear(date);
  await userEvent.type(date, '12-03-1944');
  await userEvent.tab();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Wyszukaj pacjenta' }));
  return dialog;
}

describe('the texts of this part', () => {
  it('say the spec’s and the contracts’ messages word for word', () => {
    expect(pl.wardLink.success).toBe(wardLinkMessages.success);
    expect(pl.wardLink.failure).toBe(wardLinkMessages.failure);
    expect(pl.wardenActions.done).toEqual(wardenChangeMessages);
    expect(pl.parentActions.done).toBe(wardLinkMessages.parentRemoved);
    expect(pl.wardConfirm.confirmed).toBe(wardLinkMessages.confirmed);
  });
});

describe('WardsTab: linking an existing patient', () => {
  it('finds the patient, asks for the consent (ticked) and links the ward as pending', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/wards': [ok([]), ok([profile({ name: 'Józef', lastName: 'Łęcki' })])],
      'POST /api/mpi/accounts/mpi-user/patients/identity-finder': ok({ found: true, patientId: 50, name: 'Józef', lastName: 'Łęcki', proof: 'v1.1.50.9.x' }),
      'POST /api/mpi/accounts/mpi-user/patients/wards/link': ok(profile({ name: 'Józef', lastName: 'Łęcki' }), 201),
    });
    renderRoute(<WardsTab />, { initialEntries: ['/account/ward'] });
    expect(await screen.findByText('Nie masz jeszcze podopiecznych.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj nowy profil podopiecznego' })).toHaveAttribute('href', '/account/registration?patientRole=WARD');
    await userEvent.click(screen.getByRole('button', { name: 'Powiąż istniejącego pacjenta' }));
    await fillIdentity();
    const consent = await screen.findByRole('dialog', { name: 'Zgoda na powiązanie podopiecznego' });
    expect(within(consent).getByText('Znaleziono pacjenta: Józef Łęcki.')).toBeInTheDocument();
    expect(within(consent).getByRole('checkbox')).toBeChecked();
    await userEvent.click(within(consent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wysłano prośbę o potwierdzenie rejestracji'));
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/patients/identity-finder')[0].body).toEqual({
      nationalIdentificationNumber: '44031201234',
      documentNumber: null,
      countryCode: null,
      name: 'Józef',
      lastName: 'Łęcki',
      birthDate: '1944-03-12',
    });
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/patients/wards/link')[0].body).toEqual({ proof: 'v1.1.50.9.x', consent: true });
    expect(await screen.findByText('Czeka na potwierdzenie przez podopiecznego.')).toBeInTheDocument();
  });

  it('with the consent unticked OK only closes; a miss says so neutrally; a failed link says the spec’s message', async () => {
    const failure = vi.spyOn(notify, 'failure');
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/wards': ok([]),
      'POST /api/mpi/accounts/mpi-user/patients/identity-finder': [
        ok({ found: true, patientId: 50, name: 'Józef', lastName: 'Łęcki', proof: 'p' }),
        ok({ found: false, patientId: null, name: null, lastName: null, proof: null }),
        ok({ found: true, patientId: 50, name: 'Józef', lastName: 'Łęcki', proof: 'p' }),
      ],
      'POST /api/mpi/accounts/mpi-user/patients/wards/link': apiError(400, 'TOKEN_INVALID', 'Wyszukanie pacjenta wygasło lub jest nieważne.'),
    });
    renderRoute(<WardsTab />, { initialEntries: ['/account/ward'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Powiąż istniejącego pacjenta' }));
    await fillIdentity();
    const consent = await screen.findByRole('dialog', { name: 'Zgoda na powiązanie podopiecznego' });
    await userEvent.click(within(consent).getByRole('checkbox'));
    await userEvent.click(within(consent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zgoda na powiązanie podopiecznego' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/patients/wards/link')).toHaveLength(0);

    const search = () => screen.findByRole('dialog', { name: 'Powiąż istniejącego pacjenta' });
    await userEvent.click(within(await search()).getByRole('button', { name: 'Wyszukaj pacjenta' }));
    expect(await within(await search()).findByRole('status')).toHaveTextContent('Nie znaleziono pacjenta o podanych danych');

    await userEvent.click(within(await search()).getByRole('button', { name: 'Wyszukaj pacjenta' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Zgoda na powiązanie podopiecznego' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Dodawanie podopiecznego nie powiodło się'));
  });
});

describe('WardensTab and ParentsTab', () => {
  it('offers the actions of each state and names the new state in the toast', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/wardens': ok([profile({ status: 'P' }), profile({ accountId: 8, name: 'Piotr', lastName: 'Zablokowany', status: 'J' })]),
      'PUT /api/mpi/accounts/mpi-user/patients/wardens': noContent,
    });
    renderRoute(<WardensTab />, { initialEntries: ['/account/warden'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Potwierdź opiekuna: Halina Opiekuńcza' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Potwierdzić opiekuna?' })).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zmieniono status opiekuna na: potwierdzony'));
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/patients/wardens')[0].body).toEqual({ patientId: 50, accountId: 7, status: 'C' });
    expect(screen.getByRole('button', { name: 'Odblokuj opiekuna: Piotr Zablokowany' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Potwierdź opiekuna: Piotr Zablokowany' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń opiekuna: Piotr Zablokowany' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć opiekuna?' })).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Usunięto opiekuna'));
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/patients/wardens')[1].body).toEqual({ patientId: 50, accountId: 8, status: 'D' });
  });

  it('removes a parent after the confirmation', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/patients/parents': ok([profile({ role: 'CHILD', status: 'C', active: true, name: 'Marek', lastName: 'Ojciec', accountId: 9 })]),
      'DELETE /api/mpi/accounts/mpi-user/patients/parents/:id': noContent,
    });
    renderRoute(<ParentsTab />, { initialEntries: ['/account/parent'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń rodzica: Marek Ojciec' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć rodzica?' })).getByRole('button', { name: 'Usuń rodzica' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Usunięto rodzica'));
    expect(api.callsTo('DELETE /api/mpi/accounts/mpi-user/patients/parents/9')).toHaveLength(1);
  });
});

describe('/ward/confirm/{patientId}/{accountId}: the e-mail link', () => {
  const renderConfirm = (url: string) =>
    renderRoute([{ path: '/ward/confirm/:patientId?/:accountId?', loader: wardConfirmLoader, Component: () => null }], { initialEntries: [url] });

  it('confirms the warden when the signed-in account is the ward, says so and goes on to messages', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount), 'PUT /api/mpi/accounts/mpi-user/patients/wardens': noContent });
    renderConfirm('/ward/confirm/1/7');
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages');
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/patients/wardens').map((c) => c.body)).toEqual([{ patientId: 1, accountId: 7, status: 'C' }]);
    expect(success).toHaveBeenCalledWith('Potwierdzono opiekuna. Może on teraz korzystać z portalu w Twoim imieniu.');
  });

  it("with another person's ids, or malformed ones, changes nothing and goes on to messages", async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    for (const url of ['/ward/confirm/2/7', '/ward/confirm/abc/7', '/ward/confirm']) {
      const view = renderConfirm(url);
      expect(await screen.findByTestId('where')).toHaveTextContent('/messages');
      view.unmount();
    }
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path !== '/api/mpi/accounts/event-log')).toEqual([]);
  });
});
