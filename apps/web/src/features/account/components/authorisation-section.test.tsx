import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, ApplicationSettings, LinkedProfile } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { ok, stubApi } from '../../../test/api-stub';
import { demoAccount, loginSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { AccountTab } from './account-tab';

const unauthorised: Account = { ...demoAccount, type: 'UNAUTHORIZED' };
const limits = { fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf', 'jpg', 'jpeg', 'png'] } };
const signedXml = () => new File(['<?xml version="1.0"?><UpowaznienieKonta/>'], 'upowaznienie.xml', { type: 'text/xml' });

function renderTab(account = unauthorised, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(account),
    'GET /api/mpi/accounts/mpi-user/file-settings': ok(limits),
    // The tab's other sections: the mobile application's is off here.
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ampaModule: false } as ApplicationSettings),
    ...extra,
  });
  const view = renderRoute(<AccountTab />, { path: '/account', initialEntries: ['/account'] });
  return { ...view, api, user: userEvent.setup() };
}

describe('the account tab: printouts and the authorisation block', () => {
  it('an authorised account sees the printouts and no authorisation block', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = renderTab(demoAccount);
    await user.click(await screen.findByRole('button', { name: 'Drukuj dane pacjenta' }));
    expect(open).toHaveBeenCalledWith('/api/mpi/accounts/mpi-user/copy-data/1/printout?lang=pl', '_blank');
    await user.click(screen.getByRole('button', { name: 'Drukuj dane do autoryzacji' }));
    expect(open).toHaveBeenLastCalledWith(`/api/mpi/accounts/authorize/${demoAccount.id}?lang=pl`, '_blank');
    expect(screen.queryByTestId('authorisation-block')).not.toBeInTheDocument();
  });

  it("prints the data of the patient chosen in the picker: a ward's, not the own record's", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const jan: LinkedProfile = { patientId: 4, accountId: 3, name: 'Jan', lastName: 'Kowalski', birthDate: '1948-05-02', role: 'WARD', status: 'C', active: true };
    const { user } = renderTab(demoAccount, { 'GET /api/mpi/accounts/mpi-user/patients/wards': ok([jan]) });
    const picker = await screen.findByRole('combobox', { name: 'Pacjent' });
    await waitFor(() => expect(picker).toHaveValue('Anna Kowalska (moje dane)'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Jan Kowalski (podopieczny)' }));
    await user.click(screen.getByRole('button', { name: 'Drukuj dane pacjenta' }));
    expect(open).toHaveBeenLastCalledWith('/api/mpi/accounts/mpi-user/copy-data/4/printout?lang=pl', '_blank');
  });

  it('an unauthorised account sees every way to become authorised', async () => {
    renderTab(unauthorised, { 'GET /api/mpi/accounts/login-settings': ok({ ...loginSettings, eServiceSignIn: true }) });
    const block = await screen.findByTestId('authorisation-block');
    expect(block).toHaveTextContent('Autoryzacja konta');
    expect(screen.getByRole('button', { name: 'Drukuj formularz autoryzacji' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Potwierdź przez Profil Zaufany' })).toHaveAttribute('href', '/api/mpi/epuap/sso');
    expect(screen.getByRole('button', { name: 'Dodaj dokument podpisany elektronicznie' })).toBeInTheDocument();
  });

  it('the signature dialog refuses to send nothing: "Nie dodano załącznika"', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const { user, api } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Dodaj dokument podpisany elektronicznie' }));
    await user.click(await screen.findByRole('button', { name: 'Zweryfikuj podpis' }));
    expect(warning).toHaveBeenCalledWith('Nie dodano załącznika');
    expect(api.callsTo('POST /api/mpi/accounts/signatures/verify')).toHaveLength(0);
  });

  it('a verified signature: the success toast, the account is read again and the block goes', async () => {
    const success = vi.spyOn(notify, 'success');
    const { user, api } = renderTab(unauthorised, { 'POST /api/mpi/accounts/signatures/verify': ok({ verified: true, reason: null }) });
    await user.click(await screen.findByRole('button', { name: 'Dodaj dokument podpisany elektronicznie' }));
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, signedXml());
    api.use({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj podpis' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Podpis zweryfikowany poprawnie'));
    const [call] = api.callsTo('POST /api/mpi/accounts/signatures/verify');
    expect((call.body as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['upowaznienie.xml']);
    await waitFor(() => expect(screen.queryByTestId('authorisation-block')).not.toBeInTheDocument());
  });

  it('a negative verification: the failure toast, the dialog stays', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user } = renderTab(unauthorised, { 'POST /api/mpi/accounts/signatures/verify': ok({ verified: false, reason: 'BAD_SIGNATURE' }) });
    await user.click(await screen.findByRole('button', { name: 'Dodaj dokument podpisany elektronicznie' }));
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, signedXml());
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj podpis' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Podpis zweryfikowany negatywnie'));
    expect(screen.getByRole('button', { name: 'Zweryfikuj podpis' })).toBeInTheDocument();
    expect(screen.getByTestId('authorisation-block')).toBeInTheDocument();
  });
});
