import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('shows a card per queue: its name, its count and a link to its page (an unknown queue by its key)', async () => {
    stubApi({
      'GET /api/clinic/dashboard': ok({
        queues: [
          { key: 'IDENTITIES', count: 3, path: '/identities' },
          { key: 'MESSAGES', count: 12, path: '/messages' },
          { key: 'BOOKINGS', count: 4, path: '/bookings' },
        ],
      }),
    });
    renderRoute(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeInTheDocument();
    const identities = await screen.findByTestId('queue-IDENTITIES');
    expect(within(identities).getByText('Tożsamości do potwierdzenia')).toBeInTheDocument();
    expect(within(identities).getByText('3')).toBeInTheDocument();
    expect(within(identities).getByRole('link', { name: 'Otwórz: Tożsamości do potwierdzenia' })).toHaveAttribute('href', '/identities');
    const messages = screen.getByTestId('queue-MESSAGES');
    expect(within(messages).getByText('Nieprzeczytane wiadomości')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'Otwórz: Nieprzeczytane wiadomości' })).toHaveAttribute('href', '/messages');
    const other = screen.getByTestId('queue-BOOKINGS');
    expect(within(other).getByText('BOOKINGS')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Otwórz: BOOKINGS' })).toHaveAttribute('href', '/bookings');
  });

  it('says so when nothing waits', async () => {
    stubApi({ 'GET /api/clinic/dashboard': ok({ queues: [] }) });
    renderRoute(<DashboardPage />);
    expect(await screen.findByText('Nic nie czeka na klinikę.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('offers to try again when the dashboard does not load', async () => {
    stubApi({ 'GET /api/clinic/dashboard': apiError(500, 'INTERNAL_ERROR', 'Błąd') });
    renderRoute(<DashboardPage />);
    expect(await screen.findByText('Nie udało się wczytać pulpitu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeInTheDocument();
  });
});
