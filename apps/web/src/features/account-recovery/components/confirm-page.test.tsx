import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { loadNamespace } from '../../../i18n';
import { ConfirmPage, confirmLoader } from './confirm-page';

beforeAll(() => loadNamespace('account-recovery'));
afterEach(() => vi.unstubAllGlobals());

const open = (url: string) => renderRoute([{ path: '/confirm', element: <ConfirmPage />, loader: confirmLoader }], { initialEntries: [url] });
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('ConfirmPage', () => {
  it('goes to sign-in with token=true, keeping the context', async () => {
    const { calls } = stubApi({});
    open('/confirm?token=true&service=KARD');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?service=KARD');
    expect(calls).toHaveLength(0);
  });

  it('goes to sign-in without a token', async () => {
    const { calls } = stubApi({});
    open('/confirm');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(calls).toHaveLength(0);
  });

  it('confirms the address and leads to sign-in with the context the server stored', async () => {
    const { calls } = stubApi({
      [`PUT /api/mpi/accounts/confirmations/e-mail/${TOKEN}`]: {
        status: 200,
        body: { email: 'jan@example.com', context: { medicalServiceCode: 'USG', organizationalUnitId: 7 } },
      },
    });
    open(`/confirm?token=${TOKEN}&employee=3`);
    expect(await screen.findByRole('heading', { name: 'Adres e-mail został potwierdzony' })).toBeInTheDocument();
    expect(screen.getByText(/jan@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login?employee=3&service=USG&orgUnit=7');
    expect(calls).toHaveLength(1);
  });

  it('shows the failure state with a way to a new link', async () => {
    stubApi({ [`PUT /api/mpi/accounts/confirmations/e-mail/${TOKEN}`]: apiError(400, 'TOKEN_INVALID') });
    open(`/confirm?token=${TOKEN}&service=USG`);
    expect(await screen.findByRole('heading', { name: 'Nie udało się potwierdzić adresu e-mail' })).toBeInTheDocument();
    // The booking context of the link goes on with whatever the person does next.
    expect(screen.getByRole('link', { name: 'Wyślij nowy link potwierdzający' })).toHaveAttribute('href', '/resendactivationlink?service=USG');
  });
});
