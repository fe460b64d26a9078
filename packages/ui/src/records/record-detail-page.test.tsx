import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { renderRouteWith } from '../test/render';
import { RecordDetailPage } from './record-detail-page';

vi.mock('../notify', () => ({ notify: { serverDown: vi.fn() } }));

interface Consent {
  id: number;
  patientId: number;
  name: string;
}

function Page({ load, valid = true }: { load: () => Promise<Consent>; valid?: boolean }) {
  const query = useQuery({ queryKey: ['consent'], queryFn: load, enabled: valid });
  return (
    <RecordDetailPage
      query={query}
      valid={valid}
      title="Szczegóły zgody"
      heading={(c) => c.name}
      documentTitle={(c) => `${c.name} - Zgody`}
      badges={() => <Badge>Aktywna</Badge>}
      back={{ label: 'Wróć do zgód', to: (c) => `/consents?patientId=${c.patientId}` }}
      failure="Nie udało się wczytać zgody."
      loading="Wczytywanie zgody…"
      notFound={{ to: '/consents' }}
    >
      {(c) => <Text>{`Zgoda nr ${c.id}`}</Text>}
    </RecordDetailPage>
  );
}

const renderPage = (props: Parameters<typeof Page>[0]) => renderRouteWith(<Page {...props} />, undefined, { initialEntries: ['/consent/1/3'] });

describe('RecordDetailPage', () => {
  it('shows the link back, the heading with its badges and the page’s fields, after a loading status', async () => {
    let answer: (c: Consent) => void = () => undefined;
    renderPage({ load: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('status')).toHaveTextContent('Wczytywanie zgody…');
    answer({ id: 3, patientId: 1, name: 'Zgoda na leczenie' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Zgoda na leczenie' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toContain('Zgoda na leczenie - Zgody');
    expect(screen.getByText('Aktywna')).toBeInTheDocument();
    expect(screen.getByText('Zgoda nr 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do zgód' })).toHaveAttribute('href', '/consents?patientId=1');
  });

  it('answers a 404 with the kit’s not-found texts and a way back', async () => {
    renderPage({ load: () => Promise.reject(new ApiRequestError(404, { errorCode: 'NOT_FOUND', message: 'Nie znaleziono' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono' })).toBeInTheDocument();
    expect(screen.getByText('Ten wpis nie istnieje albo nie masz do niego dostępu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy' })).toHaveAttribute('href', '/consents');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an address that names no record as not found without asking', async () => {
    const load = vi.fn(async () => ({ id: 3, patientId: 1, name: 'x' }));
    renderPage({ load, valid: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('on another failure shows the page’s heading and an alert whose refresh loads it again', async () => {
    let fail = true;
    renderPage({
      load: async () => {
        if (fail) throw new ApiRequestError(503, null);
        return { id: 3, patientId: 1, name: 'Zgoda na leczenie' };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Szczegóły zgody' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać zgody.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgoda na leczenie' })).toBeInTheDocument();
  });
});
