import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patient, RegistrationSettings } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { annaPatient } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { MyDataTab } from './my-data-tab';

const registrationSettings: RegistrationSettings = {
  usernamePromptMode: 'E_MAIL',
  requirePatientConsent: false,
  phoneIsRequired: false,
  phoneConfirmationEnabled: false,
  emailIsRequired: true,
  supportedCountries: ['DE'],
  userMinAge: 16,
  registerConsents: null,
  registerConsentsLink: null,
  registerConsentsLinkDest: null,
  registerConsentsEn: null,
  registerConsentsUk: null,
  registerConsentsLinkEn: null,
  registerConsentsLinkUk: null,
  attachmentsVisible: false,
  attachmentsRequired: false,
  systemInstallationSettings: { phones: 'pl', region: 'PL' },
  fileUploadParams: { maxFiles: 2, maxFileSize: 100_000, fileTypes: ['pdf'] },
  confIdentQualifiedCert: false,
};

const withFile: Patient = { ...annaPatient, attachments: [{ id: 31, filename: 'dowod.pdf', type: 'REGISTRATION_DOCUMENT' }] };

function renderTab(patient: Patient | null, table: ApiTable = {}, patientAccount = { patientNamesDisabled: false, attachmentsVisible: true, attachmentsRequired: false }) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user/patients/me': patient ? ok(patient) : apiError(404, 'NOT_FOUND', 'Nie znaleziono'),
    'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
    'GET /api/mpi/accounts/mpi-user/patient-account-settings': ok(patientAccount),
    ...table,
  });
  renderRoute(<MyDataTab />, { path: '/account/mydata', initialEntries: ['/account/mydata'] });
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('MyDataTab', { timeout: 30_000 }, () => {
  it('without an own record links to the new patient profile', async () => {
    renderTab(null);
    expect(await screen.findByText('To konto nie ma jeszcze własnego profilu pacjenta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utwórz profil pacjenta' })).toHaveAttribute('href', '/account/registration?patientRole=PATIENT');
  });

  it('lists the record’s files as downloads', async () => {
    renderTab(withFile);
    const link = await screen.findByRole('link', { name: 'Pobierz plik dowod.pdf' });
    expect(link).toHaveAttribute('href', '/api/mpi/accounts/mpi-user/patients/1/attachments/31');
  });

  it('a confirmed record: identity read-only with the reason, the address saved with PUT and the toast', async () => {
    const success = vi.spyOn(notify, 'success');
    const saved = { ...withFile, address: { ...withFile.address, city: 'Tarnów' } };
    const { api, user } = renderTab(withFile, { 'PUT /api/mpi/accounts/mpi-user/patients/1': ok(saved) });
    await user.click(await screen.findByRole('button', { name: 'Zmień dane' }));
    const form = await screen.findByRole('form', { name: 'Zmień dane' });
    expect(within(form).getByRole('textbox', { name: /^PESEL/ })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: /^Imię/ })).toHaveAttribute('readonly');
    expect(within(form).getByText('Dane tożsamości tej karty są już potwierdzone, więc zmienisz je tylko w placówce.')).toBeInTheDocument();
    expect(within(form).queryByRole('switch', { name: /cudzoziemiec/ })).not.toBeInTheDocument();
    // The files kept are listed above the drop for new ones.
    expect(within(form).getByRole('link', { name: 'Pobierz plik dowod.pdf' })).toBeInTheDocument();
    const city = within(form).getByRole('textbox', { name: /^Miejscowość/ });
    await user.clear(city);
    await user.type(city, 'Tarnów');
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dane zostały poprawnie zapisane'));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Anna',
      lastName: 'Kowalska',
      identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
      address: { city: 'Tarnów', street: 'ul. Długa' },
      attachments: [],
    });
    expect(await screen.findByText(/31-147 Tarnów/)).toBeInTheDocument();
  });

  it('a record waiting for the clinic: names editable unless patientNamesDisabled', async () => {
    const requested: Patient = { ...annaPatient, identityStatus: 'REQUESTED', authorized: false };
    const { user } = renderTab(requested);
    await user.click(await screen.findByRole('button', { name: 'Zmień dane' }));
    const form = await screen.findByRole('form', { name: 'Zmień dane' });
    expect(within(form).getByRole('textbox', { name: /^Imię/ })).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('switch', { name: /cudzoziemiec/ })).toBeInTheDocument();
  });

  it('with patientNamesDisabled the names stay locked, with the reason', async () => {
    const requested: Patient = { ...annaPatient, identityStatus: 'REQUESTED', authorized: false };
    const { user } = renderTab(requested, {}, { patientNamesDisabled: true, attachmentsVisible: false, attachmentsRequired: false });
    await user.click(await screen.findByRole('button', { name: 'Zmień dane' }));
    const form = await screen.findByRole('form', { name: 'Zmień dane' });
    expect(within(form).getByRole('textbox', { name: /^Nazwisko/ })).toHaveAttribute('readonly');
    expect(within(form).getByText('Te dane zmienisz tylko w placówce.')).toBeInTheDocument();
  });

  it('shows a 400 at its field and the server’s message', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const message = 'Tych danych nie można zmienić w portalu. Zmiany danych potwierdzonych zgłoś w placówce.';
    const { user } = renderTab(annaPatient, {
      'PUT /api/mpi/accounts/mpi-user/patients/1': apiError(400, 'VALIDATION_ERROR', message, { errors: [{ path: 'address.postalCode', message: 'Niepoprawny kod pocztowy' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Zmień dane' }));
    const form = await screen.findByRole('form', { name: 'Zmień dane' });
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(form).findByText('Niepoprawny kod pocztowy')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith(message);
  });
});
