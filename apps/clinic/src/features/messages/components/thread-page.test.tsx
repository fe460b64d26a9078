import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notFound, ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { annasMessage, boxes, registrarsAnswer } from './fixtures';
import { ThreadPage } from './thread-page';

const open = (id: number) => renderRoute(signedIn(registrar, { '/messages/:messageId': <ThreadPage /> }), { initialEntries: [`/messages/${id}`] });

describe('ThreadPage', () => {
  it('shows every message of the thread with recipients, read dates and downloads, and marks her unread one read once', async () => {
    const api = stubApi({
      'GET /api/clinic/messages/boxes': ok(boxes),
      'GET /api/clinic/messages/:messageId/thread': ok([annasMessage, registrarsAnswer]),
      'POST /api/clinic/messages/:messageId/read': ok({ readDate: '2026-11-21T14:30:00.000Z' }),
    });
    open(10);
    const first = await screen.findByRole('article', { name: 'Prośba o skierowanie' });
    expect(within(first).getByTestId('message-content')).toHaveTextContent('proszę o skierowanie do kardiologa.');
    expect(within(first).getByText('Anna Kowalska (konto anna)')).toBeInTheDocument();
    expect(within(first).getByText('Rejestracja — nieprzeczytana')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Pobierz wyniki.pdf' })).toHaveAttribute('href', '/api/clinic/messages/10/attachments/77');
    expect(within(first).getByRole('link', { name: 'Odpowiedz' })).toHaveAttribute('href', '/messages/new?replyTo=10');
    expect(within(first).getByRole('link', { name: 'Odpowiedz jako skrzynka „Rejestracja”' })).toHaveAttribute('href', '/messages/new?replyTo=10&as=3');
    expect(within(first).getByRole('link', { name: 'Karta pacjenta: Anna Kowalska' })).toHaveAttribute('href', '/patients/1');

    const answer = screen.getByRole('article', { name: 'Re: Prośba o skierowanie' });
    expect(within(answer).getByText('Rejestracja (napisał(a): Ewa Nowicka)')).toBeInTheDocument();
    expect(within(answer).getByText('do potwierdzenia')).toBeInTheDocument();
    expect(within(answer).getByText(/Anna Kowalska — przeczytana 21-11-2026/)).toBeInTheDocument();
    // Her own message has no reply.
    expect(within(answer).queryByRole('link', { name: 'Odpowiedz' })).not.toBeInTheDocument();

    await waitFor(() => expect(api.callsTo('POST /api/clinic/messages/10/read')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/messages/11/read')).toHaveLength(0);
  });

  it('writes HTML in a title and a text as text, line breaks kept', async () => {
    const html = { ...annasMessage, readDate: '2026-11-21T14:00:00.000Z', title: '<b>Tytuł</b>', content: '<script>alert(1)</script>\n<img src=x onerror=alert(2)>' };
    stubApi({ 'GET /api/clinic/messages/boxes': ok(boxes), 'GET /api/clinic/messages/:messageId/thread': ok([html]) });
    open(10);
    const article = await screen.findByRole('article', { name: '<b>Tytuł</b>' });
    const content = within(article).getByTestId('message-content');
    expect(content.textContent).toBe('<script>alert(1)</script>\n<img src=x onerror=alert(2)>');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(article.querySelector('script, img, b')).toBeNull();
  });

  it('says so when the message is not hers to read', async () => {
    stubApi({ 'GET /api/clinic/messages/boxes': ok(boxes), 'GET /api/clinic/messages/:messageId/thread': notFound() });
    open(99);
    expect(await screen.findByText('Nie znaleziono wiadomości albo nie udało się jej wczytać.')).toBeInTheDocument();
  });
});
