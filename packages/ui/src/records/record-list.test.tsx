import { Text } from '@mantine/core';
import type { Page } from '@portal/contracts';
import { defaultRange } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRouteWith } from '../test/render';
import { checkboxFilter, dateRangeFilter, selectFilter, useRecordFilters } from './filters';
import { ownRecords, RecordList, RecordListPage, wholeList, type PatientScope } from './record-list';

vi.mock('../notify', () => ({ notify: { serverDown: vi.fn() } }));

interface Visit {
  id: number;
  name: string;
  status: 'DONE' | 'PLANNED';
}
const visits: Visit[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Wizyta ${i + 1}`, status: i % 2 ? 'PLANNED' : 'DONE' }));
const pageOf = (pageIndex: number, size = 5): Page<Visit> => ({
  items: visits.slice(pageIndex * size, pageIndex * size + size),
  pageIndex,
  pageSize: size,
  hasNextPage: (pageIndex + 1) * size < visits.length,
});

const scope = (patientId: number | null): PatientScope => ({
  patientId,
  picker: <p>wybór pacjenta</p>,
  gate: (body) => (patientId === null ? <Text>Brak pacjenta.</Text> : body(patientId)),
});

const filters = {
  status: selectFilter({ param: 'status', label: 'Status', placeholder: 'Każdy', clearLabel: 'Wyczyść status', options: [{ value: 'DONE', label: 'Odbyte' }, { value: 'PLANNED', label: 'Zaplanowane' }] }),
  mine: checkboxFilter({ param: 'mine', label: 'Tylko moje' }),
  range: dateRangeFilter({ label: 'Zakres dat', limits: { allowFuture: false }, default: (today) => defaultRange('lastYear', today) }),
};

describe('RecordListPage', () => {
  it('reads its filters from the address, asks for the patient with them, and puts a change back in the address', async () => {
    const fetchPage = vi.fn(async (_values: unknown, i: number) => pageOf(i));
    const { router } = renderRouteWith(
      <RecordListPage
        title="Wizyty"
        patient={scope(7)}
        filters={filters}
        source={(values, patientId) => ({ paged: { queryKey: ['visits', patientId, values], fetchPage: (i) => fetchPage({ ...values, patientId }, i) } })}
        empty="Brak wizyt."
        renderItem={(v) => <p key={v.id}>{v.name}</p>}
      />,
      undefined,
      { initialEntries: ['/visits?status=DONE&after=2026-01-01&before=2026-02-01'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Wizyty' })).toBeInTheDocument();
    expect(screen.getByText('wybór pacjenta')).toBeInTheDocument();
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 'DONE', mine: false, range: { after: '2026-01-01', before: '2026-02-01' }, patientId: 7 }, 0);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Odbyte');
    expect(screen.getByRole('group', { name: 'Zakres dat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko moje' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=DONE&after=2026-01-01&before=2026-02-01&mine=1'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ mine: true, status: 'DONE' }), 0));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zaplanowane' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PLANNED&after=2026-01-01&before=2026-02-01&mine=1'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'PLANNED' }), 0));
  });

  it('takes a range filter’s default while the address has none, and pages with "Pokaż więcej"', async () => {
    const asked: unknown[] = [];
    renderRouteWith(
      <RecordListPage
        title="Wizyty"
        patient={scope(7)}
        filters={{ range: filters.range }}
        source={({ range }) => ({ paged: { queryKey: ['visits', range], fetchPage: async (i) => (asked.push(range), pageOf(i)) } })}
        empty="Brak wizyt."
        renderItem={(v) => <p key={v.id}>{v.name}</p>}
      />,
      undefined,
      { initialEntries: ['/visits'] },
    );
    expect(await screen.findByText('Wizyta 5')).toBeInTheDocument();
    expect(screen.queryByText('Wizyta 6')).not.toBeInTheDocument();
    const range = asked[0] as { after: string; before: string };
    expect(range.after < range.before).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Wizyta 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Wizyta 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it('shows a whole list at once, the actions knowing its records, and the empty state of the patient', async () => {
    const load = vi.fn(async (patientId: number) => (patientId === 7 ? visits.slice(0, 2) : []));
    const page = (patientId: number) => (
      <RecordListPage<Visit>
        title="Wizyty"
        patient={scope(patientId)}
        actions={({ items }) => items !== undefined && <p>{`${items.length} wizyt`}</p>}
        source={(_values, id) => wholeList({ queryKey: ['visits', id], queryFn: () => load(id) })}
        empty={(id) => <Text>{`Pacjent ${id} nie ma wizyt.`}</Text>}
        loading="Wczytywanie wizyt…"
        renderItems={(items) => (
          <ul aria-label="Wizyty pacjenta">
            {items.map((v) => (
              <li key={v.id}>{v.name}</li>
            ))}
          </ul>
        )}
      />
    );
    renderRouteWith(page(7), undefined);
    expect(await screen.findByText('Wczytywanie wizyt…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wizyty pacjenta' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wizyta 1', 'Wizyta 2']);
    expect(screen.getByText('2 wizyt')).toBeInTheDocument();

    renderRouteWith(page(8), undefined);
    expect(await screen.findByText('Pacjent 8 nie ma wizyt.')).toBeInTheDocument();
  });

  it('asks nothing for a range its field refuses (an address kept by hand): the field and the list say why', async () => {
    const fetchPage = vi.fn(async (_values: unknown, i: number) => pageOf(i));
    const { router } = renderRouteWith(
      <RecordListPage
        title="Wizyty"
        patient={scope(7)}
        filters={filters}
        source={(values, patientId) => ({ paged: { queryKey: ['visits', patientId, values], fetchPage: (i) => fetchPage({ ...values, patientId }, i) } })}
        empty="Brak wizyt."
        renderItem={(v) => <p key={v.id}>{v.name}</p>}
      />,
      undefined,
      { initialEntries: ['/visits?after=2026-02-01&before=2026-01-01'] },
    );
    expect(await screen.findByText('Popraw zakres dat, aby wyświetlić listę.')).toBeInTheDocument();
    expect(screen.getByText('Data początkowa nie może być późniejsza niż data końcowa.')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
    // Once the range is whole again, the records are asked.
    await router.navigate('/visits?after=2026-01-01&before=2026-02-01');
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ range: { after: '2026-01-01', before: '2026-02-01' } }), 0);
  });

  it('asks nothing until a patient is chosen: the gate speaks instead', async () => {
    const fetchPage = vi.fn(async (i: number) => pageOf(i));
    renderRouteWith(
      <RecordListPage title="Wizyty" patient={scope(null)} source={() => ({ paged: { queryKey: ['visits'], fetchPage } })} empty="Brak wizyt." renderItem={(v) => <p key={v.id}>{v.name}</p>} />,
      undefined,
    );
    expect(await screen.findByText('Brak pacjenta.')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('offers a refresh when the list failed, and shows it once it loads', async () => {
    let fail = true;
    renderRouteWith(
      <RecordListPage
        title="Wizyty"
        patient={scope(7)}
        source={() => ({
          paged: {
            queryKey: ['visits'],
            fetchPage: async (i) => {
              if (fail) throw new Error('down');
              return pageOf(i);
            },
          },
        })}
        failure="Nie udało się wczytać wizyt."
        empty="Brak wizyt."
        renderItem={(v) => <p key={v.id}>{v.name}</p>}
      />,
      undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać wizyt.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
  });
});

describe('RecordListPage of the account’s own records (ownRecords)', () => {
  const page = (scope: PatientScope, load: () => Promise<Visit[]>) => (
    <RecordListPage
      title="Moje wizyty"
      patient={scope}
      intro={<p>Zalecenie gotowe.</p>}
      source={() => wholeList({ queryKey: ['own-visits'], queryFn: load })}
      loading="Wczytywanie wizyt…"
      empty="Brak wizyt."
      renderItem={(v) => <p key={v.id}>{v.name}</p>}
    />
  );

  it('has nothing to choose: the notice under the heading, the records asked at once', async () => {
    const load = vi.fn(async () => visits.slice(0, 1));
    renderRouteWith(page(ownRecords(), load), undefined);
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
    expect(screen.getByText('Zalecenie gotowe.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing until ready, showing the list’s loading state, or what stands instead', async () => {
    const load = vi.fn(async () => visits.slice(0, 1));
    const { unmount } = renderRouteWith(page(ownRecords({ ready: false }), load), undefined);
    expect(await screen.findByText('Wczytywanie wizyt…')).toBeInTheDocument();
    unmount();
    renderRouteWith(page(ownRecords({ ready: false, instead: <p>Ustawienia niedostępne.</p> }), load), undefined);
    expect(await screen.findByText('Ustawienia niedostępne.')).toBeInTheDocument();
    expect(screen.queryByText('Wczytywanie wizyt…')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('RecordList', () => {
  it('lists inside a page that names the patient: its toolbar, its filters, the records and what follows them', async () => {
    const { router } = renderRouteWith(
      <RecordList
        toolbar={<button type="button">Nowy wniosek</button>}
        filters={{ mine: filters.mine }}
        source={({ mine }) => ({ paged: { queryKey: ['visits', mine], fetchPage: async () => ({ items: mine ? [] : visits.slice(0, 1), pageIndex: 0, pageSize: 5, hasNextPage: false }) } })}
        empty="Brak wizyt."
        renderItem={(v) => <p key={v.id}>{v.name}</p>}
      >
        <p>okno dialogowe</p>
      </RecordList>,
      undefined,
      { initialEntries: ['/tab?patientId=7'] },
    );
    expect(await screen.findByText('Wizyta 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nowy wniosek' })).toBeInTheDocument();
    expect(screen.getByText('okno dialogowe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko moje' }));
    expect(await screen.findByText('Brak wizyt.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?patientId=7&mine=1');
  });
});

describe('useRecordFilters', () => {
  function Probe() {
    const state = useRecordFilters({ range: dateRangeFilter({ label: 'Zakres', limits: { allowFuture: false } }), kept: dateRangeFilter({ label: 'Zakres', limits: { allowFuture: false }, params: { after: 'from', before: 'to' }, default: () => ({ after: '2026-01-01', before: '2026-01-31' }) }) });
    return (
      <>
        <p data-testid="values">{JSON.stringify(state.values)}</p>
        <button type="button" onClick={() => state.change('range', {})}>
          bez zakresu
        </button>
        <button type="button" onClick={() => state.change('kept', { after: '2026-01-05' })}>
          bez końca
        </button>
      </>
    );
  }

  it('a range without a default leaves the address when cleared; one with a default keeps its cleared end empty', async () => {
    const { router } = renderRouteWith(<Probe />, undefined, { initialEntries: ['/x?after=2026-02-01'] });
    expect(screen.getByTestId('values')).toHaveTextContent('{"range":{"after":"2026-02-01"},"kept":{"after":"2026-01-01","before":"2026-01-31"}}');
    await userEvent.click(screen.getByRole('button', { name: 'bez zakresu' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'bez końca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-05&to='));
    expect(screen.getByTestId('values')).toHaveTextContent('"kept":{"after":"2026-01-05","before":""}');
  });
});
