import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrugEdition } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { DrugEditionsPage } from './drug-editions-page';

const render = () => renderRoute(signedIn(admin, { '/drug-editions': <DrugEditionsPage /> }), { initialEntries: ['/drug-editions'] });

const edition = (over: Partial<DrugEdition>): DrugEdition => ({
  id: 1,
  kind: 'REGISTER',
  state: 'PUBLISHED',
  fileName: 'rpl-2026-11.xml',
  checksum: 'abc',
  products: 312,
  packages: 540,
  substances: 188,
  pairs: 0,
  diff: { products: null, pairs: null },
  uploadedAt: '2026-11-02T09:00:00Z',
  uploadedBy: 'Adam Zieliński',
  publishedAt: '2026-11-02T09:05:00Z',
  publishedBy: 'Adam Zieliński',
  unchanged: false,
  ...over,
});
const register = edition({});
const interactions = edition({ id: 2, kind: 'INTERACTIONS', fileName: 'interakcje-2026-11.csv', products: 0, packages: 0, substances: 0, pairs: 140 });
const draft = edition({
  id: 3,
  kind: 'INTERACTIONS',
  state: 'DRAFT',
  fileName: 'interakcje-2026-12.csv',
  products: 0,
  packages: 0,
  substances: 0,
  pairs: 141,
  publishedAt: null,
  publishedBy: null,
  diff: { products: null, pairs: { added: 1, changed: 2, removed: 0, addedExamples: ['klarytromycyna + atorwastatyna'], changedExamples: ['warfaryna + ibuprofen', 'warfaryna + amoksycylina'], removedExamples: [] } },
});
const page = (items: DrugEdition[]) => ok({ items, pageIndex: 0, pageSize: 20, hasNextPage: false });

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('the drug register and interaction editions', { timeout: 30_000 }, () => {
  it('uploads an interaction CSV, shows the draft’s changes and publishes it; the list shows each edition’s state', async () => {
    const api = stubApi({
      'GET /api/clinic/drug-editions': [page([interactions, register]), page([draft, interactions, register]), page([{ ...draft, state: 'PUBLISHED' }, { ...interactions, state: 'SUPERSEDED' }, register])],
      'POST /api/clinic/drug-editions': ok(draft, 201),
      'POST /api/clinic/drug-editions/:editionId/publish': ok({ ...draft, state: 'PUBLISHED' }),
    });
    const success = vi.spyOn(notify, 'success');
    render();
    const table = await screen.findByRole('table', { name: 'Wydania rejestru leków i bazy interakcji' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Obowiązuje')).toHaveLength(2);
    expect(table).toHaveTextContent('produkty: 312, opakowania: 540, substancje: 188, pary: 0');

    await userEvent.upload(fileInput(), new File(['substancja1;substancja2;stopien;opis;zrodlo\n'], 'interakcje-2026-12.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/drug-editions')).toHaveLength(1));
    const form = api.callsTo('POST /api/clinic/drug-editions')[0].body as FormData;
    expect(form.get('kind')).toBe('INTERACTIONS');
    expect((form.get('file') as File).name).toBe('interakcje-2026-12.csv');
    expect(success).toHaveBeenCalledWith('Plik wczytano jako wersję roboczą.');

    const diff = await screen.findByRole('region', { name: 'Zmiany wersji roboczej: interakcje-2026-12.csv' });
    expect(diff).toHaveTextContent('Dodane: 1');
    expect(diff).toHaveTextContent('Zmienione: 2');
    expect(diff).toHaveTextContent('Usunięte: 0');
    expect(within(diff).getByText('klarytromycyna + atorwastatyna')).toBeInTheDocument();
    expect(await within(table).findByText('Wersja robocza')).toBeInTheDocument();

    await userEvent.click(within(diff).getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/drug-editions/3/publish')).toHaveLength(1));
    expect(success).toHaveBeenCalledWith('Wydanie opublikowano.');
    expect(await within(table).findByText('Zastąpione')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Zmiany wersji roboczej/ })).not.toBeInTheDocument();
  });

  it('shows a malformed file’s error with its line, and loads nothing', async () => {
    stubApi({
      'GET /api/clinic/drug-editions': page([register]),
      'POST /api/clinic/drug-editions': apiError(400, 'IMPORT_MALFORMED', 'Wiersz 3: oczekiwano 5 pól, jest 4.'),
    });
    render();
    await screen.findByRole('table', { name: 'Wydania rejestru leków i bazy interakcji' });
    await userEvent.upload(fileInput(), new File(['a;b\n'], 'zly.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie wczytano pliku');
    expect(alert).toHaveTextContent('Wiersz 3: oczekiwano 5 pól, jest 4.');
    expect(screen.queryByRole('region', { name: /Zmiany wersji roboczej/ })).not.toBeInTheDocument();
  });
});
