import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationResult } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { zofiaRegistered } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { summarySearch } from './registration-page';
import { RegistrationSummary, type SummaryContacts } from './registration-summary';

const zofia: SummaryContacts = { username: 'zofia@example.com', phoneNumber: '+48501234567' };

function renderSummary(result: RegistrationResult, query: string, contacts: SummaryContacts | null = zofia) {
  const search = new URLSearchParams(query);
  renderRoute(<RegistrationSummary result={result} search={search} contacts={contacts} />);
  return userEvent.setup();
}

beforeAll(async () => {
  await loadNamespace('registration');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegistrationSummary', { timeout: 20_000 }, () => {
  const params = 'service=12&isEmailAddress=true&preferredCommunicationChannel=SMS&smsCodeSent=true';

  it('keeps the login and the phone number out of the address', () => {
    const search = summarySearch(new URLSearchParams('service=12&orgUnit=3'), zofiaRegistered);
    expect(search).not.toMatch(/zofia|48501234567|username|phoneNumber/);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      service: '12',
      orgUnit: '3',
      result: 'REGISTERED',
      isEmailAddress: 'true',
      preferredCommunicationChannel: 'SMS',
      smsCodeSent: 'true',
    });
  });

  it('opened anew (a reload without the form state) still says what happened, without the contacts', () => {
    renderSummary('REGISTERED', params, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeInTheDocument();
    expect(screen.queryByText(/Twój login/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kod z SMS' })).not.toBeInTheDocument();
    expect(screen.getByText(/na podany numer telefonu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wyślij kod SMS ponownie' })).toHaveAttribute('href', '/resendactivationcode');
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login?service=12');
  });

  it('says what happened, how to confirm, and signs in keeping the context', () => {
    renderSummary('REGISTERED', params);
    expect(screen.getByRole('heading', { level: 1, name: 'Konto zostało założone' })).toBeInTheDocument();
    expect(screen.getByText('Nowy pacjent został zarejestrowany, a Twoje konto w portalu zostało założone.')).toBeInTheDocument();
    expect(screen.getByText(/Kliknij link w wiadomości/)).toBeInTheDocument();
    expect(screen.getByText('Powiadomienia będziemy wysyłać: SMS-em.')).toBeInTheDocument();
    expect(screen.getByText(/Twój login/)).toHaveTextContent('zofia@example.com');
    expect(screen.getByRole('link', { name: 'Wyślij link aktywacyjny ponownie' })).toHaveAttribute('href', '/resendactivationlink');
    expect(screen.getByRole('link', { name: 'Wyślij kod SMS ponownie' })).toHaveAttribute('href', '/resendactivationcode?phones=%2B48501234567');
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login?service=12');
  });

  it('confirms the phone with the SMS code; a wrong code gets the validation warning', async () => {
    const api = stubApi({ 'PUT /api/mpi/accounts/confirmations/phone-no': [apiError(400, 'CODE_INVALID', 'x'), ok({ ok: true as const })] });
    const warning = vi.spyOn(notify, 'warning');
    const success = vi.spyOn(notify, 'success');
    const user = renderSummary('REGISTERED', params);
    const code = screen.getByRole('textbox', { name: 'Kod z SMS' });
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(screen.getByText('Wpisz 6-cyfrowy kod z SMS')).toBeInTheDocument();
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.'));
    // The field says plainly that the code is wrong.
    expect(await screen.findByText('Kod jest błędny. Sprawdź SMS i wpisz kod ponownie.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByText('Numer telefonu został potwierdzony')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Numer telefonu został potwierdzony');
    expect(api.calls[1].body).toEqual({ phoneNumber: '+48501234567', confirmationCode: '123456' });
  });

  it('an existing registration is a warning with the way to recover the password; a pending ward link is explained', () => {
    renderSummary('ALREADY_EXIST', 'isEmailAddress=false&preferredCommunicationChannel=EMAIL');
    expect(screen.getByRole('heading', { level: 1, name: 'Pacjent jest już zarejestrowany' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/resetpassword');
    expect(screen.queryByRole('textbox', { name: 'Kod z SMS' })).not.toBeInTheDocument();
  });

  it('a ward profile linked pending says access waits for the confirmation', () => {
    renderSummary('WARD', 'isEmailAddress=true&preferredCommunicationChannel=EMAIL&linkPending=true', { username: 'jan', phoneNumber: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Profil podopiecznego został dodany' })).toBeInTheDocument();
    expect(screen.getByText(/dostęp do jego danych będzie możliwy po potwierdzeniu powiązania/)).toBeInTheDocument();
  });
});
