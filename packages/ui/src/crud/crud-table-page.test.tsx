import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRouteWith } from '../test/render';
import { CrudTablePage, type CrudTablePageProps } from './crud-table-page';

vi.mock('../notify', () => ({ notify: { serverDown: vi.fn() } }));

interface Box {
  id: number;
  name: string;
  lang: string;
}
const boxes: Box[] = [
  { id: 1, name: 'Rejestracja', lang: 'pl' },
  { id: 2, name: 'Registration', lang: 'en' },
];

function Page({ load, ...props }: { load: () => Promise<Box[]> } & Partial<CrudTablePageProps<Box>>) {
  const query = useQuery({ queryKey: ['boxes'], queryFn: load });
  return (
    <CrudTablePage
      heading={<h1>Skrzynki</h1>}
      addLabel="Nowa skrzynka"
      query={query}
      failure="Nie udało się wczytać skrzynek."
      empty={<Text>Nie ma skrzynek.</Text>}
      minWidth={640}
      tableProps={{ 'aria-label': 'Skrzynki' }}
      columns={[
        { header: 'Nazwa', cell: (box) => box.name, cellProps: (box) => ({ lang: box.lang }) },
        { header: 'Miejsce', cell: (_box, { index, rows }) => `${index + 1} z ${rows.length}` },
      ]}
      editColumn={{ header: 'Działania', text: 'Edytuj', label: (box) => `Edytuj: ${box.name}` }}
      rowKey={(box) => box.id}
      rowTestId={(box) => `box-${box.id}`}
      modalTitle={(box) => (box ? `Skrzynka ${box.name}` : 'Nowa skrzynka')}
      form={(box, close) => (
        <form aria-label="Formularz">
          <p>{box ? `Zmiana: ${box.name}` : 'Nowa'}</p>
          <Button onClick={close}>Anuluj</Button>
        </form>
      )}
      {...props}
    />
  );
}

const renderPage = (props: Parameters<typeof Page>[0]) => renderRouteWith(<Page {...props} />, undefined);

describe('CrudTablePage', () => {
  it("shows the caller's columns in their order, then the edit column; each row with its key, test id and cell attributes", async () => {
    renderPage({ load: async () => boxes });
    const table = await screen.findByRole('table', { name: 'Skrzynki' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['NazwaMiejsceDziałania', 'Rejestracja1 z 2Edytuj', 'Registration2 z 2Edytuj']);
    expect(screen.getByTestId('box-2')).toHaveTextContent('Registration');
    expect(within(table).getByRole('cell', { name: 'Registration' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Skrzynki' })).toBeInTheDocument();
  });

  it('opens the form of a new row and of a stored one in a named dialog, and closes it', async () => {
    const user = userEvent.setup();
    renderPage({ load: async () => boxes });
    await user.click(screen.getByRole('button', { name: 'Nowa skrzynka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa skrzynka' });
    expect(within(dialog).getByText('Nowa')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Edytuj: Registration' }));
    const edit = await screen.findByRole('dialog', { name: 'Skrzynka Registration' });
    expect(within(edit).getByText('Zmiana: Registration')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a column open the form itself (its own actions)', async () => {
    const user = userEvent.setup();
    renderPage({
      load: async () => boxes,
      editColumn: undefined,
      columns: [{ header: 'Nazwa', cell: (box, { edit }) => <Button onClick={edit}>{`Zmień: ${box.name}`}</Button> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Zmień: Rejestracja' }));
    expect(await screen.findByRole('dialog', { name: 'Skrzynka Rejestracja' })).toBeInTheDocument();
  });

  it('says when there are no rows, and when they failed to load', async () => {
    renderPage({ load: async () => [] });
    expect(await screen.findByText('Nie ma skrzynek.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nowa skrzynka' })).toBeInTheDocument();
  });

  it('names a failed load', async () => {
    renderPage({ load: () => Promise.reject(new Error('down')) });
    expect(await screen.findByText('Nie udało się wczytać skrzynek.')).toBeInTheDocument();
  });

  it('without a heading shows the add button alone; a caption names the table', async () => {
    renderPage({ load: async () => boxes, heading: undefined, tableProps: undefined, caption: 'Skrzynki w kolejności' });
    expect(await screen.findByRole('table', { name: 'Skrzynki w kolejności' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
