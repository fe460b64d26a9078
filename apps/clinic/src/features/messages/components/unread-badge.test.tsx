import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge (the menu entry of the messages)', () => {
  it('counts her unread messages over every box, her own and her mailboxes’, in words for screen readers', async () => {
    stubApi({
      'GET /api/clinic/messages/boxes': ok([
        { mailboxId: null, name: 'Moja skrzynka', unread: 2 },
        { mailboxId: 3, name: 'Rejestracja', unread: 3 },
      ]),
    });
    renderRoute(<UnreadBadge />, { path: '/' });
    const badge = await screen.findByTestId('unread-badge');
    expect(badge).toHaveTextContent('5Nieprzeczytane wiadomości: 5');
  });

  it('is not shown with nothing unread', async () => {
    const api = stubApi({ 'GET /api/clinic/messages/boxes': ok([{ mailboxId: null, name: 'Moja skrzynka', unread: 0 }]) });
    renderRoute(<UnreadBadge />, { path: '/' });
    await expect.poll(() => api.callsTo('GET /api/clinic/messages/boxes').length).toBe(1);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });
});
