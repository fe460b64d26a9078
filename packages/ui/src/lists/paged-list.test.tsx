import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@portal/contracts';
import { PagedList } from './paged-list';
import { usePagedQuery } from './use-paged-query';

vi.mock('../notify', () => ({ notify: { serverDown: vi.fn() } }));

const rows = Array.from({ length: 12 }, (_, i) => `Wizyta ${i + 1}`);
const pageOf = (pageIndex: number, size = 5): Page<string> => ({
  items: rows.slice(pageIndex * size, pageIndex * size + size),
  pageIndex,
  pageSize: size,
  hasNextPage: (pageIndex + 1) * size < rows.length,
});

function List({ fetchPage }: { fetchPage: (i: number) => Promise<Page<string>> }) {
  const query = usePagedQuery({ queryKey: ['visits'], fetchPage });
  return <PagedList query={query} renderItem={(row) => <p key={row}>{row}</p>} empty="Brak wizyt." />;
}

function renderList(fetchPage: (i: number) => Promise<Page<string>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <List fetchPage={fetchPage} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('PagedList', () => {
  it('shows a page, then more while the server has a next page', async () => {
    const fetchPage = vi.fn(async (i: number) => pageOf(i));
    renderList(fetchPage);
    expect(await screen.findByText('Wizyta 5')).toBeInTheDocument();
    expect(screen.queryByText('Wizyta 6')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Wizyta 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Wizyta 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([0, 1, 2]);
  });

  it('announces its loading as a named status (an aria-label on a bare element is not allowed)', async () => {
    let answer: (page: Page<string>) => void = () => undefined;
    renderList(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: 'Wczytywanie…' })).toBeInTheDocument();
    answer(pageOf(0));
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
  });

  it('says when the list is empty', async () => {
    renderList(async () => ({ items: [], pageIndex: 0, pageSize: 5, hasNextPage: false }));
    expect(await screen.findByText('Brak wizyt.')).toBeInTheDocument();
  });

  it('offers a refresh when the list failed to load, and shows it once it loads', async () => {
    let fail = true;
    renderList(async (i) => {
      if (fail) throw new Error('down');
      return pageOf(i);
    });
    const refresh = await screen.findByRole('button', { name: 'Odśwież' });
    fail = false;
    await userEvent.click(refresh);
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
  });
});
