import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account, RegistrationSettings } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { useChangePasswordOpened } from '../../../shared/session/change-password-dialog';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { demoAccount, annaPatient } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { ContactSection } from './contact-section';

const account: Account = { ...demoAccount, type: 'UNAUTHORIZED', contactData: { ...demoAccount.contactData, phoneNumber: '+48601234567' } };
const registrationSettings = {
  usernamePromptMode: 'E_MAIL',
  requirePatientConsent: true,
  phoneIsRequired: true,
  phoneConfirmationEnabled: true,
  emailIsRequired: true,
} as RegistrationSettings;

function PasswordProbe() {
  return <p data-testid="password-modal">{useChangePasswordOpened() ? 'otwarte' : 'zamknięte'}</p>;
}

function renderSection(table: ApiTable = {}, current: Account = account) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(current),
    'GET /api/mpi/accounts/mpi-user/patient-account-settings': ok({ patientNamesDisabled: false, attachmentsVisible: true, attachmentsRequired: false }),
    'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
    'GET /api/mpi/accounts/mpi-user/patients/me': ok({ ...annaPatient, authorized: false }),
    ...table,
  });
  renderRoute(
    <>
      <ContactSection />
      <PasswordProbe />
    </>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('ContactSection', { timeout: 20_000 }, () => {
  it('shows the e-mail and phone with their state, and a new e-mail waiting for its link', async () => {
    renderSection({}, { ...account, contactData: { ...account.contactData, restoreEmail: 'nowy@example.com' }, phoneConfirmed: false });
    expect(await screen.findByText('anna.kowalska@example.com')).toBeInTheDocument();
    expect(screen.getByText('Potwierdzony')).toBeInTheDocument();
    expect(screen.getByText('Niepotwierdzony')).toBeInTheDocument();
    expect(screen.getByTestId('pending-email')).toHaveTextContent('Nowy adres nowy@example.com czeka na potwierdzenie.');
    expect(screen.getByRole('button', { name: 'Potwierdź numer telefonu' })).toBeInTheDocument();
  });

  it('saves the edited account, tells that a new e-mail waits for its link, and reads the account again', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const saved: Account = { ...account, name: 'Janina', contactData: { ...account.contactData, restoreEmail: 'nowy@example.com' } };
    const { api, user } = renderSection({ 'PUT /api/mpi/accounts/mpi-user': ok(saved) });
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane konta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja danych konta' });
    const name = within(dialog).getByRole('textbox', { name: /^Imię/ });
    await user.clear(name);
    await user.type(name, 'Janina');
    const email = within(dialog).getByRole('textbox', { name: /Adres e-mail/ });
    await user.clear(email);
    await user.type(email, 'nowy@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wyrażam zgodę na otrzymywanie informacji marketingowych' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Dane zostały poprawnie zapisane'));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Zmiana adresu zacznie obowiązywać po kliknięciu linku'), 10_000);
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user')[0].body).toEqual({
      name: 'Janina',
      lastName: 'Kowalska',
      middleName: null,
      contactData: { email: 'nowy@example.com', phoneNumber: '+48601234567', preferredCommunicationChannel: 'EMAIL' },
      settings: { marketingMessagesConsent: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The session's account is read again after the save.
    await waitFor(() => expect(api.callsTo('GET /api/mpi/accounts/mpi-user').length).toBeGreaterThanOrEqual(2));
  });

  it('shows "Podany e-mail jest już w użyciu" at the field when the e-mail is taken', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { user } = renderSection({ 'PUT /api/mpi/accounts/mpi-user': apiError(400, 'EMAIL_IN_USE', 'Podany e-mail jest już w użyciu') });
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane konta' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: /Adres e-mail/ });
    await user.clear(email);
    await user.type(email, 'zajety@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podany e-mail jest już w użyciu')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Podany e-mail jest już w użyciu');
  });

  it('keeps the names read-only once the identity is confirmed', async () => {
    const { user } = renderSection({}, { ...account, type: 'AUTHORIZED' });
    await user.click(await screen.findByRole('button', { name: 'Edytuj dane konta' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Imienia i nazwiska nie można zmienić w portalu/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Nazwisko/ })).toHaveAttribute('readonly');
  });

  it('resends the e-mail confirmation for the pending address, with a warning on 400', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const pending = { ...account, contactData: { ...account.contactData, restoreEmail: 'nowy@example.com' } };
    const { api, user } = renderSection(
      { 'POST /api/mpi/accounts/mpi-user/confirmations/e-mail': [ok({ ok: true }), apiError(400, 'EMAIL_NOT_FOUND_OR_CONFIRMED')] },
      pending,
    );
    const button = await screen.findByRole('button', { name: 'Wyślij ponownie potwierdzenie e-mail' });
    await user.click(button);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wysłano wiadomość e-mail z kodem potwierdzającym'));
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/confirmations/e-mail')[0].body).toEqual({ email: 'nowy@example.com' });
    await user.click(button);
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Taki adres e-mail nie istnieje lub został już potwierdzony'));
  });

  it('changes the phone: the current number is refused, a new one gets a code that confirms it', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const pending: Account = { ...account, contactData: { ...account.contactData, restorePhone: '+48609876543' } };
    let current = account;
    const { api, user } = renderSection({
      'GET /api/mpi/accounts/mpi-user': () => ok(current),
      'PUT /api/mpi/accounts/mpi-user/phone-contact': () => {
        current = pending;
        return ok(pending);
      },
      'PUT /api/mpi/accounts/confirmations/phone-no/confirm': [apiError(400, 'CODE_INVALID'), apiError(500, 'INTERNAL_ERROR'), ok({ ok: true })],
    });
    await user.click(await screen.findByRole('button', { name: 'Zmień numer telefonu' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zmiana numeru telefonu' });
    const phone = within(dialog).getByRole('textbox', { name: /Nowy numer telefonu/ });
    await user.type(phone, '+48 601-234-567');
    expect(phone).toHaveValue('48601234567');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij kod SMS' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Podany numer telefonu jest numerem aktualnym'));
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/phone-contact')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '48609876543');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij kod SMS' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Wysłano wiadomość SMS z kodem potwierdzającym'));
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/phone-contact')[0].body).toEqual({ phoneNumber: '+48609876543', patientId: annaPatient.id });

    dialog = await screen.findByRole('dialog', { name: 'Potwierdzenie numeru telefonu' });
    expect(dialog).toHaveTextContent('+48609876543');
    const code = within(dialog).getByRole('textbox', { name: /Kod z SMS/ });
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    expect(await within(dialog).findByText('Kod ma 6 cyfr')).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.'));
    // The field says plainly that the code is wrong.
    expect(await within(dialog).findByText('Kod jest błędny. Sprawdź SMS i wpisz kod ponownie.')).toBeInTheDocument();
    const failure = vi.spyOn(notify, 'failure').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Wystąpił błąd podczas potwierdzania numeru telefonu'));
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Numer telefonu został potwierdzony'));
    expect(api.callsTo('PUT /api/mpi/accounts/confirmations/phone-no/confirm').at(-1)?.body).toEqual({ phoneNumber: '+48609876543', confirmationCode: '123456' });
  });

  it('sends a code to an unconfirmed number before asking for it', async () => {
    vi.spyOn(notify, 'info').mockImplementation(() => {});
    const { api, user } = renderSection({ 'POST /api/mpi/accounts/confirmations/phone-no/generate': ok({ ok: true }) }, { ...account, phoneConfirmed: false });
    await user.click(await screen.findByRole('button', { name: 'Potwierdź numer telefonu' }));
    expect(await screen.findByRole('dialog', { name: 'Potwierdzenie numeru telefonu' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/mpi/accounts/confirmations/phone-no/generate')[0].body).toEqual({ phoneNumber: '+48601234567' });
  });

  it('opens the change-password dialog of the layout', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Zmień hasło' }));
    expect(screen.getByTestId('password-modal')).toHaveTextContent('otwarte');
  });
});
