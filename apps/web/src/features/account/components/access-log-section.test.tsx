import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessLogWhatValues, type AccessLogItem, type ApplicationSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en/account-log.json';
import pl from '../i18n/pl/account-log.json';
import uk from '../i18n/uk/account-log.json';
import { ok, stubApi } from '../../../test/api-stub';
import { demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { AccountTab } from './account-tab';

const read = (over: Partial<AccessLogItem>): AccessLogItem => ({
  id: 1,
  at: '2026-03-16T09:42:00.000Z',
  staffName: 'Magdalena Wójcik',
  staffRoles: ['REGISTRAR'],
  what: 'PATIENT_CARD',
  patient: { id: 1, name: 'Anna', lastName: 'Kowalska' },
  ...over,
});

function renderTab(table: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ampaModule: false } as ApplicationSettings),
    ...table,
  });
  renderRoute(<AccountTab />, { path: '/account', initialEntries: ['/account'] });
  return { api, user: userEvent.setup() };
}

describe('the account tab: who viewed my data', () => {
  it('says nobody has viewed the data yet', async () => {
    renderTab({});
    const section = await screen.findByRole('region', { name: 'Kto przeglądał moje dane' });
    expect(await within(section).findByText('Nikt z placówki nie przeglądał jeszcze Twoich danych.')).toBeInTheDocument();
  });

  it('lists each read with its time, who, what in words and whose data, a page at a time', async () => {
    const { api, user } = renderTab({
      'GET /api/mpi/accounts/mpi-user/access-log': [
        ok({
          items: [
            read({ id: 2, staffName: 'Tomasz Lis', staffRoles: ['DOCTOR', 'ADMIN'], what: 'PATIENT_ATTACHMENT', patient: { id: 7, name: 'Stefan', lastName: 'Kowalski' } }),
            read({ id: 1 }),
          ],
          pageIndex: 0,
          pageSize: 20,
          hasNextPage: true,
        }),
        ok({ items: [read({ id: 3, what: 'SOMETHING_NEW', at: '2026-03-01T08:00:00.000Z' })], pageIndex: 1, pageSize: 20, hasNextPage: false }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Kto przeglądał moje dane' });
    expect(await within(section).findByText('Tomasz Lis (lekarz, administrator)')).toBeInTheDocument();
    expect(within(section).getByText('Załącznik (skan dokumentu)')).toBeInTheDocument();
    expect(within(section).getByText('Stefan Kowalski')).toBeInTheDocument();
    expect(within(section).getByText('Magdalena Wójcik (rejestracja)')).toBeInTheDocument();
    expect(within(section).getByText('Karta pacjenta')).toBeInTheDocument();
    expect(within(section).getAllByText(/^16-03-2026 \d\d:42$/)).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Pokaż więcej' }));
    // A code the web does not know yet reads as "patient data".
    expect(await within(section).findByText('Dane pacjenta')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/accounts/mpi-user/access-log').map((c) => c.query)).toEqual(['?pageIndex=0&pageSize=20', '?pageIndex=1&pageSize=20']);
  });

  it('says what the list covers, lists and searches included, and names list reads in words', async () => {
    renderTab({
      'GET /api/mpi/accounts/mpi-user/access-log': ok({
        items: [
          read({ id: 6, what: 'PATIENT_SEARCH' }),
          read({ id: 5, what: 'CALENDAR' }),
          read({ id: 4, what: 'QUESTIONNAIRE_ANSWERS' }),
          read({ id: 3, what: 'IDENTITY_QUEUE' }),
          read({ id: 2, what: 'MESSAGE_INBOX' }),
          read({ id: 1, what: 'RESULT_QUEUE' }),
        ],
        pageIndex: 0,
        pageSize: 20,
        hasNextPage: false,
      }),
    });
    const section = await screen.findByRole('region', { name: 'Kto przeglądał moje dane' });
    expect(
      within(section).getByText(/Lista obejmuje wszystkie odczyty Twoich danych przez pracowników placówki: .*a także listy i wyszukiwania, w których pojawiły się Twoje dane/),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Wyszukiwanie pacjentów (pojawienie się w wynikach)')).toBeInTheDocument();
    expect(within(section).getByText('Terminarz (rezerwacja w kalendarzu pracownika)')).toBeInTheDocument();
    expect(within(section).getByText('Odpowiedzi na ankiety')).toBeInTheDocument();
    expect(within(section).getByText('Kolejka tożsamości do potwierdzenia (pojawienie się na liście)')).toBeInTheDocument();
    expect(within(section).getByText('Skrzynka odbiorcza pracownika (wiadomość o Tobie na liście)')).toBeInTheDocument();
    expect(within(section).getByText('Kolejka wyników do publikacji (pojawienie się na liście)')).toBeInTheDocument();
    expect(within(section).queryByText('Dane pacjenta')).not.toBeInTheDocument();
  });

  it('names every code of the read audit in words in each language (none falls back to "patient data")', () => {
    for (const [lang, texts] of Object.entries({ pl, en, uk })) {
      const whats: Record<string, string> = texts.accessLog.whats;
      expect(accessLogWhatValues.filter((what) => !whats[what]), lang).toEqual([]);
      expect(new Set(accessLogWhatValues.map((what) => whats[what])).size, `${lang}: two codes read the same`).toBe(accessLogWhatValues.length);
    }
  });
});
