import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessagePage } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { aMessage, demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { MessagesPage } from './messages-page';

beforeAll(() => loadNamespace('messages'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const categories = ok([
  { code: 'M', name: 'Wiadomość', description: null },
  { code: 'RESULTS', name: 'Wyniki', description: null },
]);
const pageOf = (items: ReturnType<typeof aMessage>[], pageIndex = 0, hasNextPage = false): MessagePage => ({ items, pageIndex, pageSize: 15, hasNextPage });
const renderAt = (url: string) => renderRoute([{ path: '/messages', element: <MessagesPage /> }], { initialEntries: [url] });

describe('MessagesPage', { timeout: 20_000 }, () => {
  it('shows 15 a page and asks for the next while the server has one (the probe), unread rows marked in words', async () => {
    const first = Array.from({ length: 15 }, (_, i) => aMessage({ id: 200 - i, title: `Wiadomość ${i + 1}`, readDate: i === 0 ? null : '2026-03-02T10:00:00.000Z' }));
    const api = stubApi({
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': [ok(pageOf(first, 0, true)), ok(pageOf([aMessage({ id: 7, title: 'Najstarsza', readDate: '2026-01-01T10:00:00.000Z' })], 1))],
    });
    renderAt('/messages');
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(15);
    expect(within(rows[0]).getByText('Nieprzeczytana')).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(within(rows[1]).queryByText('Nieprzeczytana')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Wiadomość 1' })).toHaveAttribute('href', '/messages/200');
    expect(rows[0]).toHaveTextContent('Rejestracja');
    expect(rows[0]).toHaveTextContent(/02-03-2026 \d\d:15/);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByRole('link', { name: 'Najstarsza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
    const calls = api.callsTo('GET /api/mpi/messages/u/mpi-user/inbox').map((c) => new URLSearchParams(c.query));
    expect(calls.map((q) => [q.get('pageIndex'), q.get('pageSize')])).toEqual([
      ['0', '15'],
      ['1', '15'],
    ]);
  });

  it('keeps the tab and the filters in the address and sends them to the server', async () => {
    const api = stubApi({
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([aMessage()])),
      'GET /api/mpi/messages/u/mpi-user/outbox': ok(pageOf([])),
    });
    const { router } = renderAt('/messages?after=2026-01-01');
    await screen.findAllByTestId('message-row');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'wyniki');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nadawca' }), 'Rejestracja');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/messages/u/mpi-user/inbox')).toHaveLength(2));
    const query = new URLSearchParams(api.callsTo('GET /api/mpi/messages/u/mpi-user/inbox')[1].query);
    expect(Object.fromEntries(query)).toMatchObject({ after: '2026-01-01', title: 'wyniki', sender: 'Rejestracja' });
    expect(router.state.location.search).toContain('title=wyniki');
    expect(router.state.location.search).toContain('sender=Rejestracja');

    await userEvent.click(screen.getByRole('tab', { name: 'Wysłane' }));
    expect(await screen.findByText('Brak wiadomości spełniających kryteria wyszukiwania.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=outbox');
    expect(router.state.location.search).not.toContain('sender=');
    const outbox = new URLSearchParams(api.callsTo('GET /api/mpi/messages/u/mpi-user/outbox')[0].query);
    expect(outbox.get('title')).toBe('wyniki');
    expect(outbox.has('sender')).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Nadawca' })).not.toBeInTheDocument();
  });

  it('says each box is empty in its own words when nothing is filtered', async () => {
    stubApi({ 'GET /api/mpi/message-categories': categories, 'GET /api/mpi/messages/u/mpi-user/outbox': ok(pageOf([])) });
    renderAt('/messages?tab=outbox');
    expect(await screen.findByText('Nie wysłano jeszcze żadnej wiadomości.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wysłane' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a title with HTML in it as text', async () => {
    const html = '<img src=x onerror=alert(1)>';
    stubApi({ 'GET /api/mpi/message-categories': categories, 'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([aMessage({ title: html, attachments: [{ id: 3, fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 }] })])) });
    const { container } = renderAt('/messages');
    expect(await screen.findByRole('link', { name: html })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '1 załącznik' })).toBeInTheDocument();
  });

  it('writes a new message: category M by default, a mailbox from the picker, the PDF uploaded first and sent with its id', { timeout: 45_000 }, async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([])),
      'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 3, maxFileSize: 1_000_000, fileTypes: ['pdf'] } }),
      'GET /api/mpi/accounts/mpi-user/recipients/info': ok({
        items: [{ kind: 'MAILBOX', id: 4, name: 'Rejestracja', lastname: null, roles: [], description: 'Rejestracja przychodni', nameLang: 'pl', descriptionLang: 'pl' }],
        pageIndex: 0,
        pageSize: 5,
        hasNextPage: false,
      }),
      'POST /api/mpi/messages/u/mpi-user/attachments': ok({ files: [{ id: 41, use: 'MESSAGE_ATTACHMENT', fileName: 'skierowanie.pdf', mimeType: 'application/pdf', size: 4, createdAt: '2026-03-02T10:00:00.000Z' }] }),
      'POST /api/mpi/messages/u/mpi-user/portal': ok(aMessage({ id: 400, isOwn: true }), 201),
    });
    const user = userEvent.setup();
    renderAt('/messages');
    await user.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa wiadomość' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Kategoria/ })).toHaveValue('Wiadomość'));
    await user.click(within(dialog).getByRole('button', { name: 'Wybierz odbiorców' }));
    const picker = await screen.findByRole('dialog', { name: 'Wybór odbiorców' });
    await user.type(within(picker).getByRole('textbox', { name: 'Imię lub nazwisko' }), 'Rejestracja');
    await user.click(within(picker).getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(new URLSearchParams(api.callsTo('GET /api/mpi/accounts/mpi-user/recipients/info').at(-1)?.query).get('q')).toBe('Rejestracja'));
    await user.click(await within(picker).findByRole('button', { name: /^Wybierz\s*— Rejestracja$/ }));
    expect(within(picker).getByRole('button', { name: /^Wybrano\s*— Rejestracja$/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'Gotowe' }));
    expect(within(dialog).getByText('Rejestracja', { exact: true })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Tytuł/ }), 'Pytanie o skierowanie');
    await user.type(within(dialog).getByRole('textbox', { name: /Treść/ }), 'Czy skierowanie jest gotowe?');
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'skierowanie.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(api.callsTo('POST /api/mpi/messages/u/mpi-user/portal')).toHaveLength(1));
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/api/mpi/messages/u/mpi-user/attachments', '/api/mpi/messages/u/mpi-user/portal']);
    expect((api.callsTo('POST /api/mpi/messages/u/mpi-user/attachments')[0].body as FormData).getAll('files')).toHaveLength(1);
    expect(api.callsTo('POST /api/mpi/messages/u/mpi-user/portal')[0].body).toMatchObject({
      category: 'M',
      title: 'Pytanie o skierowanie',
      content: 'Czy skierowanie jest gotowe?',
      recipients: [{ kind: 'MAILBOX', id: 4 }],
      attachmentIds: [41],
      inResponseTo: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowa wiadomość' })).not.toBeInTheDocument());
    // Sent: no draft of it is kept.
    expect(localStorage.length).toBe(0);
  });

  it('finds staff by name (one field, no login) and shows each by name and role in the interface language', async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([])),
      'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 3, maxFileSize: 1_000_000, fileTypes: ['pdf'] } }),
      'GET /api/mpi/accounts/mpi-user/recipients/info': ok({
        items: [{ kind: 'STAFF', id: 6, name: 'Ewa', lastname: 'Lekarska', roles: ['DOCTOR', 'NURSE'], description: null, nameLang: null, descriptionLang: null }],
        pageIndex: 0,
        pageSize: 5,
        hasNextPage: false,
      }),
    });
    const user = userEvent.setup();
    renderAt('/messages');
    await user.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Nowa wiadomość' })).getByRole('button', { name: 'Wybierz odbiorców' }));
    const picker = await screen.findByRole('dialog', { name: 'Wybór odbiorców' });
    expect(within(picker).queryByRole('textbox', { name: /Login/ })).not.toBeInTheDocument();
    await user.type(within(picker).getByRole('textbox', { name: 'Imię lub nazwisko' }), 'Ewa Lekarska');
    await user.click(within(picker).getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(new URLSearchParams(api.callsTo('GET /api/mpi/accounts/mpi-user/recipients/info').at(-1)?.query).get('q')).toBe('Ewa Lekarska'));
    const found = await within(picker).findByRole('listitem');
    expect(found).toHaveTextContent('Ewa Lekarska');
    expect(within(found).getByTestId('recipient-role')).toHaveTextContent('lekarz, pielęgniarka');
  });

  it('keeps a half-written message across a reload, asks before Escape discards it, and forgets it once discarded', { timeout: 45_000 }, async () => {
    const api = stubApi({
      'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([])),
      'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 3, maxFileSize: 1_000_000, fileTypes: ['pdf'] } }),
    });
    const user = userEvent.setup();
    const first = renderRoute([{ path: '/messages', element: <MessagesPage /> }], { initialEntries: ['/messages'] });
    await user.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nowa wiadomość' });
    await waitFor(() => expect(api.callsTo('GET /api/mpi/accounts/mpi-user').length).toBeGreaterThan(0));
    await user.type(within(dialog).getByRole('textbox', { name: /Tytuł/ }), 'Pytanie o receptę');
    await user.type(within(dialog).getByRole('textbox', { name: /Treść/ }), 'Czy recepta jest gotowa?');
    // Kept under this account only, never under another's.
    await waitFor(() => expect(Object.keys(localStorage)).toEqual([`pp-draft:${demoAccount.id}:message:new`]));

    // A reload: the page and its cache gone, the draft comes back when the message is opened again.
    first.unmount();
    renderRoute([{ path: '/messages', element: <MessagesPage /> }], { initialEntries: ['/messages'] });
    await user.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }));
    dialog = await screen.findByRole('dialog', { name: 'Nowa wiadomość' });
    expect(within(dialog).getByTestId('draft-restored')).toHaveTextContent('Przywrócono niewysłaną wersję tej wiadomości.');
    expect(within(dialog).getByRole('textbox', { name: /Tytuł/ })).toHaveValue('Pytanie o receptę');
    expect(within(dialog).getByRole('textbox', { name: /Treść/ })).toHaveValue('Czy recepta jest gotowa?');

    // Escape asks first; "Cancel" goes back to writing, the text still there.
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Odrzucić wiadomość?' });
    await user.click(within(ask).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odrzucić wiadomość?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Nowa wiadomość' })).toBeInTheDocument();
    expect(localStorage.length).toBe(1);

    // Closing by its cross asks too; discarding closes it and forgets the draft.
    await user.click(within(screen.getByRole('dialog', { name: 'Nowa wiadomość' })).getByRole('button', { name: 'Zamknij' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Odrzucić wiadomość?' })).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowa wiadomość' })).not.toBeInTheDocument());
    expect(localStorage.length).toBe(0);
  });

  it('closes an untouched message without asking', async () => {
    stubApi({
      'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
      'GET /api/mpi/message-categories': categories,
      'GET /api/mpi/messages/u/mpi-user/inbox': ok(pageOf([])),
      'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 3, maxFileSize: 1_000_000, fileTypes: ['pdf'] } }),
    });
    const user = userEvent.setup();
    renderAt('/messages');
    await user.click(await screen.findByRole('button', { name: 'Nowa wiadomość' }));
    await screen.findByRole('dialog', { name: 'Nowa wiadomość' });
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowa wiadomość' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Odrzucić wiadomość?' })).not.toBeInTheDocument();
  });

  it('offers a refresh when the list does not load', async () => {
    stubApi({ 'GET /api/mpi/message-categories': categories, 'GET /api/mpi/messages/u/mpi-user/inbox': [apiError(500, 'INTERNAL_ERROR', 'Błąd serwera'), ok(pageOf([aMessage()]))] });
    renderAt('/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Odśwież' }));
    expect(await screen.findAllByTestId('message-row')).toHaveLength(1);
  });
});
