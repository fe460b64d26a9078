import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { ConfirmEmailPage } from './confirm-email-page';

type Reply = { status: number; body?: unknown };

function serve(replies: Reply[]) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push(init?.body ? JSON.parse(String(init.body)) : null);
      const reply = replies.shift() ?? { status: 500 };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return posted;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/confirmemail', element: <ConfirmEmailPage /> }], { initialEntries: [url] });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmEmailPage', () => {
  it('shows the address and sends the link again, then the summary', async () => {
    const posted = serve([{ status: 400, body: { errorCode: 'EMAIL_NOT_FOUND_OR_CONFIRMED', message: 'x' } }, { status: 200, body: { ok: true } }]);
    const user = userEvent.setup();
    open('/confirmemail?email=jan%40example.com');
    expect(screen.getByText('jan@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }));
    expect(await screen.findByText('Taki adres e-mail nie istnieje lub został już potwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie link potwierdzający' }));
    expect(await screen.findByRole('heading', { name: 'Link został wysłany' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login');
    expect(posted).toEqual([{ email: 'jan@example.com' }, { email: 'jan@example.com' }]);
  });

  it('leads back to sign-in keeping the booking context', () => {
    serve([]);
    open('/confirmemail?email=jan%40example.com&service=12&employee=5');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/login?service=12&employee=5');
  });

  it('without an address leads to the resend-link page', () => {
    serve([]);
    open('/confirmemail');
    expect(screen.queryByRole('button', { name: 'Wyślij ponownie link potwierdzający' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wyślij link potwierdzający na podany adres' })).toHaveAttribute('href', '/resendactivationlink');
  });
});
