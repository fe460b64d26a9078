import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { ChangePasswordPage } from './change-password-page';

const open = () => renderRoute(<ChangePasswordPage />, { path: '/change-password', initialEntries: ['/change-password'] });
afterEach(() => vi.restoreAllMocks());

async function fill(u: ReturnType<typeof userEvent.setup>, oldPassword: string, newPassword: string, repeat = newPassword) {
  await u.type(screen.getByLabelText(/^Obecne hasło/), oldPassword);
  await u.type(screen.getByLabelText(/^Nowe hasło/), newPassword);
  await u.type(screen.getByLabelText(/^Powtórz nowe hasło/), repeat);
  await u.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('ChangePasswordPage', () => {
  it('tells a member with a temporary password why she is here, changes it and opens the console', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /api/clinic/auth/me': ok({ ...registrar, mustChangePassword: true }),
      'PUT /api/clinic/auth/password': ok({ ...registrar, mustChangePassword: false }),
    });
    const u = userEvent.setup();
    const { queryClient } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Zmiana hasła' })).toBeInTheDocument();
    expect(await screen.findByText('Logujesz się hasłem tymczasowym. Ustaw własne hasło, aby korzystać z konsoli.')).toBeInTheDocument();
    await fill(u, 'Tymczasowe#Haslo2026', 'Moje-Nowe#Haslo2026');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('PUT /api/clinic/auth/password')[0].body).toEqual({ oldPassword: 'Tymczasowe#Haslo2026', newPassword: 'Moje-Nowe#Haslo2026' });
    expect(success).toHaveBeenCalledWith('Hasło zostało zmienione.');
    expect(queryClient.getQueryData(['clinic', 'me'])).toMatchObject({ mustChangePassword: false });
  });

  it('checks the repeat, the length and a change before sending', async () => {
    const api = stubApi({ 'GET /api/clinic/auth/me': ok(registrar) });
    const u = userEvent.setup();
    open();
    await fill(u, 'Stare-Haslo#2026', 'Nowe-Haslo#2026', 'Inne-Haslo#2026');
    expect(await screen.findByText('Hasła nie są takie same')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/^Nowe hasło/));
    await u.type(screen.getByLabelText(/^Nowe hasło/), 'krótkie');
    await u.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
    expect(screen.queryByText('Logujesz się hasłem tymczasowym. Ustaw własne hasło, aby korzystać z konsoli.')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/auth/password')).toHaveLength(0);
  });

  it('shows a wrong current password at its field, and a lock as the API says it', async () => {
    stubApi({
      'GET /api/clinic/auth/me': ok(registrar),
      'PUT /api/clinic/auth/password': [
        apiError(400, 'PASSWORD_INCORRECT', 'Podane hasło jest niepoprawne.', { errors: [{ path: 'oldPassword', message: 'Podane hasło jest niepoprawne.' }] }),
        apiError(423, 'ACCOUNT_LOCKED', 'Konto zostało czasowo zablokowane.'),
      ],
    });
    const u = userEvent.setup();
    open();
    await fill(u, 'Zle-Haslo#2026', 'Moje-Nowe#Haslo2026');
    expect(await screen.findByText('Podane hasło jest niepoprawne.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Konto zostało czasowo zablokowane.'));
  });
});
