import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, notFound, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ACCOUNT, caseStubs, chat, consultations, headachesCase } from '../test-medical-cases';
import { MedicalCasePage } from './medical-case-page';

const CASE = 'GET /api/amts/medical-cases/:accountId/:patientId/case/:caseId';
const CONSULTATIONS = 'GET /api/amts/medical-cases/:accountId/:patientId/:caseId/consultations';
const renderPage = (url = '/medicalcase?caseId=5&patientId=1') => renderRoute(<MedicalCasePage />, { path: '/medicalcase', initialEntries: [url] });

beforeAll(() => loadNamespace('medical-cases'));
afterEach(() => vi.restoreAllMocks());

describe('MedicalCasePage', { timeout: 20_000 }, () => {
  it('shows the description, the consultations with their archive, the notes and the attachments', async () => {
    const api = stubApi({ ...caseStubs(), [CASE]: ok(headachesCase()), [CONSULTATIONS]: ok(consultations), 'GET /api/amts/archive/:accountId/:patientId/:consultId/chat-record': ok(chat) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nawracające bóle głowy' })).toBeInTheDocument();
    expect(screen.getByText('Bóle głowy po południu.')).toBeInTheDocument();
    expect(api.callsTo(CASE)[0]!.path).toBe(`/api/amts/medical-cases/${ACCOUNT}/1/case/5`);
    const notes = screen.getByRole('list', { name: 'Notatki' });
    expect(within(notes).getAllByRole('listitem')[1]).toHaveTextContent('Tomasz Lewandowski');
    expect(within(notes).getAllByRole('button', { name: /Zmień notatkę/ })).toHaveLength(1);
    const files = screen.getByRole('list', { name: 'Załączniki' });
    expect(within(files).getByRole('link', { name: 'dzienniczek.pdf' })).toHaveAttribute('href', `/api/amts/medical-cases/${ACCOUNT}/1/5/attachments/41`);
    expect(within(files).getByRole('button', { name: 'Usuń załącznik dzienniczek.pdf' })).toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: 'Usuń załącznik wyniki.pdf' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Telekonsultacje' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('02-11-2026 10:00–10:15');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('wideo');
    await userEvent.click(within(table).getByRole('button', { name: 'Nagranie konsultacji 02-11-2026 10:00–10:15' }));
    expect(document.querySelector('audio')).toHaveAttribute('src', `/api/amts/archive/${ACCOUNT}/1/9/streams-record`);
    await userEvent.click(within(table).getByRole('button', { name: 'Czat konsultacji 02-11-2026 10:00–10:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czat konsultacji 02-11-2026 10:00' });
    expect(await within(dialog).findByText('Dzień dobry, w czym mogę pomóc?')).toBeInTheDocument();
    expect(within(dialog).getByText(/10:02 Tomasz Lewandowski/)).toBeInTheDocument();
  });

  it('adds a note and changes her own; unchanged text is not sent', async () => {
    const api = stubApi({
      ...caseStubs(),
      [CASE]: ok(headachesCase()),
      [CONSULTATIONS]: ok([]),
      'POST /api/amts/medical-cases/:accountId/:patientId/:caseId/notes': ok(headachesCase().notes[0], 201),
      'PUT /api/amts/medical-cases/:accountId/:patientId/notes': ok(headachesCase().notes[0]),
    });
    const success = vi.spyOn(notify, 'success');
    renderPage();
    expect(await screen.findByText('W tym przypadku nie było jeszcze telekonsultacji.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    expect(await screen.findByText('Wpisz treść notatki')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nowa notatka' }), 'Boli mniej.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notatka została dodana'));
    expect(api.callsTo('POST /api/amts/medical-cases/:accountId/:patientId/:caseId/notes')[0]!.body).toEqual({ text: 'Boli mniej.' });

    await userEvent.click(screen.getByRole('button', { name: /Zmień notatkę/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz notatkę' }));
    expect(api.callsTo('PUT /api/amts/medical-cases/:accountId/:patientId/notes')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Zmień notatkę/ }));
    const edit = screen.getByRole('textbox', { name: 'Treść notatki' });
    await userEvent.type(edit, ' Dwa razy dziennie.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz notatkę' }));
    await waitFor(() => expect(api.callsTo('PUT /api/amts/medical-cases/:accountId/:patientId/notes')[0]!.body).toEqual({ noteId: 31, text: 'Ibuprofen pomaga. Dwa razy dziennie.' }));
  });

  it('uploads files (none warns “Nie dodano załącznika”) and removes one after a question', async () => {
    const api = stubApi({
      ...caseStubs(),
      [CASE]: ok(headachesCase()),
      [CONSULTATIONS]: ok([]),
      'POST /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments': ok({ items: [] }, 201),
      'DELETE /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments/:attachmentId': noContent,
    });
    const warning = vi.spyOn(notify, 'warning');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij załączniki' }));
    expect(warning).toHaveBeenCalledWith('Nie dodano załącznika');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'skan.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij załączniki' }));
    await waitFor(() => expect(api.callsTo('POST /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Usuń załącznik dzienniczek.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunięcie załącznika' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments/:attachmentId')[0]!.path).toBe(`/api/amts/medical-cases/${ACCOUNT}/1/5/attachments/41`));
  });

  it('a closed case offers no note, no upload and no removal', async () => {
    stubApi({ ...caseStubs(), [CASE]: ok(headachesCase({ status: 'CLOSED', closedAt: '2026-11-30T10:00:00+01:00', writable: false, attachments: [] })), [CONSULTATIONS]: ok([]) });
    renderPage();
    expect(await screen.findByText('Przypadek jest zamknięty: nie można dodawać ani zmieniać notatek i załączników.')).toBeInTheDocument();
    expect(screen.getByText('zamknięty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj notatkę' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij załączniki' })).not.toBeInTheDocument();
  });

  it('a case not hers, or a malformed address, is not found; a refused removal says the server’s reason', async () => {
    stubApi({ ...caseStubs(), [CASE]: notFound(), [CONSULTATIONS]: ok([]) });
    const { unmount } = renderPage();
    expect(await screen.findByText('Nie znaleziono takiego przypadku medycznego.')).toBeInTheDocument();
    unmount();
    const malformed = renderPage('/medicalcase?caseId=x&patientId=1');
    expect(await screen.findByText('Nie znaleziono takiego przypadku medycznego.')).toBeInTheDocument();
    malformed.unmount();
    stubApi({
      ...caseStubs(),
      [CASE]: ok(headachesCase()),
      [CONSULTATIONS]: ok([]),
      'DELETE /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments/:attachmentId': apiError(409, 'MEDICAL_CASE_ATTACHMENT_LINKED', 'Załącznik został przekazany w telekonsultacji i nie może zostać usunięty.'),
    });
    const warning = vi.spyOn(notify, 'warning');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń załącznik dzienniczek.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Usunięcie załącznika' })).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Załącznik został przekazany w telekonsultacji i nie może zostać usunięty.'));
  });
});
