import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/query-client';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { MergeAccountPage } from './merge-account-page';

const account = {
  id: 9,
  username: 'scalenie@example.com',
  type: 'AUTHORIZED',
  name: 'Katarzyna',
  lastName: 'Mazur',
  middleName: null,
  emailConfirmed: true,
  phoneConfirmed: false,
  contactData: { email: 'scalenie@example.com', phoneNumber: null, restoreEmail: null, restorePhone: null },
};

type Reply = { status: number; body?: unknown };
function serve(table: Record<string, Reply>) {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = table[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { errorCode: 'NOT_FOUND', message: 'x' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return posted;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(url = '/mergeaccount?email=scalenie%40example.com') {
  const router = createMemoryRouter(
    [
      { path: '/mergeaccount', element: <MergeAccountPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

async function submit(username = 'k.mazur', password = 'StareKonto#2026') {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Login drugiego konta/), username);
  if (password) await user.type(screen.getByLabelText(/Hasło drugiego konta/), password);
  await user.click(screen.getByRole('button', { name: 'Scal konta' }));
}

const MERGE = 'POST /api/mpi/accounts/mpi-user/account-to-merge';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('MergeAccountPage', () => {
  it('explains the merge for the address of the account', () => {
    serve({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scalenie kont' })).toBeInTheDocument();
    expect(screen.getByText('scalenie@example.com')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const posted = serve({});
    renderPage();
    await submit('', '');
    expect(await screen.findByText('Podaj login')).toBeInTheDocument();
    expect(screen.getByText('Podaj hasło')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('merges, keeps the account for the signed-in area and goes to /main', async () => {
    const posted = serve({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage();
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main$/);
    expect(posted).toEqual([{ url: '/api/mpi/accounts/mpi-user/account-to-merge', body: { username: 'k.mazur', password: 'StareKonto#2026' } }]);
    expect(queryClient.getQueryData(currentAccountQuery.queryKey)).toEqual(account);
  });

  it('after the merge lands where the booking context says, or where sign-in was to lead', async () => {
    serve({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage('/mergeaccount?email=scalenie%40example.com&service=12&orgUnit=3');
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/main\?service=12&orgUnit=3$/);
  });

  it('after the merge goes on to the page sign-in was to lead to', async () => {
    serve({ [MERGE]: { status: 200, body: account }, 'GET /api/mpi/accounts/mpi-user': { status: 200, body: account } });
    renderPage('/mergeaccount?email=scalenie%40example.com&service=12&returnTo=%2Fallergies%3Fservice%3D12');
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/allergies\?service=12$/);
  });

  it('says the merge is not possible on 400', async () => {
    serve({ [MERGE]: { status: 400, body: { errorCode: 'MERGE_NOT_POSSIBLE', message: 'x' } } });
    renderPage();
    await submit();
    expect((await screen.findAllByText('Scalenie podanych kont nie jest możliwe')).length).toBeGreaterThan(0);
  });

  it('says the server does not answer on other failures', async () => {
    serve({ [MERGE]: { status: 502 } });
    renderPage();
    await submit();
    expect((await screen.findAllByText('Serwer nie odpowiada.')).length).toBeGreaterThan(0);
  });

  it('goes back to sign-in when the merge session is gone', async () => {
    serve({ [MERGE]: { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } });
    renderPage();
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
