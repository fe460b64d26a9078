import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { loadNamespace } from '../../../i18n';
import { keptResetPhone } from './reset-password-form';
import { ResetPasswordPage } from './reset-password-page';

beforeAll(() => loadNamespace('account-recovery'));
afterEach(() => vi.unstubAllGlobals());

const open = (url = '/resetpassword') => renderRoute([{ path: '/resetpassword', element: <ResetPasswordPage /> }], { initialEntries: [url] });
const ok = { status: 200, body: { ok: true as const } };
const NEW_PASSWORD = 'Nowe-Haslo-Kwiecien-2026';

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, password = NEW_PASSWORD) {
  await user.type(screen.getByLabelText(/^Nowe hasło/), password);
  await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), password);
}

describe('keptResetPhone', () => {
  it('clears a phone of 4 characters or fewer and keeps a longer one', () => {
    expect(keptResetPhone('')).toBe('');
    expect(keptResetPhone('4860')).toBe('');
    expect(keptResetPhone('48601')).toBe('48601');
  });
});

describe('ResetPasswordPage', () => {
  it('by e-mail ends on the summary even when the server answers 400', async () => {
    const { calls } = stubApi({ 'POST /api/mpi/accounts/mpi-user/password-recovery': apiError(400, 'VALIDATION_ERROR') });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/^Adres e-mail/), 'ktos@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/Jeśli konto z tym adresem istnieje/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'ktos@example.com' } });
  });

  it('checks the e-mail before sending', async () => {
    const { calls } = stubApi({});
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/^Adres e-mail/), 'to-nie-adres');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('by phone: digits only, a warning for an unknown number, then the reset form with the code', async () => {
    const { calls } = stubApi({
      'POST /api/mpi/accounts/mpi-user/password-recovery': [apiError(400, 'RECOVERY_PHONE_FAILED'), ok],
      'POST /api/mpi/accounts/mpi-user/password-reset': ok,
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Przez SMS' }));
    const phone = screen.getByLabelText(/^Numer telefonu/);
    await user.type(phone, '+48 60a1234567');
    expect(phone).toHaveValue('48601234567');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Nie udało się wysłać prośby o zresetowanie hasła dla tego numeru telefonu.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('heading', { name: 'Ustaw nowe hasło' })).toBeInTheDocument();
    expect(screen.getByText('Wysłano wiadomość SMS z kodem potwierdzającym')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Numer telefonu/)).toHaveValue('48601234567');
    await user.type(screen.getByLabelText(/^Kod z SMS/), '123456');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('heading', { name: 'Hasło zostało poprawnie zmienione.' })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { phoneNumber: '+48601234567' },
      { phoneNumber: '+48601234567' },
      { phoneNumber: '+48601234567', confirmationCode: '123456', newPassword: NEW_PASSWORD },
    ]);
  });

  it('in the reset form clears a phone of 4 characters or fewer when leaving the field', async () => {
    stubApi({ 'POST /api/mpi/accounts/mpi-user/password-recovery': ok });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Przez SMS' }));
    await user.type(screen.getByLabelText(/^Numer telefonu/), '48601234567');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    const phone = await screen.findByLabelText(/^Numer telefonu/);
    await user.clear(phone);
    await user.type(phone, '4860');
    await user.tab();
    expect(phone).toHaveValue('');
    await user.type(phone, '48601');
    await user.tab();
    expect(phone).toHaveValue('48601');
  });

  it('with a wrong code says so at the form and lets the person try again', async () => {
    stubApi({
      'POST /api/mpi/accounts/mpi-user/password-recovery': ok,
      'POST /api/mpi/accounts/mpi-user/password-reset': apiError(400, 'CODE_INVALID'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Przez SMS' }));
    await user.type(screen.getByLabelText(/^Numer telefonu/), '48601234567');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    await user.type(await screen.findByLabelText(/^Kod z SMS/), '000000');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findAllByText('Kod jest błędny. Sprawdź SMS i wpisz kod ponownie.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Zmień hasło' })).toBeInTheDocument();
  });

  it('with a token: a vulnerable password is told at the form, another 400 ends in the failure state', async () => {
    const { calls } = stubApi({
      'POST /api/mpi/accounts/mpi-user/password-reset': [apiError(400, 'PASSWORD_VULNERABLE_ERROR'), apiError(400, 'TOKEN_INVALID')],
    });
    const user = userEvent.setup();
    open('/resetpassword?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: 'Ustaw nowe hasło' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Numer telefonu/)).toBeNull();
    await fillPasswords(user, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findAllByText('Wymagana zmiana hasła, ponieważ jest podatne na ataki')).not.toHaveLength(0);
    expect(calls[0].body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz', newPassword: 'password1234' });

    await user.clear(screen.getByLabelText(/^Nowe hasło/));
    await user.clear(screen.getByLabelText(/^Powtórz nowe hasło/));
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('heading', { name: 'Nie udało się zmienić hasła' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rozpocznij od nowa' })).toHaveAttribute('href', '/resetpassword');
  });

  it('checks the new password before sending: length and the repeat', async () => {
    const { calls } = stubApi({});
    const user = userEvent.setup();
    open('/resetpassword?token=abcdefghijklmnopqrstuvwxyz');
    await user.type(await screen.findByLabelText(/^Nowe hasło/), 'krotkie');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'inne');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Hasła muszą być takie same')).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});
