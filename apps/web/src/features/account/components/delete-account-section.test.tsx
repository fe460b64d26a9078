import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, noContent, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { DeleteAccountSection } from './delete-account-section';

async function openDialog() {
  renderRoute(<DeleteAccountSection />, { initialEntries: ['/account'] });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunięcie własnego konta' });
  return { user, dialog };
}

afterEach(() => vi.restoreAllMocks());

describe('DeleteAccountSection', () => {
  it('says the medical data stay, sends the password, says "Konto zostało usunięte" and goes to sign-in', async () => {
    const api = stubApi({ 'DELETE /api/mpi/accounts/mpi-user': noContent });
    const success = vi.spyOn(notify, 'success');
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/przechowuje je przez okres wymagany przepisami prawa/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Hasło do konta/), 'Pacjentka#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń konto' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(api.callsTo('DELETE /api/mpi/accounts/mpi-user')[0].body).toEqual({ password: 'Pacjentka#2026' });
    expect(success).toHaveBeenCalledWith('Konto zostało usunięte');
  });

  it('asks for the password before calling, and shows a wrong one in the dialog', async () => {
    const api = stubApi({ 'DELETE /api/mpi/accounts/mpi-user': apiError(400, 'PASSWORD_INCORRECT', 'Podane hasło jest niepoprawne.') });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń konto' }));
    expect(await within(dialog).findByText('Podaj hasło, aby potwierdzić usunięcie konta')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/mpi/accounts/mpi-user')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Hasło do konta/), 'zle');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń konto' }));
    expect(await within(dialog).findByText('Podane hasło jest niepoprawne.')).toBeInTheDocument();
  });

  it('any other failure is the spec\'s "Usunięcie konta nie powiodło się"', async () => {
    stubApi({ 'DELETE /api/mpi/accounts/mpi-user': apiError(500, 'INTERNAL_ERROR') });
    const failure = vi.spyOn(notify, 'failure');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Hasło do konta/), 'Pacjentka#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń konto' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Usunięcie konta nie powiodło się'));
  });
});
