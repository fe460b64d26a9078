import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { aDocument, anEncounter } from '../test-data';
import { RequestDialog } from './request-dialog';

beforeAll(() => Promise.all([loadNamespace('medical-record'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settings = ok({ defaultDescription: 'Wniosek o udostępnienie dokumentacji medycznej.', encounterDescription: 'Wniosek o kopię wyników badań z wizyty.', deliveryMethods: ['PORTAL', 'IN_PERSON', 'POST'], completionDays: 7 });
const created = (body: unknown) => ok({ id: 1, ...(body as object) }, 201);

describe('RequestDialog', { timeout: 20_000 }, () => {
  it("from a visit: its documents, the visit's description prefilled; none ticked → the spec's warning and no request", async () => {
    const api = stubApi({ 'GET /api/mpi/cdoc-requests/settings': settings });
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    renderRoute(<RequestDialog patientId={1} encounter={anEncounter()} onClose={() => {}} />);
    const description = await screen.findByRole('textbox', { name: /Opis wniosku/ });
    await waitFor(() => expect(description).toHaveValue('Wniosek o kopię wyników badań z wizyty.'));
    expect(screen.getByRole('checkbox', { name: /^Karta wizyty — interna \(/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Złóż wniosek' }));
    expect(warning).toHaveBeenCalledWith('Zaznacz przynajmniej jeden dokument, aby wygenerować wniosek');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zaznacz przynajmniej jeden dokument, aby wygenerować wniosek');
    expect(api.callsTo('POST /api/mpi/cdoc-requests/mpi-user')).toHaveLength(0);
    // The patient's own clinical documents are not read for a visit's request.
    expect(api.callsTo('GET /api/mpi/clinical-documents/mpi-user/1')).toHaveLength(0);
  });

  it('by post: the address is asked for with the Polish postal-code rule, then sent with the ticked documents and the edited description', async () => {
    const api = stubApi({ 'GET /api/mpi/cdoc-requests/settings': settings, 'POST /api/mpi/cdoc-requests/mpi-user': ({ body }) => created(body) });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const onClose = vi.fn();
    renderRoute(<RequestDialog patientId={1} encounter={anEncounter()} onClose={onClose} />);
    const description = await screen.findByRole('textbox', { name: /Opis wniosku/ });
    await waitFor(() => expect(description).not.toHaveValue(''));
    await userEvent.clear(description);
    await userEvent.type(description, 'Proszę o kopię karty wizyty.');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Karta wizyty — interna \(/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Wysyłka pocztą' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ulica/ }), 'Lipowa');
    await userEvent.type(screen.getByRole('textbox', { name: /Numer domu/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /Kod pocztowy/ }), '00950');
    await userEvent.type(screen.getByRole('textbox', { name: /Miejscowość/ }), 'Warszawa');
    await userEvent.click(screen.getByRole('button', { name: 'Złóż wniosek' }));
    expect(await screen.findByText('Podaj kod pocztowy w formacie 00-000')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mpi/cdoc-requests/mpi-user')).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: /Kod pocztowy/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Kod pocztowy/ }), '00-950');
    await userEvent.click(screen.getByRole('button', { name: 'Złóż wniosek' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /api/mpi/cdoc-requests/mpi-user')[0].body).toEqual({
      patientId: 1,
      clinicalDocumentIds: [31],
      encounterId: 21,
      description: 'Proszę o kopię karty wizyty.',
      deliveryMethod: 'POST',
      address: { street: 'Lipowa', houseNumber: '5', apartmentNumber: null, postalCode: '00-950', city: 'Warszawa' },
    });
    expect(success).toHaveBeenCalledWith('Wniosek został złożony.');
  });

  it("without a visit: the patient's documents (first load -1/-1) and the default description", async () => {
    const api = stubApi({
      'GET /api/mpi/cdoc-requests/settings': settings,
      'GET /api/mpi/clinical-documents/mpi-user/1': ok({ items: [aDocument({ id: 77, title: 'Zaświadczenie', typeName: 'Zaświadczenie' })], pageIndex: 0, pageSize: 20, hasNextPage: false }),
      'POST /api/mpi/cdoc-requests/mpi-user': ({ body }) => created(body),
    });
    renderRoute(<RequestDialog patientId={1} onClose={() => {}} />);
    const description = await screen.findByRole('textbox', { name: /Opis wniosku/ });
    await waitFor(() => expect(description).toHaveValue('Wniosek o udostępnienie dokumentacji medycznej.'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Zaświadczenie \(/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Złóż wniosek' }));
    await waitFor(() => expect(api.callsTo('POST /api/mpi/cdoc-requests/mpi-user')).toHaveLength(1));
    expect(api.callsTo('GET /api/mpi/clinical-documents/mpi-user/1')[0].query).toBe('?pageIndex=-1&pageSize=-1');
    expect(api.callsTo('POST /api/mpi/cdoc-requests/mpi-user')[0].body).toMatchObject({ clinicalDocumentIds: [77], encounterId: null, deliveryMethod: 'PORTAL', address: null });
  });
});
