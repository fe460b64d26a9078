import type { ApplicationSettings, Identification, TriageFullData } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { demoAccount } from '../../../test/fixtures';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { ROOT_ROUTE_ID } from '../../../shared/settings/root-data';
import { SelfAssessmentPage } from './self-assessment-page';

beforeAll(() => loadNamespace('self-assessment'));
afterEach(() => vi.restoreAllMocks());

const FRAME_URL = 'https://triage.example.org/sim/triage/interview?ticket=abc&lang=pl';
const FRAME_ORIGIN = 'https://triage.example.org';
const fullData: TriageFullData = {
  interviewId: 'int-1',
  language: 'pl',
  items: [{ id: 'fever', question: 'Czy masz gorączkę?', answer: 'Tak' }],
  recommendation: 'Obserwuj objawy.',
  finishedAt: '2026-05-01T10:00:00.000Z',
};
const identification: Identification = {
  portalName: 'Portal Pacjenta',
  providerName: 'Przychodnia Zdrowie',
  providerAddress: 'ul. Zdrowa 1, Kraków',
  contactPhone: '+48 12 345 67 89',
  contactEmail: 'kontakt@example.com',
  appVersion: '1',
  securityVersion: '1',
};

const settings = (over: Partial<ApplicationSettings> = {}) => ok({ telecommunicationModule: false, ...over } as ApplicationSettings);
const saved = (triageLevel: string) => ok({ fullfilmentId: 42, triageLevel: triageLevel as 'no_risk', url: 'https://portal.example/recommendation/42' }, 201);

function setup(table: ApiTable = {}, { teleconsultationPath = null as string | null, bookingPath = null as string | null } = {}) {
  const api = stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/application-settings': settings(),
    'GET /api/mpi/questionnaires/infermedica/url/:language': ok({ url: FRAME_URL }),
    'GET /api/mpi/questionnaires/infermedica/questionnaire/:id': ok({ fullfilmentId: 42, date: '2026-03-02T10:00:00.000Z', triageLevel: 'no_risk', recommendation: 'Brak ryzyka.', items: [], lattitude: null, longtitude: null }),
    ...table,
  });
  const view = renderRoute(
    [{ id: ROOT_ROUTE_ID, loader: () => ({ identification, installation: null }), children: [{ path: '/selfassessment', element: <SelfAssessmentPage teleconsultationPath={teleconsultationPath} bookingPath={bookingPath} /> }] }],
    { initialEntries: ['/selfassessment'] },
  );
  return { ...view, api };
}

const frame = () => screen.findByTitle<HTMLIFrameElement>('Wywiad o objawach');

async function finish(level: string, { origin = FRAME_ORIGIN, source, data }: { origin?: string; source?: MessageEventSource | null; data?: unknown } = {}) {
  const iframe = await frame();
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: source === undefined ? iframe.contentWindow : source,
        data: data ?? { type: 'pp-triage-finished', triageLevel: level, fullData, resultToken: 'signed-token' },
      }),
    );
  });
}

describe('SelfAssessmentPage', () => {
  it('shows the interview in a titled frame; its end (from its own origin and window only) is saved and its recommendation shown here, in the portal', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const success = vi.spyOn(notify, 'success');
    const { api } = setup({
      'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('self_monitoring'),
      'GET /api/mpi/questionnaires/infermedica/questionnaire/:id': ok({
        fullfilmentId: 42,
        date: '2026-03-02T10:00:00.000Z',
        triageLevel: 'self_monitoring',
        recommendation: 'Obserwuj objawy i mierz temperaturę dwa razy dziennie.',
        items: [],
        lattitude: null,
        longtitude: null,
      }),
    });
    expect(await frame()).toHaveAttribute('src', FRAME_URL);
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/url/pl')).toHaveLength(1);

    // Another origin, another window, another message type: not the interview's end.
    await finish('no_risk', { origin: 'https://evil.example' });
    await finish('no_risk', { source: window });
    await finish('no_risk', { data: { type: 'something-else' } });
    expect(api.callsTo('POST /api/mpi/questionnaires/infermedica/questionnaire')).toHaveLength(0);

    await finish('self_monitoring');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Zalecenie' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByTestId('recommendation')).toHaveTextContent('Obserwuj objawy i mierz temperaturę dwa razy dziennie.');
    expect(screen.getByRole('heading', { level: 1, name: 'Ocena objawów infekcji' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moje samooceny' })).toHaveAttribute('href', '/selfassessmentlist');
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/questionnaire/42')).toHaveLength(1);
    expect(api.callsTo('POST /api/mpi/questionnaires/infermedica/questionnaire')[0]!.body).toEqual({
      triageLevel: 'self_monitoring',
      fullData,
      resultToken: 'signed-token',
      lattitude: null,
      longtitude: null,
    });
    expect(open).not.toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Ankieta zakończona pomyślnie.');
  });

  it('asks for the position only once the box is ticked, and sends it with the result', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) => success({ coords: { latitude: 50.06, longitude: 19.94 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const { api } = setup({ 'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('no_risk') });
    const box = await screen.findByRole('checkbox', { name: 'Dołącz moje położenie do wyniku' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(box);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Położenie zostanie dołączone do wyniku.')).toBeInTheDocument();
    await finish('no_risk');
    await waitFor(() => expect(api.callsTo('POST /api/mpi/questionnaires/infermedica/questionnaire')).toHaveLength(1));
    expect(api.callsTo('POST /api/mpi/questionnaires/infermedica/questionnaire')[0]!.body).toMatchObject({ lattitude: 50.06, longtitude: 19.94 });
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('offers no position when the installation does not allow it', async () => {
    setup({ 'GET /api/mpi/accounts/mpi-user/questionnaire-settings': ok({ selfAssessmentQuestionaire: true, selfAssessmentGps: false }) });
    await frame();
    expect(screen.queryByRole('checkbox', { name: 'Dołącz moje położenie do wyniku' })).not.toBeInTheDocument();
  });

  it('says what to do instead of a teleconsultation while they are off: stay home, the clinic’s phone, 112', async () => {
    const open = vi.spyOn(window, 'open');
    setup({ 'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('isolation_call') }, { teleconsultationPath: '/newteleconsultation' });
    await finish('isolation_call');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Zostań w domu i skontaktuj się z przychodnią' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', 'tel:+48123456789');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moje samooceny' })).toHaveAttribute('href', '/selfassessmentlist');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByTitle('Wywiad o objawach')).not.toBeInTheDocument();
  });

  it('shows the advice in the portal under the page’s own heading and, with no teleconsultation wizard, links to booking a visit', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('isolation_call') }, { bookingPath: '/newbooking' });
    await finish('isolation_call');
    expect(await screen.findByRole('heading', { level: 2, name: 'Zostań w domu i skontaktuj się z przychodnią' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ocena objawów infekcji' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Umów teleporadę lub wizytę' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/newbooking');
  });

  it('puts 112 first and emphasised for the most urgent result', async () => {
    setup({ 'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('isolation_ambulance') });
    await finish('isolation_ambulance');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Twoje objawy mogą wymagać pilnej pomocy. Zadzwoń teraz pod numer alarmowy 112.');
  });

  it('goes to a new teleconsultation when they are on and the account is authorised; an unconfirmed account is told to confirm its data', async () => {
    setup(
      { 'GET /api/mpi/accounts/mpi-user/application-settings': settings({ telecommunicationModule: true }), 'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('quarantine') },
      { teleconsultationPath: '/newteleconsultation' },
    );
    await finish('quarantine');
    expect(await screen.findByTestId('where')).toHaveTextContent('/newteleconsultation');
  });

  it('tells an account that is not authorised to confirm its data at the clinic', async () => {
    const error = vi.spyOn(notify, 'error');
    setup(
      {
        'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, type: 'UNAUTHORIZED' }),
        'GET /api/mpi/accounts/mpi-user/application-settings': settings({ telecommunicationModule: true }),
        'POST /api/mpi/questionnaires/infermedica/questionnaire': saved('isolation_call'),
      },
      { teleconsultationPath: '/newteleconsultation' },
    );
    await finish('isolation_call');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Konto nie zostało potwierdzone. Potwierdź swoje dane w jednostce'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says why a result was refused and starts a fresh interview', async () => {
    const error = vi.spyOn(notify, 'error');
    const { api } = setup({
      'POST /api/mpi/questionnaires/infermedica/questionnaire': apiError(400, 'TRIAGE_RESULT_INVALID', 'Wynik samooceny jest nieprawidłowy.'),
    });
    await finish('no_risk');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wynik samooceny jest nieprawidłowy.'));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/url/pl')).toHaveLength(2));
  });

  it('is not there while the installation does not offer it', async () => {
    const { api } = setup({ 'GET /api/mpi/accounts/mpi-user/questionnaire-settings': ok({ selfAssessmentQuestionaire: false, selfAssessmentGps: false }) });
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
    expect(api.callsTo('GET /api/mpi/questionnaires/infermedica/url/:language')).toHaveLength(0);
  });
});
