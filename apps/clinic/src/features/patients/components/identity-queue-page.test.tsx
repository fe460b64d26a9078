import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityQueueItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { IdentityQueuePage } from './identity-queue-page';

const item = (over: Partial<IdentityQueueItem>): IdentityQueueItem => ({
  id: 41,
  name: 'Olena',
  lastName: 'Kowalenko',
  birthDate: '1990-04-12',
  nationalIdentificationNumber: null,
  documentNumber: 'FX123456',
  countryCode: 'UA',
  accountLogin: 'olena.kowalenko@example.com',
  createdAt: '2026-03-10T08:15:00.000Z',
  attachmentCount: 2,
  ...over,
});

describe('IdentityQueuePage', () => {
  it('lists the waiting identities oldest first, each opening its review, a page at a time', async () => {
    const api = stubApi({
      'GET /api/clinic/identities': [
        ok({ items: [item({}), item({ id: 42, name: 'Zofia', lastName: 'Podopieczna', accountLogin: null, documentNumber: null, countryCode: null, nationalIdentificationNumber: '44020212345', attachmentCount: 0 })], pageIndex: 0, pageSize: 20, hasNextPage: true }),
        ok({ items: [item({ id: 43, lastName: 'Trzecia' })], pageIndex: 1, pageSize: 20, hasNextPage: false }),
      ],
    });
    renderRoute(<IdentityQueuePage />, { path: '/identities', initialEntries: ['/identities'] });
    const table = await screen.findByRole('table', { name: 'Tożsamości do potwierdzenia' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Kowalenko Olena12-04-1990FX123456, UAolena\.kowalenko@example\.com10-03-2026 \d\d:152$/);
    expect(rows[2]).toHaveTextContent('44020212345profil bez konta');
    expect(within(table).getByRole('link', { name: 'Sprawdź: Kowalenko Olena' })).toHaveAttribute('href', '/identities/41');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('link', { name: 'Sprawdź: Trzecia Olena' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/identities').map((c) => c.query)).toEqual(['?pageIndex=0&pageSize=20', '?pageIndex=1&pageSize=20']);
  });

  it('says so when nothing waits', async () => {
    stubApi({ 'GET /api/clinic/identities': ok({ items: [], pageIndex: 0, pageSize: 20, hasNextPage: false }) });
    renderRoute(<IdentityQueuePage />, { path: '/identities', initialEntries: ['/identities'] });
    expect(await screen.findByText('Żadna tożsamość nie czeka na potwierdzenie.')).toBeInTheDocument();
  });
});
