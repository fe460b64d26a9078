import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { aMessage } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { onwardPath, ToConfirmPage } from './to-confirm-page';

beforeAll(() => loadNamespace('messages'));
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) => renderRoute([{ path: '/messages-to-confirm', element: <ToConfirmPage /> }], { initialEntries: [url] });

describe('ToConfirmPage', { timeout: 20_000 }, () => {
  it('shows each message in full until every one is confirmed, then goes on to the main page with the context', async () => {
    const api = stubApi({
      'GET /api/mpi/messages/to-confirm': ok([
        aMessage({ id: 1, title: 'Zmiana godzin pracy', content: 'Od poniedziałku\nprzychodnia czynna do 20.', mustConfirm: true }),
        aMessage({ id: 2, title: 'Przygotowanie do badania', mustConfirm: true }),
      ]),
      'POST /api/mpi/messages/:id': ok({ readDate: '2026-03-02T10:00:00.000Z' }),
    });
    renderAt('/messages-to-confirm?orgUnit=2');
    expect(await screen.findByRole('heading', { name: 'Zmiana godzin pracy' })).toBeInTheDocument();
    expect(screen.getByText(/przychodnia czynna do 20\./)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Potwierdzam przeczytanie' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /pomiń|dalej/i })).not.toBeInTheDocument();
    await userEvent.click(buttons[0]);
    expect(await screen.findAllByRole('button', { name: 'Potwierdzam przeczytanie' })).toHaveLength(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdzam przeczytanie' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/main?orgUnit=2');
    expect(api.callsTo('POST /api/mpi/messages/:id').map((c) => c.path)).toEqual(['/api/mpi/messages/1', '/api/mpi/messages/2']);
  });

  it('goes on at once when nothing waits, to where sign-in was to lead', async () => {
    stubApi({ 'GET /api/mpi/messages/to-confirm': ok([]) });
    renderAt('/messages-to-confirm?service=5&returnTo=%2Fmessages%2F9');
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages/9');
  });

  it('ignores a returnTo that leaves the portal', async () => {
    stubApi({ 'GET /api/mpi/messages/to-confirm': ok([]) });
    renderAt('/messages-to-confirm?returnTo=%2F%2Fevil.example');
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
  });
});

describe('onwardPath', () => {
  it('leads to the new booking with the context when a service is named and the build has bookings, else to the main page', () => {
    const withService = new URLSearchParams('service=5&orgUnit=2');
    expect(onwardPath(withService, (p) => p === '/newbooking')).toBe('/newbooking?service=5&orgUnit=2');
    expect(onwardPath(withService, () => false)).toBe('/main?service=5&orgUnit=2');
    expect(onwardPath(new URLSearchParams('orgUnit=2'), () => true)).toBe('/main?orgUnit=2');
    expect(onwardPath(new URLSearchParams('service=5&returnTo=%2Fallergies'), () => true)).toBe('/allergies');
  });
});
