import { Button, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRouteWith } from '../test/render';
import { EntityForm, EntityPage, useEntityId } from './entity-page';

vi.mock('../notify', () => ({ notify: { serverDown: vi.fn() } }));

interface Unit {
  id: number;
  name: string;
  active: boolean;
}

function UnitForm({ unit, readOnly, onSave }: { unit?: Unit; readOnly?: string; onSave: (name: string) => void }) {
  return (
    <EntityForm
      onSubmit={async (e) => {
        e.preventDefault();
        onSave(new FormData(e.currentTarget).get('name') as string);
      }}
      readOnly={readOnly}
      actions={<Button type="submit">Zapisz</Button>}
    >
      <TextInput name="name" label="Nazwa" defaultValue={unit?.name ?? ''} />
    </EntityForm>
  );
}

function UnitPage({ load, readOnly, onSave = vi.fn() }: { load: (id: number) => Promise<Unit>; readOnly?: string; onSave?: (name: string) => void }) {
  const id = useEntityId('unitId');
  const query = useQuery({ queryKey: ['unit', id], queryFn: () => load(id as number), enabled: typeof id === 'number' });
  return (
    <EntityPage
      id={id}
      nav={<nav aria-label="Części">Jednostki</nav>}
      backTo="/units"
      backLabel="Wróć do listy"
      newTitle="Nowa jednostka"
      query={query}
      titleOf={(unit) => unit.name}
      badge={(unit) => <span>{unit.active ? 'aktywna' : 'nieaktywna'}</span>}
      notFound="Nie ma takiej pozycji."
      failure="Nie znaleziono tej pozycji albo nie udało się jej wczytać."
    >
      {(unit) => <UnitForm unit={unit} readOnly={readOnly} onSave={onSave} />}
    </EntityPage>
  );
}

const renderAt = (url: string, props: Parameters<typeof UnitPage>[0]) => renderRouteWith([{ path: '/units/:unitId', element: <UnitPage {...props} /> }], undefined, { initialEntries: [url] });

describe('EntityPage', () => {
  it("shows a stored record's name and badge as the heading, its form, the sections and the way back", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderAt('/units/7', { load: async (id) => ({ id, name: 'Przychodnia POZ', active: false }), onSave });
    expect(await screen.findByRole('heading', { level: 1, name: 'Przychodnia POZ' })).toBeInTheDocument();
    expect(screen.getByText('nieaktywna')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Części' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Wróć do listy' })).toHaveAttribute('href', '/units');
    expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue('Przychodnia POZ');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Przychodnia POZ'));
  });

  it('names a new record "new" and loads nothing', async () => {
    const load = vi.fn();
    renderAt('/units/new', { load });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa jednostka' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue('');
    expect(load).not.toHaveBeenCalled();
  });

  it('says an address that names no record is none, and a record that failed to load', async () => {
    const { unmount } = renderAt('/units/abc', { load: vi.fn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie ma takiej pozycji.');
    unmount();
    renderAt('/units/99', { load: () => Promise.reject(new Error('404')) });
    expect(await screen.findByText('Nie znaleziono tej pozycji albo nie udało się jej wczytać.')).toBeInTheDocument();
  });

  it('locks the fields of a member who may only read, and says why', async () => {
    renderAt('/units/7', { load: async (id) => ({ id, name: 'Przychodnia POZ', active: true }), readOnly: 'Tylko do odczytu.' });
    expect(await screen.findByRole('textbox', { name: 'Nazwa' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Tylko do odczytu.' })).toBeInTheDocument();
  });
});
