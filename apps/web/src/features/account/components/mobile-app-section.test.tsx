import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationSettings, LinkedProfile } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { MobileAppSection } from './mobile-app-section';

const flags = (ampaModule: boolean) => ({ ampaModule }) as ApplicationSettings;
const zofia: LinkedProfile = { patientId: 7, accountId: 1, name: 'Zofia', lastName: 'Kowalska', birthDate: '2016-05-01', role: 'CHILD', status: 'C', active: true };

afterEach(() => vi.restoreAllMocks());

describe('MobileAppSection', () => {
  it('is not shown while the ampa module is off', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user/application-settings': ok(flags(false)) });
    renderRoute(<MobileAppSection />, { initialEntries: ['/account'] });
    await waitFor(() => expect(api.callsTo('GET /api/mpi/accounts/mpi-user/application-settings')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Aplikacja mobilna' })).toBeNull();
  });

  it('lists every actable patient with its state, shows the PIN with its validity, and unregisters after a confirmation', async () => {
    let paired = false;
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': ok(flags(true)),
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([zofia]),
      'GET /api/mpi/accounts/mpi-user/ampa/:patientId/check': ({ params }) => ok({ value: params.patientId === '1' || paired }),
      'GET /api/mpi/accounts/mpi-user/ampa/:patientId/confirm': () => {
        paired = true;
        return ok({ value: '482913' });
      },
      'GET /api/mpi/accounts/mpi-user/ampa/:patientId/unregister': noContent,
    });
    const success = vi.spyOn(notify, 'success');
    renderRoute(<MobileAppSection />, { initialEntries: ['/account'] });
    const user = userEvent.setup();
    expect(await screen.findByTestId('ampa-state-1')).toHaveTextContent('Aplikacja zarejestrowana');
    expect(await screen.findByTestId('ampa-state-7')).toHaveTextContent('Aplikacja niezarejestrowana');

    await user.click(screen.getByRole('button', { name: 'Zarejestruj aplikację mobilną: Zofia Kowalska' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kod PIN aplikacji mobilnej: Zofia Kowalska' });
    expect(within(dialog).getByTestId('ampa-pin')).toHaveTextContent('482913');
    expect(within(dialog).getByText('Kod jest ważny przez 15 minut i można go użyć tylko raz.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    await waitFor(() => expect(screen.getByTestId('ampa-state-7')).toHaveTextContent('Aplikacja zarejestrowana'));

    await user.click(screen.getByRole('button', { name: 'Wyrejestruj aplikację mobilną: Anna Kowalska' }));
    await user.click(await screen.findByRole('button', { name: 'Wyrejestruj' }));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/accounts/mpi-user/ampa/1/unregister')).toHaveLength(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Aplikacja mobilna została wyrejestrowana'));
    // Both writes the spec names as GET carry the client header the server's same-origin check asks of them.
    for (const call of [...api.callsTo('GET /api/mpi/accounts/mpi-user/ampa/7/confirm'), ...api.callsTo('GET /api/mpi/accounts/mpi-user/ampa/1/unregister')])
      expect(call.headers['x-portal-client']).toBe('1');
    expect(api.callsTo('GET /api/mpi/accounts/mpi-user/ampa/7/confirm')).toHaveLength(1);
  });

  it("shows the server's §8 message when nothing was paired", async () => {
    const message = 'Nie można wykonać operacji. Konto musi być najpierw powiązane z jednostką medyczną w aplikacji mobilnej';
    stubApi({
      'GET /api/mpi/accounts/mpi-user/application-settings': ok(flags(true)),
      'GET /api/mpi/accounts/mpi-user/ampa/:patientId/check': ok({ value: true }),
      'GET /api/mpi/accounts/mpi-user/ampa/:patientId/unregister': apiError(400, 'AMPA_NOT_REGISTERED', message),
    });
    const warning = vi.spyOn(notify, 'warning');
    renderRoute(<MobileAppSection />, { initialEntries: ['/account'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wyrejestruj aplikację mobilną: Anna Kowalska' }));
    await user.click(await screen.findByRole('button', { name: 'Wyrejestruj' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(message));
  });
});
