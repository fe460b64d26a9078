import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationSettings } from '@portal/contracts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { annaPatient } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { ProfileRegistrationPage } from './profile-registration-page';

const registrationSettings: RegistrationSettings = {
  usernamePromptMode: 'E_MAIL',
  requirePatientConsent: false,
  phoneIsRequired: false,
  phoneConfirmationEnabled: false,
  emailIsRequired: true,
  supportedCountries: ['DE', 'UA'],
  userMinAge: 16,
  registerConsents: null,
  registerConsentsLink: null,
  registerConsentsLinkDest: null,
  registerConsentsEn: null,
  registerConsentsUk: null,
  registerConsentsLinkEn: null,
  registerConsentsLinkUk: null,
  // The registration's own switches are not the profile's: patient-account settings decide.
  attachmentsVisible: false,
  attachmentsRequired: false,
  systemInstallationSettings: { phones: 'pl', region: 'PL' },
  fileUploadParams: { maxFiles: 2, maxFileSize: 100_000, fileTypes: ['pdf', 'jpg'] },
  confIdentQualifiedCert: false,
};

/** A valid PESEL of that birth date (YYYY-MM-DD); `serial`'s last digit odd for a man, even for a woman. */
function pesel(birthDate: string, serial: number) {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const digits = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
  const sum = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3].reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const nineYearsAgo = dayjs().subtract(9, 'year').format('YYYY-MM-DD');
const childPesel = pesel(nineYearsAgo, 1234);

function renderPage(role: string, table: ApiTable = {}, patientAccount = { patientNamesDisabled: false, attachmentsVisible: false, attachmentsRequired: false }) {
  const api = stubApi({
    'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
    'GET /api/mpi/accounts/mpi-user/patient-account-settings': ok(patientAccount),
    ...table,
  });
  renderRoute(<ProfileRegistrationPage />, { path: '/account/registration', initialEntries: [`/account/registration?patientRole=${role}`] });
  return { api, user: userEvent.setup() };
}

async function fillChild(user: ReturnType<typeof userEvent.setup>, value = childPesel) {
  const form = await screen.findByRole('region', { name: 'Dane dziecka' });
  await user.type(within(form).getByRole('textbox', { name: 'PESEL' }), value);
  await user.type(within(form).getByRole('textbox', { name: 'Imię' }), 'Ola');
  await user.type(within(form).getByRole('textbox', { name: 'Nazwisko' }), 'Nowa');
  await user.type(within(form).getByRole('textbox', { name: 'Miejscowość' }), 'Kraków');
  return form;
}

afterEach(() => vi.restoreAllMocks());

describe('ProfileRegistrationPage', { timeout: 30_000 }, () => {
  it('adds a child: POST patients/children with the data the PESEL gives, the toast, then the children tab', async () => {
    const success = vi.spyOn(notify, 'success');
    const { api, user } = renderPage('CHILD', { 'POST /api/mpi/accounts/mpi-user/patients/children': ok({ result: 'CHILD', patientId: 77 }) });
    expect(await screen.findByRole('heading', { name: 'Dodaj dziecko' })).toBeInTheDocument();
    const form = await fillChild(user);
    // Birth date and sex come from the PESEL and are read-only.
    expect(within(form).getByRole('textbox', { name: /Data urodzenia/ })).toHaveAttribute('readonly');
    // Attachments are off in the patient-account settings.
    expect(within(form).queryByText('Skan dokumentu tożsamości')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account/child'));
    expect(success).toHaveBeenCalledWith('Dodano profil dziecka');
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post.body).toEqual({
      name: 'Ola',
      lastName: 'Nowa',
      middleName: null,
      birthDate: nineYearsAgo,
      gender: 'FEMALE',
      foreigner: false,
      identity: { nationalIdentificationNumber: childPesel, documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Kraków', street: null, houseNumber: null, postalCode: null },
      attachments: [],
    });
  });

  it('explains a child whose clinic record waits for the clinic (REQUESTED)', async () => {
    const info = vi.spyOn(notify, 'info');
    const { user } = renderPage('CHILD', { 'POST /api/mpi/accounts/mpi-user/patients/children': ok({ result: 'REQUESTED', patientId: 12 }) });
    await fillChild(user);
    await user.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Profil dziecka czeka na potwierdzenie w placówce'));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/child');
  });

  it('refuses a child of 18 or more with the rule of the role, before any call', async () => {
    const { api, user } = renderPage('CHILD');
    const form = await fillChild(user, pesel(dayjs().subtract(19, 'year').format('YYYY-MM-DD'), 1234));
    await user.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(await within(form).findByText(/^Dziecko musi mieć mniej niż 18 lat/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s 400 message and its field errors; another failure says the creation failed', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const error = vi.spyOn(notify, 'error');
    const { user } = renderPage('WARD', {
      'POST /api/mpi/accounts/mpi-user/patients/wards': [
        apiError(400, 'VALIDATION_ERROR', 'Podaj miejscowość', { errors: [{ path: 'address.city', message: 'Podaj miejscowość' }] }),
        apiError(400, 'ACCOUNT_EXISTS', 'Nie można dodać profilu: pacjent o podanych danych jest już zarejestrowany w placówce.'),
        apiError(500, 'INTERNAL_ERROR', 'x'),
      ],
    });
    const form = await screen.findByRole('region', { name: 'Dane podopiecznego' });
    await user.type(within(form).getByRole('textbox', { name: 'PESEL' }), pesel('1950-02-03', 1235));
    await user.type(within(form).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.type(within(form).getByRole('textbox', { name: 'Nazwisko' }), 'Senior');
    await user.type(within(form).getByRole('textbox', { name: 'Miejscowość' }), 'X');
    const submit = screen.getByRole('button', { name: 'Dodaj podopiecznego' });
    await user.click(submit);
    expect(await within(form).findByText('Podaj miejscowość')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('Podaj miejscowość');
    await user.click(submit);
    await waitFor(() => expect(warning).toHaveBeenLastCalledWith(expect.stringMatching(/^Nie można dodać profilu/)));
    await user.click(submit);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wystąpił błąd podczas tworzenia konta'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('requires an attachment when the patient-account settings say so, and uploads it before the profile', async () => {
    const { api, user } = renderPage(
      'CHILD',
      {
        'POST /api/mpi/accounts/mpi-user/patients/attachments': ok({ files: [{ id: 501, fileName: 'skan.pdf', mimeType: 'application/pdf', size: 4 }] }),
        'POST /api/mpi/accounts/mpi-user/patients/children': ok({ result: 'CHILD', patientId: 78 }),
      },
      { patientNamesDisabled: false, attachmentsVisible: true, attachmentsRequired: true },
    );
    const form = await fillChild(user);
    await user.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(await within(form).findByText('Wymagane jest dodanie załącznika')).toBeInTheDocument();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'skan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account/child'));
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/api/mpi/accounts/mpi-user/patients/attachments', '/api/mpi/accounts/mpi-user/patients/children']);
    expect(api.calls.at(-1)?.body).toMatchObject({ attachments: [{ fileId: 501 }] });
  });

  it('PATIENT: an account with its own profile is pointed to my data; without one the form posts to patients/me', async () => {
    renderPage('PATIENT', { 'GET /api/mpi/accounts/mpi-user/patients/me': ok(annaPatient) });
    expect(await screen.findByText('Masz już profil pacjenta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do moich danych' })).toHaveAttribute('href', '/account/mydata');
  });

  it('sends an unknown role back to the account', async () => {
    renderPage('ADMIN');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/));
  });
});
