import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedProfile, RegistrationSettings } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { accountRoutes } from '../routes';

/** The tabs of /account in the spec's order, each with the heading its page shows. */
const tabs = [
  { name: 'Konto', path: '/account', heading: 'Anna Kowalska' },
  { name: 'Moje dane', path: '/account/mydata', heading: 'Moje dane pacjenta' },
  { name: 'Podopieczni', path: '/account/ward', heading: 'Podopieczni' },
  { name: 'Dzieci', path: '/account/child', heading: 'Dzieci' },
  { name: 'Opiekunowie', path: '/account/warden', heading: 'Opiekunowie' },
  { name: 'Rodzice', path: '/account/parent', heading: 'Rodzice' },
];

const link = (over: Partial<LinkedProfile>): LinkedProfile => ({
  patientId: 4,
  accountId: 1,
  name: 'Jan',
  lastName: 'Kowalski',
  birthDate: '1948-05-02',
  role: 'WARD',
  status: 'C',
  active: true,
  ...over,
});

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

/** Anna as seeded: her father a confirmed ward, her aunt a ward still to confirm, nobody her warden. */
function stubAnna() {
  return stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf', 'jpg', 'jpeg', 'png'] } }),
    'GET /api/mpi/accounts/mpi-user/ampa/:patientId/check': ok({ value: false }),
    'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
    'GET /api/mpi/accounts/mpi-user/patient-account-settings': ok({ patientNamesDisabled: false, attachmentsVisible: false, attachmentsRequired: false }),
    'GET /api/mpi/accounts/mpi-user/patients/wards': ok([
      link({}),
      link({ patientId: 6, name: 'Helena', lastName: 'Nowak', birthDate: '1950-01-20', status: 'P', active: false }),
    ]),
    'GET /api/mpi/accounts/mpi-user/patients/wardens': ok([]),
    'GET /api/mpi/accounts/mpi-user/patients/parents': ok([]),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('AccountLayout: the tabs of the account area', { timeout: 30_000 }, () => {
  it("shows the six tabs in the spec's order; each is a route of its own with its page", async () => {
    stubAnna();
    const { router } = renderRoute(accountRoutes, { initialEntries: ['/account'] });
    const user = userEvent.setup();
    const list = await screen.findByRole('tablist', { name: 'Części konta' });
    expect(within(list).getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs.map((t) => t.name));
    for (const tab of tabs) {
      await user.click(screen.getByRole('tab', { name: tab.name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(tab.path));
      expect(screen.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { level: 2, name: tab.heading })).toBeInTheDocument();
      // Only the current tab's page is there.
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    }
    expect(document.title).toContain('Rodzice · Moje konto');
  });

  it('lists the wards with the state of each link, and says when nobody is a warden', async () => {
    stubAnna();
    const { router } = renderRoute(accountRoutes, { initialEntries: ['/account/ward'] });
    const wards = await screen.findByRole('list', { name: 'Podopieczni' });
    const card = (name: string) => within(wards).getAllByRole('listitem').find((li) => li.textContent?.includes(name));
    expect(card('Jan Kowalski')).toHaveTextContent('Potwierdzone');
    expect(card('Helena Nowak')).toHaveTextContent('Oczekuje na potwierdzenie');
    await router.navigate('/account/warden');
    expect(await screen.findByText('Nikt nie jest Twoim opiekunem w portalu.')).toBeInTheDocument();
  });

  it('a deep link to the last tab selects it', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, id: 3, username: 'jan.kowalski@example.com', name: 'Jan', lastName: 'Kowalski' }),
      'GET /api/mpi/accounts/mpi-user/patients/parents': ok([]),
      'GET /api/mpi/accounts/mpi-user/patients/wardens': ok([link({ patientId: 4, accountId: 1, name: 'Anna', lastName: 'Kowalska', birthDate: '1985-03-15' })]),
    });
    renderRoute(accountRoutes, { initialEntries: ['/account/parent'] });
    const last = await screen.findByRole('tab', { name: 'Rodzice' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Opiekunowie' }));
    const wardens = await screen.findByRole('list', { name: 'Opiekunowie' });
    expect(within(wardens).getByRole('listitem')).toHaveTextContent(/Anna Kowalska.*Potwierdzone/);
  });
});
