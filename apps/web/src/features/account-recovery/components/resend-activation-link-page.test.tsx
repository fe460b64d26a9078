import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { loadNamespace } from '../../../i18n';
import { ResendActivationLinkPage } from './resend-activation-link-page';

beforeAll(() => loadNamespace('account-recovery'));
afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoute([{ path: '/resendactivationlink', element: <ResendActivationLinkPage /> }], { initialEntries: ['/resendactivationlink'] });

describe('ResendActivationLinkPage', () => {
  it('warns for an unknown or confirmed address, tells the limit, and shows the summary after a send', async () => {
    stubApi({
      'POST /api/mpi/accounts/confirmations/e-mail': [
        apiError(400, 'EMAIL_NOT_FOUND_OR_CONFIRMED'),
        apiError(429, 'SEND_LIMIT', 'Wysłano już zbyt wiele wiadomości na ten adres lub numer. Spróbuj ponownie za godzinę.'),
        { status: 200, body: { ok: true } },
      ],
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/^Adres e-mail/), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Taki adres e-mail nie istnieje lub został już potwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(/Spróbuj ponownie za godzinę/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('heading', { name: 'Link został wysłany' })).toBeInTheDocument();
    expect(screen.getByText(/jan@example.com/)).toBeInTheDocument();
  });

  it('requires a valid address', async () => {
    const { calls } = stubApi({});
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podaj adres e-mail')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
