import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../shared/query-client';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { MergeAccountPage } from './merge-account-page';
import { stubApi, type ApiStub } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';

const account: Account = {
  id: 9,
  username: 'scalenie@example.com',
  type: 'AUTHORIZED',
  name: 'Katarzyna',
  lastName: 'Mazur',
  middleName: null,
  emailConfirmed: true,
  phoneConfirmed: false,
  contactData: { email: 'scalenie@example.com', phoneNumber: null, restoreEmail: null, restorePhone: null, preferredCommunicationChannel: 'EMAIL' },
  settings: { marketingMessagesConsent: false },
  language: 'pl',
};

function renderPage(url = '/mergeaccount?email=scalenie%40example.com') {
  renderRoute(<MergeAccountPage />, { initialEntries: [url] });
}

/** What the page posted, in order. */
const posted = (api: ApiStub) => api.calls.filter((c) => c.method === 'POST').map((c) => ({ url: c.path, body: c.body ?? null }));

async function submit(username = 'k.mazur', password = 'StareKonto#2026') {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Login drugiego konta/), username);
  if (password) await user.type(screen.getByLabelText(/Hasło drugiego konta/), password);
  await user.click(screen.getByRole('button', { name: 'Scal konta' }));
}

const MERGE = 'POST /api/mpi/accounts/mpi-user/account-to-merge';

afterEach(() => queryClient.clear());

describe('MergeAccountPage', () => {
  it('explains the merge for the address of the account', () => {
    stubApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scalenie kont' })).toBeInTheDocument();
    expect(screen.getByText('scalenie@example.com')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubApi({});
    renderPage();
    await submit('', '');
    expect(await screen.findByText('Podaj login')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło')).toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it('merges, keeps the account for the signed-in area and goes to /main', async () => {
    const api = stubApi({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage();
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main$/);
    expect(posted(api)).toEqual([{ url: '/api/mpi/accounts/mpi-user/account-to-merge', body: { username: 'k.mazur', password: 'StareKonto#2026' } }]);
    expect(queryClient.getQueryData(currentAccountQuery.queryKey)).toEqual(account);
  });

  it('after the merge lands where the booking context says, or where sign-in was to lead', async () => {
    stubApi({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage('/mergeaccount?email=scalenie%40example.com&service=12&orgUnit=3');
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main\?service=12&orgUnit=3$/);
  });

  it('after the merge goes on to the page sign-in was to lead to', async () => {
    stubApi({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage('/mergeaccount?email=scalenie%40example.com&service=12&returnTo=%2Fallergies%3Fservice%3D12');
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/allergies\?service=12$/);
  });

  it('says the merge is not possible on 400', async () => {
    stubApi({ [MERGE]: { status: 400, body: { errorCode: 'MERGE_NOT_POSSIBLE', message: 'x' } } });
    renderPage();
    await submit();
    expect((await screen.findAllByText('Scalenie podanych kont nie jest możliwe')).length).toBeGreaterThan(0);
  });

  it('says the server does not answer on other failures', async () => {
    stubApi({ [MERGE]: { status: 502 } });
    renderPage();
    await submit();
    expect((await screen.findAllByText('Serwer nie odpowiada.')).length).toBeGreaterThan(0);
  });

  it('goes back to sign-in when the merge session is gone', async () => {
    stubApi({ [MERGE]: { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } });
    renderPage();
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
