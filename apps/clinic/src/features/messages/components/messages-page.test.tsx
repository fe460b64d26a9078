import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { annasMessage, boxes, categories, page, registrarsAnswer } from './fixtures';
import { MessagesPage } from './messages-page';

const fifteen = Array.from({ length: 15 }, (_, i) => ({ ...annasMessage, id: 100 + i, title: `Wiadomość ${i + 1}`, readDate: '2026-11-21T14:00:00.000Z' }));

const open = (member = registrar, entry = '/messages') => renderRoute(signedIn(member, { '/messages': <MessagesPage /> }), { initialEntries: [entry] });

describe('MessagesPage', () => {
  it('lists her boxes with unread counts and switches between her inbox, a mailbox and the outbox', async () => {
    const api = stubApi({
      'GET /api/clinic/messages/boxes': ok(boxes),
      'GET /api/clinic/message-categories': ok(categories),
      'GET /api/clinic/messages/inbox': (call) => ok(page(call.query.includes('mailboxId=3') ? [annasMessage] : [])),
      'GET /api/clinic/messages/outbox': ok(page([registrarsAnswer])),
    });
    open();
    const nav = await screen.findByRole('navigation', { name: 'Skrzynki' });
    expect(await within(nav).findByRole('link', { name: /Moja skrzynka/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Brak wiadomości.')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Rejestracja/ })).toHaveTextContent('2 nieprzeczytane');

    await userEvent.click(within(nav).getByRole('link', { name: /Rejestracja/ }));
    const row = await screen.findByRole('article', { name: 'Prośba o skierowanie' });
    expect(within(row).getByText('Nieprzeczytana')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Prośba o skierowanie' })).toHaveAttribute('href', '/messages/10');
    expect(within(row).getByText('Od: Anna Kowalska (konto anna)')).toBeInTheDocument();
    expect(within(row).getByText('Pacjent: Anna Kowalska, PESEL 85030512345')).toBeInTheDocument();
    expect(within(row).getByText('Załączniki: 1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/messages/inbox').at(-1)?.query).toBe('?pageIndex=0&pageSize=15&mailboxId=3');

    await userEvent.click(within(nav).getByRole('link', { name: 'Wysłane' }));
    const sent = await screen.findByRole('article', { name: 'Re: Prośba o skierowanie' });
    expect(within(sent).getByText('Do: Anna Kowalska')).toBeInTheDocument();
    expect(within(sent).getByText('do potwierdzenia')).toBeInTheDocument();
    expect(within(sent).queryByText('Nieprzeczytana')).not.toBeInTheDocument();
    // The outbox has no sender or unread filters.
    expect(screen.queryByRole('checkbox', { name: 'Tylko nieprzeczytane' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/messages/outbox')).toHaveLength(1);
  });

  it('shows 15 a page and asks for the next one only while the server says there is one', async () => {
    const api = stubApi({
      'GET /api/clinic/messages/boxes': ok(boxes),
      'GET /api/clinic/message-categories': ok(categories),
      'GET /api/clinic/messages/inbox': (call) => ok(call.query.includes('pageIndex=1') ? page([{ ...annasMessage, id: 200, title: 'Wiadomość 16' }], false, 1) : page(fifteen, true)),
    });
    open();
    expect(await screen.findByRole('article', { name: 'Wiadomość 15' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByRole('article', { name: 'Wiadomość 16' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/messages/inbox').map((c) => c.query)).toEqual(['?pageIndex=0&pageSize=15', '?pageIndex=1&pageSize=15']);
  });

  it('filters by unread, title and category through the address', async () => {
    const api = stubApi({
      'GET /api/clinic/messages/boxes': ok(boxes),
      'GET /api/clinic/message-categories': ok(categories),
      'GET /api/clinic/messages/inbox': ok(page([])),
    });
    open(registrar, '/messages?box=3&category=RESULTS');
    expect(await screen.findByText('Żadna wiadomość nie pasuje do filtrów.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko nieprzeczytane' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tytuł zawiera' }), 'skier');
    await waitFor(() =>
      expect(api.callsTo('GET /api/clinic/messages/inbox').at(-1)?.query).toBe('?pageIndex=0&pageSize=15&category=RESULTS&title=skier&mailboxId=3&unreadOnly=true'),
    );
  });

  it('writes a title and names with HTML in them as text', async () => {
    stubApi({
      'GET /api/clinic/messages/boxes': ok(boxes),
      'GET /api/clinic/message-categories': ok(categories),
      'GET /api/clinic/messages/inbox': ok(page([{ ...annasMessage, title: '<img src=x onerror=alert(1)><b>pilne</b>', sender: { ...annasMessage.sender, name: '<script>x</script>' } }])),
    });
    open();
    const row = await screen.findByRole('article', { name: '<img src=x onerror=alert(1)><b>pilne</b>' });
    expect(within(row).getByRole('link', { name: '<img src=x onerror=alert(1)><b>pilne</b>' })).toBeInTheDocument();
    expect(row.querySelector('img, b, script')).toBeNull();
  });

  it('links an administrator to the mailboxes and categories; others only to a new message', async () => {
    stubApi({ 'GET /api/clinic/messages/boxes': ok(boxes), 'GET /api/clinic/message-categories': ok(categories), 'GET /api/clinic/messages/inbox': ok(page([])) });
    const { unmount } = open(admin);
    expect(await screen.findByRole('link', { name: 'Skrzynki wspólne' })).toHaveAttribute('href', '/messages/mailboxes');
    expect(screen.getByRole('link', { name: 'Kategorie wiadomości' })).toHaveAttribute('href', '/messages/categories');
    unmount();
    open(registrar);
    expect(await screen.findByRole('link', { name: 'Nowa wiadomość' })).toHaveAttribute('href', '/messages/new');
    expect(screen.queryByRole('link', { name: 'Skrzynki wspólne' })).not.toBeInTheDocument();
  });
});
