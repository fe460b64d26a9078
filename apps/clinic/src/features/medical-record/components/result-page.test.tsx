import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { doctor, labOrder } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { ResultPage } from './result-page';

const render = () => renderRoute(signedIn(doctor, { '/results/:orderId': <ResultPage /> }), { initialEntries: ['/results/51'] });
const resulted = {
  ...labOrder,
  status: 'RESULTED' as const,
  resultDate: '2026-11-21T10:00:00.000Z',
  elements: labOrder.elements.map((e, i) => ({ ...e, value: ['212', '55'][i], flag: (['H', 'N'] as const)[i] })),
};

describe('ResultPage', () => {
  it('names who entered the result and when; a dash while none has', async () => {
    stubApi({ 'GET /api/clinic/test-results/:orderId': ok({ ...resulted, resultedBy: { name: 'Ewa Zielińska', at: '2026-11-21T10:05:00.000Z' } }) });
    const { unmount } = render();
    const field = (await screen.findByText('Wynik wprowadził(a)')).closest('div')!;
    expect(field).toHaveTextContent(/Ewa Zielińska, 21-11-2026 \d\d:\d\d$/);
    unmount();
    stubApi({ 'GET /api/clinic/test-results/:orderId': ok(labOrder) });
    render();
    expect((await screen.findByText('Wynik wprowadził(a)')).closest('div')).toHaveTextContent(/^Wynik wprowadził\(a\)—$/);
  });

  it('flags each value against its range as it is typed, and sends the values with the ranges of the order', async () => {
    const api = stubApi({ 'GET /api/clinic/test-results/:orderId': ok(labOrder), 'PUT /api/clinic/test-results/:orderId': ok(resulted) });
    render();
    const cholesterol = await screen.findByRole('textbox', { name: 'Wynik: Cholesterol całkowity' });
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Cholesterol całkowity')).queryByText('powyżej normy')).not.toBeInTheDocument();
    await userEvent.type(cholesterol, '212');
    expect(within(row('Cholesterol całkowity')).getByText('powyżej normy')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' }), '38,5');
    expect(within(row('Cholesterol HDL')).getByText('poniżej normy')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' }), '55');
    expect(within(row('Cholesterol HDL')).getByText('w normie')).toBeInTheDocument();
    // Publishing waits for saved values.
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyniki' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/test-results/51')).toHaveLength(1));
    const body = api.callsTo('PUT /api/clinic/test-results/51')[0].body as { elements: unknown[] };
    expect(body.elements).toEqual([
      expect.objectContaining({ id: 61, code: 'CHOL', value: '212', referenceHigh: 190, method: null }),
      expect.objectContaining({ id: 62, code: 'HDL', value: '55', referenceLow: 40 }),
    ]);
    expect(await screen.findByRole('button', { name: 'Opublikuj' })).toBeEnabled();
  });

  it('refuses to save an empty value', async () => {
    const api = stubApi({ 'GET /api/clinic/test-results/:orderId': ok(labOrder) });
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Wynik: Cholesterol całkowity' }), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyniki' }));
    expect(await screen.findByText('Uzupełnij wyniki wszystkich badań.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/clinic/test-results/51')).toHaveLength(0);
  });

  it('refuses "abc" for a numeric analyte at its field, naming the format; the decimal comma is taken', async () => {
    const api = stubApi({ 'GET /api/clinic/test-results/:orderId': ok(labOrder), 'PUT /api/clinic/test-results/:orderId': ok(resulted) });
    render();
    const cholesterol = await screen.findByRole('textbox', { name: 'Wynik: Cholesterol całkowity' });
    const hdl = screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' });
    // The unit's format is shown before anything is typed.
    expect(cholesterol).toHaveAttribute('placeholder', 'np. 5,4');
    await userEvent.type(cholesterol, 'abc');
    await userEvent.type(hdl, '55,25');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyniki' }));
    expect(await screen.findByText('Popraw wyniki zaznaczone przy polach.')).toBeInTheDocument();
    expect(cholesterol).toHaveAttribute('aria-invalid', 'true');
    expect(cholesterol).toHaveAccessibleDescription('Wartość musi być liczbą, np. 5,4');
    expect(hdl).toHaveAccessibleDescription('Wartość może mieć najwyżej 1 miejsce po przecinku, np. 5,4');
    expect(api.callsTo('PUT /api/clinic/test-results/51')).toHaveLength(0);

    await userEvent.clear(cholesterol);
    await userEvent.type(cholesterol, '212,5');
    await userEvent.clear(hdl);
    await userEvent.type(hdl, '55');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyniki' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/test-results/51')).toHaveLength(1));
    expect((api.callsTo('PUT /api/clinic/test-results/51')[0].body as { elements: Array<{ value: string }> }).elements.map((e) => e.value)).toEqual(['212,5', '55']);
  });

  it("shows the server's refusal of a value's format at the field", async () => {
    stubApi({
      'GET /api/clinic/test-results/:orderId': ok(labOrder),
      'PUT /api/clinic/test-results/:orderId': apiError(400, 'RESULT_VALUE_FORMAT', 'Cholesterol HDL: Wartość musi być liczbą całkowitą, np. 120', {
        errors: [{ path: 'elements.1.value', message: 'Wartość musi być liczbą całkowitą, np. 120' }],
      }),
    });
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Wynik: Cholesterol całkowity' }), '180');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' }), '55,5');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyniki' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Cholesterol HDL: Wartość musi być liczbą całkowitą, np. 120'));
    expect(screen.getByRole('textbox', { name: 'Wynik: Cholesterol HDL' })).toHaveAccessibleDescription('Wartość musi być liczbą całkowitą, np. 120');
  });

  it('publishes only after the confirmation; cancelled, nothing is sent; the server refusal is shown in Polish', async () => {
    const published = { ...resulted, status: 'PUBLISHED' as const, publishedAt: '2026-11-21T11:00:00.000Z', hasContent: true };
    const api = stubApi({
      'GET /api/clinic/test-results/:orderId': ok(resulted),
      'POST /api/clinic/test-results/:orderId/publish': [apiError(409, 'RESULT_PUBLISHED', 'Wynik został już opublikowany'), ok(published)],
    });
    const warning = vi.spyOn(notify, 'warning');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    let dialog = await screen.findByRole('dialog', { name: 'Opublikować wynik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.callsTo('POST /api/clinic/test-results/51/publish')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));
    dialog = await screen.findByRole('dialog', { name: 'Opublikować wynik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Wynik został już opublikowany'));

    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));
    dialog = await screen.findByRole('dialog', { name: 'Opublikować wynik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByText('Opublikowane')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz wyniki' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dokument wyniku (PDF)' })).toHaveAttribute('href', '/api/clinic/test-results/51/content');
    expect(screen.getByText('powyżej normy')).toBeInTheDocument();
  });
});
