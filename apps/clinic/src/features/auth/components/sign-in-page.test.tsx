import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { recoveryCodes, registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { SignInPage } from './sign-in-page';

const user = () => userEvent.setup();
const start = (entry = '/login') => renderRoute(<SignInPage />, { path: '/login', initialEntries: [entry] });

async function passPassword(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText(/^Login/), 'rejestracja');
  await u.type(screen.getByLabelText(/^Hasło/), 'Rejestracja#2026');
  await u.click(screen.getByRole('button', { name: 'Dalej' }));
}

async function typeCode(u: ReturnType<typeof user>, code: string) {
  await u.click(await screen.findByLabelText('Cyfra 1 z 6'));
  await u.keyboard(code);
}

describe('SignInPage', () => {
  it('asks for both fields before calling the server', async () => {
    const api = stubApi();
    const u = user();
    start();
    await u.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Podaj login')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/auth/sign-in')).toHaveLength(0);
  });

  it('password, then the code of the app, then the page the member wanted', async () => {
    const api = stubApi({
      'POST /api/clinic/auth/sign-in': ok({ next: 'CODE', challenge: 'ch-1' }),
      'POST /api/clinic/auth/code': ok(registrar),
    });
    const u = user();
    start('/login?next=%2Fidentities%3Fpage%3D2');
    expect(screen.getByRole('heading', { level: 1, name: 'Logowanie do konsoli kliniki' })).toBeInTheDocument();
    await passPassword(u);
    expect(api.callsTo('POST /api/clinic/auth/sign-in')[0].body).toEqual({ login: 'rejestracja', password: 'Rejestracja#2026' });
    expect(await screen.findByRole('heading', { name: 'Kod z aplikacji uwierzytelniającej' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cyfra 1 z 6')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Cyfra 1 z 6')).toHaveAttribute('inputmode', 'numeric');
    await typeCode(u, '123456');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/identities?page=2');
    expect(api.callsTo('POST /api/clinic/auth/code')[0].body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('takes a recovery code instead of the app', async () => {
    const api = stubApi({
      'POST /api/clinic/auth/sign-in': ok({ next: 'CODE', challenge: 'ch-2' }),
      'POST /api/clinic/auth/code': ok(registrar),
    });
    const u = user();
    start();
    await passPassword(u);
    await u.click(await screen.findByRole('button', { name: 'Użyj kodu zapasowego' }));
    expect(screen.getByRole('heading', { name: 'Kod zapasowy' })).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Kod zapasowy/), ' kod-01-abcd ');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /api/clinic/auth/code')[0].body).toEqual({ challenge: 'ch-2', recoveryCode: 'kod-01-abcd' });
  });

  it('first sign-in: the QR code and key, the first code, then the recovery codes shown once', async () => {
    const api = stubApi({
      'POST /api/clinic/auth/sign-in': ok({ next: 'ENROL', challenge: 'ch-3' }),
      'POST /api/clinic/auth/enrolment': ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }),
      'POST /api/clinic/auth/enrolment/confirm': ok({ recoveryCodes }),
    });
    const u = user();
    start();
    await passPassword(u);
    const qr = await screen.findByRole('img', { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/auth/enrolment')[0].body).toEqual({ challenge: 'ch-3' });
    await typeCode(u, '654321');
    await u.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByRole('heading', { name: 'Kody zapasowe' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/auth/enrolment/confirm')[0].body).toEqual({ challenge: 'ch-3', code: '654321' });
    const list = screen.getByRole('list', { name: 'Twoje kody zapasowe' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('kod-10-abcd');
    const next = screen.getByRole('button', { name: 'Dalej' });
    expect(next).toBeDisabled();
    await u.click(screen.getByLabelText('Zapisałem kody zapasowe'));
    await u.click(next);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Nieprawidłowy login lub hasło.'],
    [423, 'ACCOUNT_LOCKED', 'Konto jest czasowo zablokowane.'],
    [429, 'RATE_LIMITED', 'Zbyt wiele prób. Spróbuj ponownie za chwilę.'],
  ] as const)('shows the API message of a refused password step (%s %s)', async (status, code, message) => {
    stubApi({ 'POST /api/clinic/auth/sign-in': apiError(status, code, message) });
    const u = user();
    start();
    await passPassword(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Login/)).toBeInTheDocument();
  });

  it('shows a wrong code, clears it and lets the member try again', async () => {
    const api = stubApi({
      'POST /api/clinic/auth/sign-in': ok({ next: 'CODE', challenge: 'ch-4' }),
      'POST /api/clinic/auth/code': [apiError(400, 'CODE_INVALID', 'Nieprawidłowy kod.'), ok(registrar)],
    });
    const u = user();
    start();
    await passPassword(u);
    await typeCode(u, '111111');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy kod.');
    expect(screen.getByLabelText('Cyfra 1 z 6')).toHaveValue('');
    await typeCode(u, '222222');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /api/clinic/auth/code')).toHaveLength(2);
  });

  it('asks for all six digits before sending the code', async () => {
    const api = stubApi({ 'POST /api/clinic/auth/sign-in': ok({ next: 'CODE', challenge: 'ch-5' }) });
    const u = user();
    start();
    await passPassword(u);
    await typeCode(u, '123');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Wpisz wszystkie 6 cyfr kodu.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/auth/code')).toHaveLength(0);
  });

  it('an expired challenge sends the member back to the first step with a notice', async () => {
    stubApi({
      'POST /api/clinic/auth/sign-in': ok({ next: 'CODE', challenge: 'old' }),
      'POST /api/clinic/auth/code': apiError(400, 'TOKEN_INVALID', 'Link wygasł lub jest nieprawidłowy.'),
    });
    const u = user();
    start();
    await passPassword(u);
    await typeCode(u, '123456');
    await u.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Czas na dokończenie logowania minął. Zaloguj się ponownie.');
    expect(screen.getByLabelText(/^Login/)).toHaveValue('');
  });

  it('says why the member is here when the session ended', async () => {
    stubApi();
    start('/login?expired=1&next=%2Fidentities');
    expect(screen.getByRole('alert')).toHaveTextContent('Sesja wygasła. Zaloguj się ponownie.');
    await waitFor(() => expect(document.title).toBe('Logowanie do konsoli kliniki - Konsola kliniki'));
  });
});
