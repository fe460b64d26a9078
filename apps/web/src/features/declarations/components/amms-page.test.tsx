import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ammsCopy, loadDeclarationTexts } from '../test-declarations';
import { AmmsPage } from './amms-page';

beforeAll(loadDeclarationTexts);
afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const renderPage = (url: string) => renderRoute([{ path: '/declarations/:id/amms', element: <AmmsPage /> }], { initialEntries: [url] });

describe('AmmsPage', { timeout: 20_000 }, () => {
  it("shows the clinic system's flat copy: the patient's and practitioner's data of the registration, the choices, and a way back", async () => {
    const api = stubApi({ 'GET /api/mpi/poz-declarations/:id': ok(ammsCopy) });
    renderPage('/declarations/21/amms');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dane w systemie przychodni: Deklaracja wyboru lekarza POZ' });
    await waitFor(() => expect(heading).toHaveFocus());
    const data = screen.getByLabelText('Dane w systemie przychodni');
    for (const text of [
      'AMMS 2026/0021',
      'Anna Kowalska',
      '15-03-1985',
      'Kobieta',
      '85031502464',
      'ul. Długa 12/4, 31-147 Kraków',
      '06 — Małopolski Oddział Wojewódzki NFZ',
      'Tomasz Lewandowski',
      'Lekarz',
      'Przychodnia Centrum',
      'ul. Zdrowa 1, 31-001 Kraków',
      '12-01-2026 10:30',
      'Pierwszy wybór',
      'Drugi wybór; przyczyna: Zaprzestanie udzielania świadczeń przez świadczeniodawcę lub wybraną osobę',
    ]) {
      expect(data).toHaveTextContent(text);
    }
    expect(screen.getAllByText('Złożona')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Wróć do deklaracji' })).toHaveAttribute('href', '/declarations/21');
    expect(api.callsTo('GET /api/mpi/poz-declarations/21')).toHaveLength(1);
  });

  it("says a copy not yet taken into the clinic's system is not there yet", async () => {
    stubApi({ 'GET /api/mpi/poz-declarations/:id': ok({ ...ammsCopy, systemId: null }) });
    renderPage('/declarations/21/amms');
    expect(await screen.findByLabelText('Dane w systemie przychodni')).toHaveTextContent('Jeszcze nie przyjęta do systemu przychodni');
  });

  it('prints the copy in a new window', async () => {
    const open = vi.fn(() => ({ close: vi.fn(), location: { href: '' } }));
    vi.stubGlobal('open', open);
    stubApi({ 'GET /api/mpi/poz-declarations/:id': ok(ammsCopy) });
    renderPage('/declarations/21/amms');
    await userEvent.click(await screen.findByRole('button', { name: 'Drukuj' }));
    expect(open).toHaveBeenCalledWith('/api/declarations/mpi-user/declarationsother/21/printout?lang=pl', '_blank');
  });

  it('answers an unknown or foreign declaration with not found', async () => {
    stubApi({ 'GET /api/mpi/poz-declarations/:id': apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.') });
    renderPage('/declarations/999/amms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono deklaracji' })).toBeInTheDocument();
  });
});
