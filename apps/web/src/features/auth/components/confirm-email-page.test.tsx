import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const RESEND = 'POST /api/mpi/accounts/confirmations/e-mail';

function open(url: string) {
  renderRoute(<ConfirmEmailPage />, { initialEntries: [url] });
}

describe('ConfirmEmailPage', () => {
  it('shows the address and sends the link again, then the summary', async () => {
    const api = stubApi({ [RESEND]: [apiError(400, 'EMAIL_NOT_FOUND_OR_CONFIRMED', 'x'), ok({ ok: true as const })] });
    const user = userEvent.setup();
    open('/confirmemail?email=jan%40example.com');
    expect(screen.getByText('jan@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }));
    expect(await screen.findByText('Taki adres e-mail nie istnieje lub został już potwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }));
    expect(await screen.findByRole('heading', { name: 'Link został wysłany' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login');
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'jan@example.com' }, { email: 'jan@example.com' }]);
  });

  it('leads back to sign-in keeping the booking context', () => {
    stubApi();
    open('/confirmemail?email=jan%40example.com&service=12&employee=5');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login?service=12&employee=5');
  });

  it('without an address leads to the resend-link page', () => {
    stubApi();
    open('/confirmemail');
    expect(screen.queryByRole('button', { name: 'Wyślij ponownie link potwierdzający' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wyślij link potwierdzający na podany adres' })).toHaveAttribute('href', '/resendactivationlink');
  });
});
