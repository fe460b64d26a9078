import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterDrug } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApi, type ApiCall } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { amoxicillin, ibuprofen, registerDrug, sampleMatrix, takenMetformin, takenWarfarin, loadDrugInteractionTexts } from '../test-drugs';
import { DrugSelectionPage } from './drug-selection-page';
import { useSelection } from './use-selection';

const renderPage = (url = '/druginteractions') => renderRoute(<DrugSelectionPage />, { path: '/druginteractions', initialEntries: [url] });

const queryOf = (call: ApiCall) => new URLSearchParams(call.query);

/** 23 register drugs named "Ibu…" by trade name, and amoxicillin by its international name; pages of 10 as the server cuts them. */
const catalogue = [ibuprofen, ...Array.from({ length: 22 }, (_, i) => registerDrug(`59000000${String(i).padStart(5, '0')}`, `Ibufen ${i + 1}`))];
const searchHandler = (call: ApiCall) => {
  const q = queryOf(call);
  const name = (q.get('drugName') ?? '').toLowerCase();
  const byInternational = q.get('isInternationalName') === 'true';
  const found = byInternational ? [amoxicillin].filter((d) => (d.internationalName ?? '').includes(name)) : catalogue.filter((d) => d.name.toLowerCase().includes(name));
  const pageIndex = Number(q.get('pageIndex'));
  return ok({ items: found.slice(pageIndex * 10, pageIndex * 10 + 10), pageIndex, pageSize: 10, hasNextPage: found.length > (pageIndex + 1) * 10 });
};

const stub = (more = {}) =>
  stubApi({
    'GET /api/mppd/api/interactions/:patientId/taken-drugs': ok([takenWarfarin, takenMetformin]),
    'GET /api/mppd/api/interactions/drugs': searchHandler,
    ...more,
  });

beforeAll(loadDrugInteractionTexts);
afterEach(() => {
  document.title = '';
});

describe('DrugSelectionPage (/druginteractions)', { timeout: 30_000 }, () => {
  it('adds her taken drugs in one click and found drugs (3 characters at least, by trade or international name, 10 a page), keeps the choice in the address and links the matrix', async () => {
    const api = stub();
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interakcje leków' })).toBeInTheDocument();
    expect(document.title).toBe('Interakcje leków - Portal Pacjenta');

    // Her taken drugs, with where each comes from.
    const taken = await screen.findByRole('list', { name: 'Leki przyjmowane' });
    expect(within(taken).getAllByRole('listitem')).toHaveLength(2);
    expect(within(taken).getByText('z recepty')).toBeInTheDocument();
    expect(within(taken).getByText('z dokumentacji')).toBeInTheDocument();
    expect(within(taken).getByText('ostatnio 02-10-2026')).toBeInTheDocument();
    expect(api.callsTo('GET /api/mppd/api/interactions/1/taken-drugs')).toHaveLength(1);
    expect(screen.getByText('Nie wybrano jeszcze żadnego leku.')).toBeInTheDocument();
    await userEvent.click(within(taken).getByRole('button', { name: `Dodaj: ${takenWarfarin.fullName}` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')).toBe(takenWarfarin.id));
    expect(within(taken).getByText('Wybrany')).toBeInTheDocument();
    expect(screen.getByText('Wybierz co najmniej dwa leki, aby sprawdzić interakcje.')).toBeInTheDocument();

    // Two characters ask nothing; the third does.
    const field = screen.getByRole('searchbox', { name: /Nazwa leku/ });
    await userEvent.type(field, 'ib');
    expect(api.callsTo('GET /api/mppd/api/interactions/drugs')).toHaveLength(0);
    await userEvent.type(field, 'u');
    const results = await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(10);
    const first = queryOf(api.callsTo('GET /api/mppd/api/interactions/drugs').at(-1)!);
    expect(Object.fromEntries(first)).toEqual({ drugName: 'ibu', isInternationalName: 'false', patientId: '1', pageIndex: '0', pageSize: '10' });

    // The next page, then the last (3 of 23).
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(screen.getByText('Strona 2')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Wyniki wyszukiwania' })).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
    expect(queryOf(api.callsTo('GET /api/mppd/api/interactions/drugs').at(-1)!).get('pageIndex')).toBe('2');

    // By international name.
    await userEvent.clear(field);
    await userEvent.type(field, 'amoks');
    await userEvent.click(screen.getByRole('switch', { name: 'Szukaj po nazwie międzynarodowej (substancji czynnej)' }));
    await userEvent.click(await screen.findByRole('button', { name: `Dodaj: ${amoxicillin.fullName}` }));
    expect(queryOf(api.callsTo('GET /api/mppd/api/interactions/drugs').at(-1)!).get('isInternationalName')).toBe('true');

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')).toBe(`${takenWarfarin.id},${amoxicillin.id}`));
    const chosen = screen.getByRole('list', { name: 'Wybrane leki' });
    expect(within(chosen).getByText(takenWarfarin.fullName)).toBeInTheDocument();
    expect(within(chosen).getByText(amoxicillin.fullName)).toBeInTheDocument();
    expect(screen.getByText('Wybrano 2 z 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sprawdź interakcje' })).toHaveAttribute('href', `/interactions?patientId=1&selectableDrugs=${takenWarfarin.id}%2C${amoxicillin.id}`);

    // Removable.
    await userEvent.click(within(chosen).getByRole('button', { name: `Usuń z wyboru: ${takenWarfarin.fullName}` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')).toBe(amoxicillin.id));
    expect(screen.queryByRole('link', { name: 'Sprawdź interakcje' })).not.toBeInTheDocument();
  });

  it('names a choice opened from the address through the matrix, and refuses a 31st drug with the spec message', async () => {
    const thirty: RegisterDrug[] = Array.from({ length: 30 }, (_, i) => registerDrug(`58000000${String(i).padStart(5, '0')}`, `Lek ${i + 1}`));
    const api = stub({
      'GET /api/mppd/api/interactions/': (call: ApiCall) => {
        const ids = (queryOf(call).get('blozIds') ?? '').split(',');
        return ok({ ...sampleMatrix(), drugs: thirty.filter((d) => ids.includes(d.id)), cells: [], allergyFlags: [], maxSeverity: -1 });
      },
    });
    const { router } = renderPage(`/druginteractions?patientId=1&selectableDrugs=${thirty.map((d) => d.id).join(',')}`);
    const chosen = await screen.findByRole('list', { name: 'Wybrane leki' });
    expect(await within(chosen).findByText(thirty[29].fullName)).toBeInTheDocument();
    expect(screen.getByText('Wybrano 30 z 30')).toBeInTheDocument();
    expect(queryOf(api.callsTo('GET /api/mppd/api/interactions/')[0]).get('blozIds')).toBe(thirty.map((d) => d.id).join(','));

    const taken = await screen.findByRole('list', { name: 'Leki przyjmowane' });
    await userEvent.click(within(taken).getByRole('button', { name: `Dodaj: ${takenWarfarin.fullName}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maksymalnie można wybrać 30 leków');
    expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')?.split(',')).toHaveLength(30);

    // One removed, the message goes and the drug goes in.
    await userEvent.click(within(chosen).getByRole('button', { name: `Usuń z wyboru: ${thirty[0].fullName}` }));
    expect(screen.queryByText('Maksymalnie można wybrać 30 leków')).not.toBeInTheDocument();
    await userEvent.click(within(taken).getByRole('button', { name: `Dodaj: ${takenWarfarin.fullName}` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')?.split(',').at(-1)).toBe(takenWarfarin.id));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps both of two quick clicks: the second, made before the first has rendered, adds to the first', async () => {
    stub();
    let selection: ReturnType<typeof useSelection> | undefined;
    function Probe() {
      selection = useSelection();
      return <p>{selection.ids.join(',')}</p>;
    }
    const { router } = renderRoute(<Probe />, { path: '/druginteractions', initialEntries: ['/druginteractions'] });
    await waitFor(() => expect(selection).toBeDefined());
    // Both from the same render, as a browser's second click is when the first's navigation is still in a transition.
    const { add } = selection!;
    act(() => {
      add(takenWarfarin);
      add(takenMetformin);
    });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('selectableDrugs')).toBe(`${takenWarfarin.id},${takenMetformin.id}`));
  });
});
