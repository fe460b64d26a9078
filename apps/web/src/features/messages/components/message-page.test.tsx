import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { aMessage } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { MessagePage } from './message-page';

beforeAll(() => loadNamespace('messages'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const categories = ok([
  { code: 'M', name: 'Wiadomość', description: null },
  { code: 'RESULTS', name: 'Wyniki', description: null },
]);
const fileSettings = ok({ fileUploadParams: { maxFiles: 3, maxFileSize: 1_000_000, fileTypes: ['pdf'] } });
const own = aMessage({ id: 300, title: 'Pytanie o wizytę', content: 'Czy mogę przełożyć wizytę?', isOwn: true, changeable: true, sender: { kind: 'ACCOUNT', id: 1, name: 'Anna Kowalska' }, recipients: [{ kind: 'MAILBOX', id: 1, name: 'Rejestracja' }], readDate: null });
const renderAt = (url: string) =>
  renderRoute(
    [
      { path: '/messages/:messageId', element: <MessagePage /> },
    ],
    { initialEntries: [url] },
  );

describe('MessagePage', { timeout: 20_000 }, () => {
  it('shows the thread oldest first, marks the opened unread message read, and shows HTML as text', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const api = stubApi({
      'GET /api/mpi/messages/:id/thread': ok([own, aMessage({ id: 301, inResponseTo: 300, threadId: 300, title: html, content: `${html}\ndruga linia` })]),
      'POST /api/mpi/messages/:id': ok({ readDate: '2026-03-02T10:00:00.000Z' }),
      'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 0, toConfirm: 0 }),
    });
    const { container } = renderAt('/messages/301');
    const items = await screen.findAllByTestId('thread-message');
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(within(items[1]).getByRole('heading', { name: html })).toBeInTheDocument();
    expect(within(items[1]).getByTestId('message-content').textContent).toBe(`${html}\ndruga linia`);
    expect(container.querySelector('img, script')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/mpi/messages/301')).toHaveLength(1));
    expect(api.callsTo('POST /api/mpi/messages/300')).toHaveLength(0);
  });

  it('names staff by name and role, marks the opened message in plain words, and offers Edit and Delete only while nobody has read an own message', async () => {
    const doctor = { kind: 'STAFF' as const, id: 6, name: 'Ewa Lekarska', roles: ['DOCTOR' as const] };
    stubApi({
      'GET /api/mpi/messages/:id/thread': ok([
        aMessage({ id: 340, title: 'Wyniki', sender: doctor, readDate: '2026-03-02T10:00:00.000Z' }),
        { ...own, id: 341, inResponseTo: 340, threadId: 340, title: 'Przeczytana odpowiedź', recipients: [doctor], changeable: false },
        { ...own, id: 342, inResponseTo: 340, threadId: 340, title: 'Nieprzeczytana odpowiedź', recipients: [doctor], changeable: true },
      ]),
    });
    renderAt('/messages/340');
    const [received, read, unread] = await screen.findAllByTestId('thread-message');
    expect(received).toHaveTextContent('Nadawca:Ewa Lekarska (lekarz)');
    expect(within(received).getByText('Otwarta teraz')).toBeInTheDocument();
    expect(read).toHaveTextContent('Odbiorcy:Ewa Lekarska (lekarz)');
    expect(within(read).queryByRole('button', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Edytuj' })).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Usuń' })).toBeInTheDocument();
  });

  it('shows a message with a malformed address (http://[x) whole, linking only the valid address', async () => {
    stubApi({
      'GET /api/mpi/messages/:id/thread': ok([
        aMessage({ id: 330, title: 'Adresy', content: 'Zły adres: http://[x oraz dobry: https://pacjent.gov.pl/strona', readDate: '2026-03-02T10:00:00.000Z' }),
      ]),
    });
    renderAt('/messages/330');
    const content = await screen.findByTestId('message-content');
    expect(content.textContent).toBe('Zły adres: http://[x oraz dobry: https://pacjent.gov.pl/strona');
    const links = within(content).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://pacjent.gov.pl/strona');
  });

  it('offers no reply to a message of the clinic itself (nobody signs it), and its address leads to the portal’s page', async () => {
    stubApi({
      'GET /api/mpi/messages/:id/thread': ok([
        aMessage({
          id: 320,
          sender: { kind: 'CLINIC', id: null, name: 'Przychodnia Zdrowie Plus' },
          title: 'Zaproszenie do programu',
          content: `Prosimy o wypełnienie ankiety programu: ${window.location.origin}/questionnaire/patient/PORTAL/1/1/1`,
          readDate: '2026-03-02T10:00:00.000Z',
        }),
      ]),
    });
    renderAt('/messages/320');
    expect(await screen.findByRole('link', { name: /questionnaire\/patient/ })).toHaveAttribute('href', '/questionnaire/patient/PORTAL/1/1/1');
    expect(screen.queryByRole('button', { name: 'Odpowiedz' })).not.toBeInTheDocument();
  });

  it('replies with the title prefixed once and cut to 149 characters, to the sender', async () => {
    const long = `Re: ${'x'.repeat(150)}`;
    const api = stubApi({
      'GET /api/mpi/messages/:id/thread': ok([aMessage({ id: 310, title: long, readDate: '2026-03-02T10:00:00.000Z' })]),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/accounts/mpi-user/file-settings': fileSettings,
      'POST /api/mpi/messages/u/mpi-user/portal': ok(aMessage({ id: 311, isOwn: true }), 201),
    });
    const success = vi.spyOn(notify, 'success');
    renderAt('/messages/310');
    await userEvent.click(await screen.findByRole('button', { name: 'Odpowiedz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odpowiedź' });
    const title = within(dialog).getByRole('textbox', { name: /Tytuł/ });
    expect((title as HTMLInputElement).value).toBe(`Re: ${'x'.repeat(145)}`);
    expect((title as HTMLInputElement).value).toHaveLength(149);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Treść/ }), 'Dziękuję');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wiadomość została wysłana'));
    expect(api.callsTo('POST /api/mpi/messages/u/mpi-user/portal')[0].body).toMatchObject({
      inResponseTo: 310,
      category: 'RESULTS',
      title: `Re: ${'x'.repeat(145)}`,
      content: 'Dziękuję',
      recipients: [{ kind: 'MAILBOX', id: 1 }],
      attachmentIds: [],
    });
  });

  it('offers a new message instead of editing one already read, in the spec’s words', async () => {
    const api = stubApi({
      'GET /api/mpi/messages/:id/thread': ok([own]),
      'GET /api/mpi/messages/:id/is-read': ok({ value: true }),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/accounts/mpi-user/file-settings': fileSettings,
    });
    renderAt('/messages/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    expect(await screen.findByText('Nie można edytować wiadomości już przeczytanej. Czy chcesz wysłać nową?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa wiadomość' });
    expect(within(dialog).getByRole('textbox', { name: /Treść/ })).toHaveValue('Czy mogę przełożyć wizytę?');
    expect(api.callsTo('GET /api/mpi/messages/300/is-read')).toHaveLength(1);
  });

  it('edits an own message nobody has read yet', async () => {
    const api = stubApi({
      'GET /api/mpi/messages/:id/thread': ok([own]),
      'GET /api/mpi/messages/:id/is-read': ok({ value: false }),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/accounts/mpi-user/file-settings': fileSettings,
      'PUT /api/mpi/messages/u/mpi-user/update': ok({ ...own, content: 'Nowa treść', isEdit: true }),
    });
    const success = vi.spyOn(notify, 'success');
    renderAt('/messages/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja wiadomości' });
    const content = within(dialog).getByRole('textbox', { name: /Treść/ });
    await userEvent.clear(content);
    await userEvent.type(content, 'Nowa treść');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wiadomość została zapisana'));
    expect(api.callsTo('PUT /api/mpi/messages/u/mpi-user/update')[0].body).toEqual({
      id: 300,
      category: 'RESULTS',
      title: 'Pytanie o wizytę',
      content: 'Nowa treść',
      recipients: [{ kind: 'MAILBOX', id: 1 }],
      attachmentIds: [],
    });
  });

  it('links each attachment for download and lists the recipients, with when each read an own message', async () => {
    stubApi({
      'GET /api/mpi/messages/:id/thread': ok([{ ...own, attachments: [{ id: 9, fileName: 'skierowanie.pdf', mimeType: 'application/pdf', size: 2048 }] }]),
      'GET /api/mpi/messages/:id/recipients': ok([
        { kind: 'MAILBOX', id: 1, name: 'Rejestracja', readDate: null },
        { kind: 'STAFF', id: 4, name: 'lek. Tomasz Lewandowski', readDate: '2026-03-02T10:00:00.000Z' },
      ]),
    });
    renderAt('/messages/300');
    const link = await screen.findByRole('link', { name: 'skierowanie.pdf' });
    expect(link).toHaveAttribute('href', '/api/mpi/messages/300/attachments/9');
    expect(link).toHaveAttribute('download', 'skierowanie.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Kto przeczytał' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odbiorcy wiadomości' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['RejestracjaNieprzeczytana', expect.stringMatching(/^lek\. Tomasz LewandowskiPrzeczytano: 02-03-2026 \d\d:00$/)]);
  });

  it('deletes an own message after asking, and goes back to the sent ones', async () => {
    const api = stubApi({ 'GET /api/mpi/messages/:id/thread': ok([own]), 'DELETE /api/mpi/messages/:id': noContent });
    const success = vi.spyOn(notify, 'success');
    renderAt('/messages/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' });
    expect(confirm).toHaveTextContent('Wiadomość „Pytanie o wizytę” zostanie usunięta.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages?tab=outbox');
    expect(success).toHaveBeenCalledWith('Wiadomość została usunięta');
    expect(api.callsTo('DELETE /api/mpi/messages/300')).toHaveLength(1);
  });

  it('says the server’s words when a message to delete was read meanwhile (409)', async () => {
    stubApi({
      'GET /api/mpi/messages/:id/thread': ok([own]),
      'DELETE /api/mpi/messages/:id': apiError(409, 'MESSAGE_ALREADY_READ_DELETE', 'Nie mozna usunąć wiadomości już przeczytanej'),
    });
    const warning = vi.spyOn(notify, 'warning');
    renderAt('/messages/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Nie mozna usunąć wiadomości już przeczytanej'));
  });
});
