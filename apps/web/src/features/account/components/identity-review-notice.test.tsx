import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, ApplicationSettings, OwnIdentity, RegistrationSettings } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { ok, stubApi } from '../../../test/api-stub';
import { annaPatient, demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { AccountTab } from './account-tab';

const unauthorised: Account = { ...demoAccount, type: 'UNAUTHORIZED' };
const registrationSettings: RegistrationSettings = {
  usernamePromptMode: 'E_MAIL',
  requirePatientConsent: false,
  phoneIsRequired: false,
  phoneConfirmationEnabled: false,
  emailIsRequired: true,
  supportedCountries: ['UA'],
  userMinAge: 16,
  registerConsents: null,
  registerConsentsLink: null,
  registerConsentsLinkDest: null,
  registerConsentsEn: null,
  registerConsentsUk: null,
  registerConsentsLinkEn: null,
  registerConsentsLinkUk: null,
  attachmentsVisible: true,
  attachmentsRequired: false,
  systemInstallationSettings: { phones: 'pl', region: 'PL' },
  fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf', 'jpg', 'jpeg', 'png'] },
  confIdentQualifiedCert: false,
};
const rejected: OwnIdentity = { identityStatus: 'REQUESTED', rejection: { reason: 'Skan jest nieczytelny', at: '2026-03-16T09:42:00.000Z' }, newDocumentsAccepted: true };

function renderTab(identity: OwnIdentity | OwnIdentity[], extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(unauthorised),
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ampaModule: false } as ApplicationSettings),
    'GET /api/mpi/accounts/mpi-user/patients/me/identity': Array.isArray(identity) ? identity.map((i) => ok(i)) : ok(identity),
    'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
    // The signature dialog's limits (the block's other way to become authorised).
    'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: registrationSettings.fileUploadParams }),
    'GET /api/mpi/accounts/mpi-user/patient-account-settings': ok({ attachmentsVisible: true, attachmentsRequired: false, patientNamesDisabled: false }),
    ...extra,
  });
  renderRoute(<AccountTab />, { path: '/account', initialEntries: ['/account'] });
  return { api, user: userEvent.setup() };
}

describe('the authorisation block: the clinic’s review of the identity', () => {
  it('says the document waits for the clinic', async () => {
    renderTab({ identityStatus: 'REQUESTED', rejection: null, newDocumentsAccepted: true });
    expect(await screen.findByTestId('identity-waiting')).toHaveTextContent('Twoja tożsamość czeka na potwierdzenie w placówce.');
  });

  it('shows why the clinic did not confirm it and sends a new scan, which puts it back in the queue', async () => {
    const success = vi.spyOn(notify, 'success');
    const { api, user } = renderTab([rejected, { identityStatus: 'REQUESTED', rejection: null, newDocumentsAccepted: true }], {
      'POST /api/mpi/accounts/mpi-user/patients/attachments': ok({
        files: [{ id: 41, use: 'REGISTRATION_DOCUMENT', fileName: 'paszport.png', mimeType: 'image/png', size: 3, createdAt: '2026-03-16T10:00:00.000Z' }],
      }),
      'POST /api/mpi/accounts/mpi-user/patients/me/documents': ok(annaPatient),
    });
    const notice = await screen.findByTestId('identity-rejected');
    expect(notice).toHaveTextContent('Placówka nie potwierdziła Twojej tożsamości');
    expect(notice).toHaveTextContent('Powód: Skan jest nieczytelny');

    await user.click(within(notice).getByRole('button', { name: 'Wyślij nowy skan' }));
    expect(await within(notice).findByText('Dodaj skan dokumentu')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/patients/me/documents')).toHaveLength(0);

    await user.upload(notice.querySelector('input[type="file"]') as HTMLInputElement, new File(['png'], 'paszport.png', { type: 'image/png' }));
    await user.click(within(notice).getByRole('button', { name: 'Wyślij nowy skan' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Nowy skan został wysłany. Placówka sprawdzi go ponownie.'));
    expect(api.callsTo('POST /api/mpi/accounts/mpi-user/patients/me/documents')[0].body).toEqual({ attachments: [{ fileId: 41 }] });
    expect(await screen.findByTestId('identity-waiting')).toBeInTheDocument();
  });

  it('sends a person whose record the clinic kept to the clinic with the document', async () => {
    renderTab({ ...rejected, newDocumentsAccepted: false });
    const notice = await screen.findByTestId('identity-rejected');
    expect(notice).toHaveTextContent('Przyjdź do placówki z dokumentem tożsamości');
    expect(within(notice).queryByRole('button', { name: 'Wyślij nowy skan' })).not.toBeInTheDocument();
  });

  it('shows nothing for a confirmed identity', async () => {
    renderTab({ identityStatus: 'VERIFIED', rejection: null, newDocumentsAccepted: false });
    await screen.findByTestId('authorisation-block');
    expect(screen.queryByTestId('identity-rejected')).not.toBeInTheDocument();
    expect(screen.queryByTestId('identity-waiting')).not.toBeInTheDocument();
  });
});
