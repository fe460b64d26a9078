import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import type { Allergy } from '@portal/contracts';
import { noContent, ok, stubApi } from '../../../test/api-stub';
import { amoxicillinAllergy } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { AllergyDetailsPage } from './allergy-details-page';

const renderPage = (url: string) =>
  renderRoute(
    [
      { path: '/allergy/:patientId/:allergyId', element: <AllergyDetailsPage /> },
      { path: '/allergies', element: <p>lista</p> },
    ],
    { initialEntries: [url] },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});

describe('AllergyDetailsPage', { timeout: 20_000 }, () => {
  it('shows every field of the allergy under its name', async () => {
    stubApi();
    renderPage('/allergy/1/11');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Amoksycylina' });
    // Named in the tab's title, the heading focused: a deep link (or a reload) opens the details as they are.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Amoksycylina - Alergie - Portal Pacjenta');
    const details = screen.getByLabelText('Szczegóły alergii');
    for (const text of ['Leki', 'LEK-AMOKSYCYLINA', 'Ciężkie', '14-05-2012', '12-01-2026', 'Aktywne', 'Lekowe', 'Tak', 'Anna Kowalska']) {
      expect(details).toHaveTextContent(text);
    }
    expect(details).toHaveTextContent('Pokrzywka i obrzęk warg po drugiej dawce antybiotyku.');
    expect(screen.getByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', '/allergy/1/11?edit=1');
  });

  it('answers an unknown or foreign allergy with a not-found state and a way back', async () => {
    stubApi();
    renderPage('/allergy/1/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono alergii' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy alergii' })).toHaveAttribute('href', '/allergies');
  });

  it('treats a malformed id as not found without asking the server', async () => {
    const api = stubApi();
    renderPage('/allergy/1/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono alergii' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/mpi/allergies'))).toHaveLength(0);
  });

  it('deletes after confirmation (not after "Anuluj") and returns to the list', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({ 'DELETE /api/mpi/allergies/1/11': noContent });
    const { router } = renderPage('/allergy/1/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń' }));
    const asked = await screen.findByRole('dialog');
    expect(asked).toHaveTextContent('Czy na pewno usunąć alergię „Amoksycylina”?');
    // "Anuluj" only closes the question.
    await user.click(within(asked).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/allergy/1/11');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń alergię' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/allergies'));
    expect(router.state.location.search).toBe('?patientId=1');
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/mpi/allergies/1/11']);
    expect(success).toHaveBeenCalledWith('Alergia została usunięta');
  });

  it('opens the form in place with ?edit=1 and saves through PATCH', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let stored: Allergy = amoxicillinAllergy;
    const api = stubApi({
      'GET /api/mpi/allergies/1/11': () => ok(stored),
      'PATCH /api/mpi/allergies/1/11': ({ body }) => ok((stored = { ...stored, ...(body as Partial<Allergy>) })),
    });
    const { router } = renderPage('/allergy/1/11?edit=1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja alergii' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wyleczone' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ allergyCode: 'LEK-AMOKSYCYLINA', allergyName: 'Amoksycylina', isActive: false, cured: true });
    expect(success).toHaveBeenCalledWith('Dane uczulenia zostały zapisane');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amoksycylina' })).toBeInTheDocument();
    expect(screen.getByLabelText('Szczegóły alergii')).toHaveTextContent('Wyleczone');
  });
});
