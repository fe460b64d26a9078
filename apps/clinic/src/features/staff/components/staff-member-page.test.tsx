import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, notFound, ok, stubApi } from '../../../test/api-stub';
import { nurse, practitionerChoices, unitChoices } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { StaffMemberPage } from './staff-member-page';

const choices = { 'GET /api/clinic/units': ok(unitChoices), 'GET /api/clinic/practitioners': ok(practitionerChoices) };
const open = () => renderRoute(<StaffMemberPage />, { path: '/staff/:staffId', initialEntries: ['/staff/4'] });
const dialog = () => screen.findByRole('dialog');
const toasts = () => ({ success: vi.spyOn(notify, 'success'), error: vi.spyOn(notify, 'error') });
afterEach(() => vi.restoreAllMocks());

describe('StaffMemberPage', () => {
  it('shows the account: login, last sign-in in the clinic’s time, second factor, and the form filled in', async () => {
    stubApi({ ...choices, 'GET /api/clinic/staff/:staffId': ok(nurse) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Joanna Kamińska' })).toBeInTheDocument();
    expect(screen.getByTestId('member-login')).toHaveTextContent('pielegniarka');
    expect(screen.getByText('20-11-2026 08:05')).toBeInTheDocument();
    expect(screen.getByText('skonfigurowany')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Imię/ })).toHaveValue('Joanna');
    expect(screen.getByRole('checkbox', { name: 'pielęgniarka' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Login/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hasło tymczasowe/)).not.toBeInTheDocument();
  });

  it('saves roles and units, and says the member’s sessions ended', async () => {
    const api = stubApi({
      ...choices,
      'GET /api/clinic/staff/:staffId': ok(nurse),
      'PUT /api/clinic/staff/:staffId': ok({ ...nurse, roles: ['NURSE', 'MIDWIFE'], units: [] }),
    });
    const u = userEvent.setup();
    const toast = toasts();
    open();
    await u.click(await screen.findByRole('checkbox', { name: 'położna' }));
    const units = screen.getByRole('combobox', { name: /^Jednostki/ });
    await u.click(units);
    await u.click(await screen.findByRole('option', { name: 'Przychodnia POZ' }));
    await u.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await u.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Zapisano zmiany. Zmiana ról lub jednostek zakończyła sesje pracownika.'));
    expect(api.callsTo('PUT /api/clinic/staff/4')[0].body).toEqual({
      name: 'Joanna',
      lastName: 'Kamińska',
      email: null,
      roles: ['NURSE', 'MIDWIFE'],
      unitIds: [],
      practitionerId: null,
      partnerId: null,
      partnerPersonnelId: null,
    });
    expect(await screen.findByRole('checkbox', { name: 'położna' })).toBeChecked();
  });

  it('deactivates after asking, and activates again', async () => {
    const api = stubApi({
      ...choices,
      'GET /api/clinic/staff/:staffId': ok(nurse),
      'POST /api/clinic/staff/:staffId/deactivate': ok({ ...nurse, active: false }),
      'POST /api/clinic/staff/:staffId/activate': ok(nurse),
    });
    const u = userEvent.setup();
    const toast = toasts();
    open();
    await u.click(await screen.findByRole('button', { name: 'Dezaktywuj konto' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent('Joanna Kamińska nie będzie mogła/mógł się zalogować');
    await u.click(within(ask).getByRole('button', { name: 'Anuluj' }));
    expect(api.callsTo('POST /api/clinic/staff/4/deactivate')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Dezaktywuj konto' }));
    await u.click(within(await dialog()).getByRole('button', { name: 'Dezaktywuj konto' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Konto zostało dezaktywowane.'));
    expect(await screen.findByText('nieaktywne')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Konto zostało aktywowane.'));
    expect(api.callsTo('POST /api/clinic/staff/4/activate')).toHaveLength(1);
  });

  it('shows the server’s refusal (an administrator deactivating herself)', async () => {
    stubApi({
      ...choices,
      'GET /api/clinic/staff/:staffId': ok(nurse),
      'POST /api/clinic/staff/:staffId/deactivate': apiError(409, 'CONFLICT', 'Nie możesz dezaktywować własnego konta.'),
    });
    const u = userEvent.setup();
    const toast = toasts();
    open();
    await u.click(await screen.findByRole('button', { name: 'Dezaktywuj konto' }));
    await u.click(within(await dialog()).getByRole('button', { name: 'Dezaktywuj konto' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Nie możesz dezaktywować własnego konta.'));
  });

  it('resets the second factor after asking', async () => {
    const api = stubApi({
      ...choices,
      'GET /api/clinic/staff/:staffId': ok(nurse),
      'POST /api/clinic/staff/:staffId/reset-second-factor': ok({ ...nurse, secondFactorEnrolled: false }),
    });
    const u = userEvent.setup();
    const toast = toasts();
    open();
    await u.click(await screen.findByRole('button', { name: 'Resetuj drugi składnik' }));
    const ask = await dialog();
    expect(ask).toHaveTextContent('Przy następnym logowaniu Joanna Kamińska zeskanuje nowy kod QR.');
    await u.click(within(ask).getByRole('button', { name: 'Resetuj drugi składnik' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Drugi składnik został zresetowany.'));
    expect(await screen.findByText('do skonfigurowania przy następnym logowaniu')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/staff/4/reset-second-factor')).toHaveLength(1);
  });

  it('sets a temporary password in a dialog, checking its length first', async () => {
    const api = stubApi({
      ...choices,
      'GET /api/clinic/staff/:staffId': ok(nurse),
      'POST /api/clinic/staff/:staffId/password': ok({ ...nurse, mustChangePassword: true }),
    });
    const u = userEvent.setup();
    const toast = toasts();
    open();
    await u.click(await screen.findByRole('button', { name: 'Nadaj hasło tymczasowe' }));
    const modal = await dialog();
    const field = within(modal).getByLabelText(/^Hasło tymczasowe/);
    await u.type(field, 'krótkie');
    await u.click(within(modal).getByRole('button', { name: 'Nadaj hasło' }));
    expect(await within(modal).findByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
    await u.clear(field);
    await u.type(field, 'Nowe-Tymczasowe#2026');
    await u.click(within(modal).getByRole('button', { name: 'Nadaj hasło' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nadano hasło tymczasowe.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/clinic/staff/4/password')[0].body).toEqual({ temporaryPassword: 'Nowe-Tymczasowe#2026' });
    expect(await screen.findByText('hasło tymczasowe')).toBeInTheDocument();
  });

  it('says so when the member cannot be loaded (unknown or outside the administrator’s units)', async () => {
    stubApi({ ...choices, 'GET /api/clinic/staff/:staffId': notFound() });
    open();
    expect(await screen.findByText('Nie udało się wczytać konta pracownika.')).toBeInTheDocument();
  });
});
