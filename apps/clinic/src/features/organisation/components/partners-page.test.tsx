import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { pageOf } from '../../../test/organisation-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { insurerPartner, occupationalPartner } from './partner-fixtures';
import { PartnersPage } from './partners-page';

const render = (entry = '/organisation/partners') => renderRoute(signedIn(admin, { '/organisation/partners': <PartnersPage /> }), { initialEntries: [entry] });
const cells = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('cell').map((c) => c.textContent);

describe('PartnersPage', () => {
  it('lists the partners with their kind, NIP, personnel count and activity, and pages on', async () => {
    const api = stubApi({
      'GET /api/clinic/partners': (call) => ok(call.query.includes('pageIndex=1') ? pageOf([insurerPartner], false, 1) : pageOf([occupationalPartner], true)),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Partnerzy' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Lista partnerów' })).toBeInTheDocument();
    expect(cells('partner-3')).toEqual(['Medycyna Pracy BHP-Med sp. z o.o.', 'medycyna pracy', '6762468530', '2 osoby', 'Aktywny']);
    expect(screen.getByRole('link', { name: 'Medycyna Pracy BHP-Med sp. z o.o.' })).toHaveAttribute('href', '/organisation/partners/3');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    await waitFor(() => expect(cells('partner-4')).toEqual(['Towarzystwo Ubezpieczeń Zdrowie S.A.', 'ubezpieczyciel', '—', '1 osoba', 'Nieaktywny']));
    expect(api.callsTo('GET /api/clinic/partners').map((c) => c.query)).toEqual(['?pageIndex=0&pageSize=20', '?pageIndex=1&pageSize=20']);
    expect(screen.getByRole('link', { name: 'Dodaj partnera' })).toHaveAttribute('href', '/organisation/partners/new');
    // The organisation's sections, the partners marked as the current one (an administrator's).
    expect(within(screen.getByRole('navigation', { name: 'Części organizacji' })).getByRole('link', { name: 'Partnerzy' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches by a part of the name or the NIP, keeping it in the address; says so when none matches', async () => {
    const api = stubApi({ 'GET /api/clinic/partners': (call) => ok(pageOf(call.query.includes('q=') ? [] : [occupationalPartner])) });
    const { router } = render();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Szukaj' }), '5252');
    await waitFor(() => expect(api.callsTo('GET /api/clinic/partners').at(-1)?.query).toBe('?q=5252&pageIndex=0&pageSize=20'));
    expect(await screen.findByText('Brak partnerów spełniających warunki.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=5252');
  });

  it('says that none was added yet', async () => {
    stubApi({ 'GET /api/clinic/partners': ok(pageOf([])) });
    render();
    expect(await screen.findByText('Nie dodano jeszcze żadnego partnera.')).toBeInTheDocument();
  });

  it('says so when the list failed', async () => {
    stubApi({ 'GET /api/clinic/partners': apiError(500, 'INTERNAL_ERROR', 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.') });
    render();
    expect(await screen.findByText('Nie udało się wczytać listy.')).toBeInTheDocument();
  });
});
