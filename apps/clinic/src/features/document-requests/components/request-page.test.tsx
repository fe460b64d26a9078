import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noContent, ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { pageOf, portalRequest } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { RequestPage } from './request-page';
import { RequestsPage } from './requests-page';

const copy = { id: 91, fileName: 'kopia-karty-wizyty.pdf', mimeType: 'application/pdf', size: 48_000, createdAt: '2026-11-21T09:00:00.000Z' };
const render = () => renderRoute(signedIn(registrar, { '/document-requests/:requestId': <RequestPage /> }), { initialEntries: ['/document-requests/71'] });

describe('document requests', () => {
  it('the queue asks for open requests by default and for every state once the box is cleared', async () => {
    const api = stubApi({ 'GET /api/clinic/document-requests': ok(pageOf([portalRequest])) });
    renderRoute(signedIn(registrar, { '/document-requests': <RequestsPage /> }), { initialEntries: ['/document-requests'] });
    const item = await screen.findByRole('article', { name: /^Anna Kowalska, / });
    expect(within(item).getByText('Zarejestrowany')).toBeInTheDocument();
    expect(within(item).getByText('PESEL 85030512345 · Pobranie w portalu · 1 dokument')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /api/clinic/document-requests')[0].query).get('onlyOpen')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko otwarte' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/document-requests')).toHaveLength(2));
    expect(new URLSearchParams(api.callsTo('GET /api/clinic/document-requests')[1].query).get('onlyOpen')).toBeNull();
  });

  it('names who decided the request and when', async () => {
    stubApi({
      'GET /api/clinic/document-requests/:requestId': ok({ ...portalRequest, status: 'COMPLETED', completed: true, completedAt: '2026-11-21T09:30:00.000Z', handledBy: { name: 'Joanna Kamińska', at: '2026-11-21T09:30:00.000Z' }, attachments: [copy] }),
    });
    render();
    const field = (await screen.findByText('Rozpatrzył(a)')).closest('div')!;
    expect(field).toHaveTextContent(/Joanna Kamińska, 21-11-2026 \d\d:\d\d$/);
  });

  it('shows who asked for what, and will not complete a download request without a copy attached', async () => {
    const api = stubApi({ 'GET /api/clinic/document-requests/:requestId': ok(portalRequest) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wniosek o dokumentację: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getByText('85030512345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otwórz dokument: Karta wizyty 12-11-2026' })).toHaveAttribute('href', '/api/clinic/clinical-documents/81/content');
    // From REGISTERED: in progress, completed or rejected.
    await userEvent.click(screen.getByRole('combobox', { name: 'Nowy stan' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['W realizacji', 'Zrealizowany', 'Odrzucony']);
    await userEvent.click(screen.getByRole('option', { name: 'Zrealizowany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zmień stan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('dołącz co najmniej jedną kopię');
    expect(api.callsTo('POST /api/clinic/document-requests/71/status')).toHaveLength(0);
  });

  it('a rejection needs a reason; a completion with a copy is asked first and sent with the comment', async () => {
    const withCopy = { ...portalRequest, status: 'IN_PROGRESS' as const, attachments: [copy] };
    const api = stubApi({
      'GET /api/clinic/document-requests/:requestId': ok(withCopy),
      'POST /api/clinic/document-requests/:requestId/status': ok({ ...withCopy, status: 'COMPLETED', completed: true }),
    });
    render();
    expect(await screen.findByRole('link', { name: 'kopia-karty-wizyty.pdf' })).toHaveAttribute('href', '/api/clinic/document-requests/71/attachments/91');
    await userEvent.click(screen.getByRole('combobox', { name: 'Nowy stan' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Zrealizowany', 'Odrzucony']);
    await userEvent.click(screen.getByRole('option', { name: 'Odrzucony' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zmień stan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Podaj pacjentowi powód odrzucenia wniosku.');

    await userEvent.click(screen.getByRole('combobox', { name: 'Nowy stan' }));
    await userEvent.click(screen.getByRole('option', { name: 'Zrealizowany' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Informacja dla pacjenta' }), 'Kopie czekają w portalu.');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień stan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończyć wniosek?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrealizowany' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/document-requests/71/status')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/document-requests/71/status')[0].body).toEqual({ status: 'COMPLETED', comment: 'Kopie czekają w portalu.' });
  });

  it('attaches PDF copies and removes one after asking', async () => {
    const api = stubApi({
      'GET /api/clinic/document-requests/:requestId': [ok(portalRequest), ok({ ...portalRequest, attachments: [copy] }), ok(portalRequest)],
      'POST /api/clinic/document-requests/:requestId/attachments': ok({ ...portalRequest, attachments: [copy] }),
      'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': noContent,
    });
    render();
    const input = (await screen.findByText('Kopie dokumentacji (PDF)')).closest('.mantine-InputWrapper-root')!.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'kopia-karty-wizyty.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dołącz kopie' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/document-requests/71/attachments')).toHaveLength(1));
    expect((api.callsTo('POST /api/clinic/document-requests/71/attachments')[0].body as FormData).getAll('files')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń kopię kopia-karty-wizyty.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Usunąć kopię?' })).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clinic/document-requests/71/attachments/91')).toHaveLength(1));
  });
});
