import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { cancelledConsent, carerEnded, carerInForce, documentationConsent, otherConsent, partnerConsent, teleconsultationConsent } from './consent-fixtures';
import { waitingCard } from './fixtures';
import { PatientConsentsPage } from './patient-consents-page';

const annaCard = { ...waitingCard, id: 1, name: 'Anna', lastName: 'Kowalska' };
const pageOf = <T,>(items: T[]) => ({ items, pageIndex: 0, pageSize: 20, hasNextPage: false });

const render = (table: ApiTable, entry = '/patients/1/consents') => {
  const api = stubApi({ 'GET /api/clinic/patients/:patientId': ok(annaCard), ...table });
  const view = renderRoute([{ id: SIGNED_IN_ROUTE_ID, loader: () => registrar, children: [{ path: '/patients/:patientId/consents', element: <PatientConsentsPage /> }] }], {
    initialEntries: [entry],
  });
  return { ...view, api };
};
/** A card's labelled values, "label: value". */
const fieldsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('PatientConsentsPage: the consents', () => {
  it('shows each consent’s type in words, state, validity, partner and person, scope, signature and who filed it', async () => {
    const { api } = render({
      'GET /api/clinic/patients/:patientId/consents': ok(pageOf([partnerConsent, teleconsultationConsent, documentationConsent, cancelledConsent, otherConsent])),
      'GET /api/clinic/patients/:patientId/carer-authorisations': ok([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zgody i upoważnienia: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Karta pacjenta' })).toHaveAttribute('href', '/patients/1');

    const partner = await screen.findByTestId('consent-21');
    expect(within(partner).getByRole('heading', { level: 3, name: 'Udostępnianie dokumentacji partnerowi' })).toBeInTheDocument();
    expect(within(partner).getByText('Podpisana')).toBeInTheDocument();
    expect(within(partner).getByText('Obowiązuje dziś')).toBeInTheDocument();
    expect(fieldsOf('consent-21')).toEqual([
      'Ważność: od 06-11-2026 do 05-11-2027',
      'Partner: Medycyna Pracy BHP-Med sp. z o.o.',
      'Osoba z personelu partnera: Krzysztof Malinowski',
      'Zakres: tylko dokumenty udostępnione przez pacjenta',
      'Identyfikator w systemie partnera: BHP-2026-0042',
      'Podpis: Podpisana przez pacjenta (Anna Kowalska), 07-11-2026 12:00',
      'Złożona: 06-11-2026 10:00, Anna Kowalska',
    ]);

    const tele = screen.getByTestId('consent-23');
    expect(within(tele).getByRole('heading', { name: 'Zgoda na teleporady' })).toBeInTheDocument();
    expect(within(tele).getByText('Zarejestrowana')).toBeInTheDocument();
    expect(fieldsOf('consent-23')).toEqual(['Ważność: od 05-12-2026, bezterminowo', 'Podpis: Niepodpisana', 'Złożona: 05-12-2026 19:00, Jan Kowalski']);

    expect(within(screen.getByTestId('consent-24')).getByRole('heading', { name: 'Upoważnienie do dostępu do dokumentacji medycznej' })).toBeInTheDocument();
    expect(fieldsOf('consent-24')).toContain('Osoba upoważniona: Olena Kowalenko\ndokument FX123456 (UA)\nvul. Khreshchatyk 22/5, 01001 Kyiv, Ukraina');
    expect(fieldsOf('consent-24')).toContain('Podpis: Podpisana przez opiekuna (Jan Kowalski), 05-12-2026 19:10');

    const cancelled = screen.getByTestId('consent-22');
    expect(within(cancelled).getByText('Anulowana', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(cancelled).getByText('Nie obowiązuje dziś')).toBeInTheDocument();
    expect(fieldsOf('consent-22')).toEqual([
      'Ważność: od 20-05-2026 do 07-10-2026',
      'Partner: Towarzystwo Ubezpieczeń Zdrowie S.A.',
      'Osoba z personelu partnera: cały personel partnera',
      'Zakres: cała dokumentacja medyczna',
      'Podpis: Niepodpisana',
      'Złożona: 20-05-2026 11:00, w placówce lub w poprzednim systemie',
      'Anulowana: 07-10-2026 16:00',
    ]);

    expect(within(screen.getByTestId('consent-25')).getByRole('heading', { name: 'Zgoda typu RODO2' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/:patientId/consents')[0]).toMatchObject({ params: { patientId: '1' }, query: '?pageIndex=0&pageSize=20' });
  });

  it('filters by state, keeping it in the address; says when none is in that state', async () => {
    const { api, router } = render({
      'GET /api/clinic/patients/:patientId/consents': (call) => ok(pageOf(call.query.includes('consentStatus=CANCELLED') ? [] : [partnerConsent])),
      'GET /api/clinic/patients/:patientId/carer-authorisations': ok([]),
    });
    expect(await screen.findByTestId('consent-21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stan zgody' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anulowana' }));
    expect(await screen.findByText('Pacjent nie ma zgód w tym stanie.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/:patientId/consents').at(-1)?.query).toBe('?consentStatus=CANCELLED&pageIndex=0&pageSize=20');
    expect(router.state.location.search).toBe('?consentStatus=CANCELLED');
  });

  it('says when the patient gave no consent and authorised no carer', async () => {
    render({ 'GET /api/clinic/patients/:patientId/consents': ok(pageOf([])), 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([]) });
    expect(await screen.findByText('Pacjent nie złożył żadnej zgody.')).toBeInTheDocument();
    expect(await screen.findByText('Pacjent nie upoważnił żadnego opiekuna.')).toBeInTheDocument();
  });

  it('says when the consents or the carers failed to load', async () => {
    render({
      'GET /api/clinic/patients/:patientId/consents': apiError(500, 'INTERNAL_ERROR', 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.'),
      'GET /api/clinic/patients/:patientId/carer-authorisations': apiError(403, 'FORBIDDEN', 'Brak uprawnień do wykonania tej operacji.'),
    });
    expect(await screen.findByText('Nie udało się wczytać zgód pacjenta.')).toBeInTheDocument();
    expect(await screen.findByText('Nie udało się wczytać upoważnień opiekunów.')).toBeInTheDocument();
  });
});

describe('PatientConsentsPage: the carers', () => {
  it('lists every carer authorisation, in force or not: names, identity, address, document, dates, links', async () => {
    render({ 'GET /api/clinic/patients/:patientId/consents': ok(pageOf([])), 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([carerInForce, carerEnded]) });
    const section = await screen.findByRole('region', { name: 'Upoważnienia opiekunów' });
    const anna = await within(section).findByTestId('carer-31');
    expect(within(anna).getByRole('heading', { level: 3, name: 'Anna Kowalska' })).toBeInTheDocument();
    expect(within(anna).getByText('Obowiązuje')).toBeInTheDocument();
    expect(fieldsOf('carer-31')).toEqual([
      'Tożsamość: PESEL 85031502464',
      'Adres: ul. Długa 15/4, 31-147 Kraków',
      'Dokument upoważnienia: upoważnienie pisemne',
      'Ważność: od 06-12-2024, bezterminowo',
      'Dodane: 06-12-2024 10:00',
    ]);
    const document = within(anna).getByRole('link', { name: 'Dokument upoważnienia: Anna Kowalska (otwiera się w nowej karcie)' });
    expect(document).toHaveAttribute('href', 'https://dokumenty.example/upowaznienie-31.pdf');
    expect(document).toHaveAttribute('target', '_blank');
    expect(document).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(anna).getByRole('link', { name: 'Karta pacjenta opiekuna: Anna Kowalska' })).toHaveAttribute('href', '/patients/1');

    const stefan = within(section).getByTestId('carer-32');
    expect(within(stefan).getByText('Nie obowiązuje')).toBeInTheDocument();
    expect(fieldsOf('carer-32')).toEqual([
      'Tożsamość: dokument AB1234567 (DE)',
      'Adres: 3, 32-020 Grabie, poczta Wieliczka',
      'Dokument upoważnienia: akt notarialny',
      'Ważność: od 10-01-2023 do 09-01-2024',
      'Dodane: 06-12-2024 10:00',
    ]);
    expect(within(stefan).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the consents again when the patient changes (another address)', async () => {
    const { api, router } = render({ 'GET /api/clinic/patients/:patientId/consents': ok(pageOf([])), 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([]) });
    await screen.findByText('Pacjent nie złożył żadnej zgody.');
    await router.navigate('/patients/2/consents');
    await waitFor(() => expect(api.callsTo('GET /api/clinic/patients/:patientId/consents').at(-1)?.params).toEqual({ patientId: '2' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/patients/:patientId/carer-authorisations').at(-1)?.params).toEqual({ patientId: '2' }));
  });
});
