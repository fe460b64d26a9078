import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeMatchMedia } from '@portal/ui/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, type ApiCall } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { amoxicillin, ibuprofen, sampleMatrix, warfarin, loadDrugInteractionTexts } from '../test-drugs';
import { InteractionsPage } from './interactions-page';

const ids = [warfarin.id, ibuprofen.id, amoxicillin.id];
const url = `/interactions?patientId=1&selectableDrugs=${ids.join(',')}`;
const renderPage = (at = url) => renderRoute(<InteractionsPage />, { path: '/interactions', initialEntries: [at] });

beforeAll(loadDrugInteractionTexts);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});

describe('InteractionsPage (/interactions)', { timeout: 30_000 }, () => {
  it('shows the matrix with each pair in its colour and Polish name, the diagonal without information, the allergy flag, the pair details and the printout', async () => {
    const api = stubApi({ 'GET /api/mppd/api/interactions/': ok(sampleMatrix()) });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interakcje wybranych leków' })).toBeInTheDocument();
    expect(screen.getByText('To pomoc, nie decyzja kliniczna')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: /Macierz interakcji/ });
    const call = api.callsTo('GET /api/mppd/api/interactions/')[0] as ApiCall;
    expect(Object.fromEntries(new URLSearchParams(call.query))).toEqual({ blozIds: ids.join(','), patientId: '1' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getAllByRole('columnheader')).toHaveLength(3);
    // The diagonal: a drug with itself.
    expect(within(table).getAllByText('brak informacji')).toHaveLength(3);
    // Both halves of the matrix open the same pair; each badge in the scale's colour with its name.
    const significant = within(table).getAllByRole('button', { name: /: Istotna – szczegóły$/ });
    expect(significant).toHaveLength(2);
    expect(significant[0]).toHaveAccessibleName('Warfin 10 mg i Ibuprom 10 mg: Istotna – szczegóły');
    const badge = within(significant[0]).getByText(/Istotna/);
    expect(badge.closest('[data-severity]')).toHaveAttribute('data-severity', '2');
    expect(badge.closest('[data-severity]')).toHaveStyle({ '--badge-bg': '#c92a2a' });
    expect(within(table).getAllByRole('button', { name: /Mało istotna/ })).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: /: Brak – szczegóły$/ })).toHaveLength(2);
    expect(screen.getByText('Najwyższy stopień interakcji w zestawieniu: Istotna')).toBeInTheDocument();

    // The allergy: on the drug and in a notice.
    expect(within(table).getAllByText(/Alergia/)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(`${amoxicillin.fullName} zawiera amoksycylina – zapisana alergia: Amoksycylina`);

    // A pair's details.
    await userEvent.click(significant[1]);
    const dialog = await screen.findByRole('dialog', { name: `${warfarin.fullName} i ${ibuprofen.fullName}` });
    expect(within(dialog).getByRole('heading', { name: 'warfaryna + ibuprofen' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Ibuprofen nasila działanie przeciwzakrzepowe warfaryny: ryzyko krwawień.');
    expect(dialog).toHaveTextContent('Źródło: ChPL Warfin 4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A pair with no information has no ingredient pairs.
    await userEvent.click(within(table).getAllByRole('button', { name: /: Brak – szczegóły$/ })[0]);
    expect(await screen.findByText('Nie są znane interakcje między składnikami tych leków.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));

    await userEvent.click(screen.getByRole('button', { name: 'Drukuj' }));
    expect(open).toHaveBeenCalledWith(`/api/mppd/api/interactions/printout/1/${ids.join(',')}?lang=pl`, '_blank');
    expect(screen.getByRole('link', { name: 'Zmień wybór' })).toHaveAttribute('href', `/druginteractions?patientId=1&selectableDrugs=${ids.join('%2C')}`);
  });

  it('asks for a second drug instead of a matrix of one, and keeps the matrix in its own scrolling box on a phone', async () => {
    const api = stubApi({ 'GET /api/mppd/api/interactions/': ok(sampleMatrix()) });
    const { unmount } = renderPage(`/interactions?patientId=1&selectableDrugs=${warfarin.id}`);
    expect(await screen.findByText('Do sprawdzenia interakcji potrzebne są co najmniej dwa leki.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wybierz leki' })).toHaveAttribute('href', `/druginteractions?patientId=1&selectableDrugs=${warfarin.id}`);
    expect(api.callsTo('GET /api/mppd/api/interactions/')).toHaveLength(0);
    unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderPage();
    const table = await screen.findByRole('table', { name: /Macierz interakcji/ });
    // Mantine's scroll container: the table keeps its width inside a box that scrolls sideways, not the page.
    const box = table.closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement;
    expect(box).not.toBeNull();
    expect(box.getAttribute('style')).toContain('--table-overflow: auto');
  });
});
