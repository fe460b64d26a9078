import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Teleconsultation, TelehealthAccessData, TelehealthState } from '@portal/contracts';
import { CallEnvironmentProvider } from '@portal/ui/call';
import { fakeCallEnvironment, type FakeCallEnvironment } from '@portal/ui/call/testing';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { demoAccount, annaPatient } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { TelehealthPage } from './telehealth-page';

const consultation = (over: Partial<Teleconsultation> = {}): Teleconsultation => ({
  id: 41,
  patientId: annaPatient.id,
  medicalCaseId: 7,
  bookingId: 300,
  service: { code: 'TELE_POZ', name: 'Teleporada lekarza rodzinnego' },
  unplanned: false,
  status: 'SCHEDULED',
  communicationType: null,
  consultant: { consultantId: 3, displayName: 'dr Jan Nowak' },
  scheduledFrom: '2026-12-07T09:00:00.000Z',
  scheduledTo: '2026-12-07T09:15:00.000Z',
  startWindow: { opensAt: '2026-12-07T08:30:00.000Z', closesAt: '2026-12-07T13:15:00.000Z' },
  recordingAllowed: true,
  patientReadyAt: null,
  startedAt: null,
  endedAt: null,
  hasChat: false,
  hasRecording: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});
const state = (over: Partial<TelehealthState> = {}): TelehealthState => ({
  id: 41,
  status: 'WAITING',
  communicationType: 'V',
  unplanned: false,
  opensAt: '2026-12-07T08:30:00.000Z',
  closesAt: '2026-12-07T13:15:00.000Z',
  patientReadyAt: '2026-12-07T08:45:00.000Z',
  staffPresent: false,
  recordingAllowed: true,
  ...over,
});
const access = (over: Partial<TelehealthAccessData> = {}): TelehealthAccessData => ({
  apiKey: '/api/telehealth/ws',
  sessionId: 'room-41',
  token: 'signed-token',
  expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
  iceServers: [{ urls: 'stun:127.0.0.1:3478' }],
  self: 'PATIENT',
  selfName: 'Anna Kowalska',
  communicationType: 'V',
  recordingAllowed: true,
  ...over,
});
const doctor = { role: 'STAFF' as const, name: 'dr Jan Nowak' };

const P = annaPatient.id;
const A = demoAccount.id;
const item = `GET /api/amts/consultations/${A}/${P}/41`;
const base = (tc: Teleconsultation = consultation()) => ({
  'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
  [item]: ok(tc),
});

let fake: FakeCallEnvironment;
const renderAt = (url: string) =>
  renderRoute(
    [
      {
        path: '/telehealth/:step?',
        element: (
          <CallEnvironmentProvider environment={fake.environment}>
            <TelehealthPage />
          </CallEnvironmentProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );

beforeAll(() => Promise.all([loadNamespace('telehealth'), loadNamespace('ui', 'ui-call')]));
beforeEach(() => {
  fake = fakeCallEnvironment();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/telehealth', { timeout: 20_000 }, () => {
  it('without a teleconsultation goes back to the bookings; without a step starts at the type', async () => {
    stubApi(base());
    renderAt('/telehealth?patientId=1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
  });

  it('step 0: asks for a type, saves it, then goes to the waiting room with the same parameters', async () => {
    const api = stubApi({
      ...base(),
      'POST /api/amts/consultations/41/communication-type': ok(state({ communicationType: 'A' })),
      // The waiting room it goes to registers her at once.
      [`PUT /api/amts/consultations/41/${P}/status`]: apiError(409, 'TELECONSULTATION_TOO_EARLY', 'x'),
    });
    const { router } = renderAt(`/telehealth?teleconsultationId=41&patientId=${P}&medicalCaseId=7`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Telekonsultacja' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/telehealth/teleconsultationtype');
    await user.click(await screen.findByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Proszę wybrać typ konsultacji.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/amts/consultations/41/communication-type')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Rozmowa głosowa/ }));
    expect(screen.queryByText('Proszę wybrać typ konsultacji.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/telehealth/telewaitingroom'));
    expect(router.state.location.search).toBe(`?teleconsultationId=41&patientId=${P}&medicalCaseId=7`);
    expect(api.callsTo('POST /api/amts/consultations/41/communication-type')[0]!.body).toEqual({ type: 'A' });
  });

  it('step 0: a failed save says the spec\'s words and stays', async () => {
    const failure = vi.spyOn(notify, 'failure').mockImplementation(() => {});
    stubApi({ ...base(consultation({ communicationType: 'C' })), 'POST /api/amts/consultations/41/communication-type': apiError(503, 'SERVICE_UNAVAILABLE', 'x') });
    const { router } = renderAt(`/telehealth/teleconsultationtype?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByRole('radio', { name: /Czat/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Serwer nie odpowiada. Spróbuj ponownie później.'));
    expect(router.state.location.pathname).toBe('/telehealth/teleconsultationtype');
  });

  it('step 1: ready every 30 s, the token fetched once, and the consultation starts when the doctor joins (unplanned: registered once)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const unplanned = consultation({ unplanned: true, bookingId: null, communicationType: 'V' });
    const api = stubApi({
      ...base(unplanned),
      [`PUT /api/amts/consultations/41/${P}/status`]: ok(state({ unplanned: true })),
      [`GET /api/amts/consultations/41/${P}/access-data`]: ok(access()),
      'POST /api/amts/consultations/41/connection': ok({ id: 1, connectionId: 'c', participant: 'PATIENT', createdAt: '2026-12-07T08:45:00.000Z' }, 201),
      [`POST /api/amts/consultations/${A}/${P}/unplanned`]: ok(unplanned),
    });
    const { router } = renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}&isUnplanned=true`);
    expect(await screen.findByText(/Czekasz na lekarza/)).toBeInTheDocument();
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    expect(fake.socket().url).toBe('ws://localhost:3000/api/telehealth/ws?room=room-41&token=signed-token');
    expect(fake.mediaRequests).toEqual([{ audio: true, video: true }]);
    // Her camera's picture while she waits.
    expect(await screen.findByLabelText('Twój obraz')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/amts/consultations/41/${P}/status`)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo(`PUT /api/amts/consultations/41/${P}/status`)).toHaveLength(2);
    expect(api.callsTo(`GET /api/amts/consultations/41/${P}/access-data`)).toHaveLength(1);

    act(() => fake.socket().open());
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [], chat: [] }));
    act(() => fake.socket().receive({ type: 'peer-joined', participant: doctor }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/telehealth/teleconsultation'));
    expect(success).toHaveBeenCalledWith('Udało sie zarejestrować konsultację');
    expect(api.callsTo(`POST /api/amts/consultations/${A}/${P}/unplanned`)[0]!.body).toEqual({ teleconsultationId: 41, medicalCaseId: 7, patientId: P });
    // The same call goes on in step 2.
    expect(await screen.findByTestId('call-view')).toBeInTheDocument();
    expect(fake.sockets).toHaveLength(1);
    // The doctor rejoining registers nothing again.
    act(() => fake.socket().receive({ type: 'peer-left', participant: doctor }));
    act(() => fake.socket().receive({ type: 'peer-joined', participant: doctor }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.callsTo(`POST /api/amts/consultations/${A}/${P}/unplanned`)).toHaveLength(1);
  });

  it('step 1: a failed unplanned registration is said, and the consultation still starts', async () => {
    const failure = vi.spyOn(notify, 'failure').mockImplementation(() => {});
    const unplanned = consultation({ unplanned: true, communicationType: 'C' });
    stubApi({
      ...base(unplanned),
      [`PUT /api/amts/consultations/41/${P}/status`]: ok(state()),
      [`GET /api/amts/consultations/41/${P}/access-data`]: ok(access({ communicationType: 'C' })),
      'POST /api/amts/consultations/41/connection': ok({ id: 1, connectionId: 'c', participant: 'PATIENT', createdAt: '2026-12-07T08:45:00.000Z' }, 201),
      [`POST /api/amts/consultations/${A}/${P}/unplanned`]: apiError(409, 'TELECONSULTATION_NO_CONSULTANT', 'x'),
    });
    const { router } = renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}`);
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    expect(fake.mediaRequests).toEqual([]);
    act(() => fake.socket().open());
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [doctor], chat: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/telehealth/teleconsultation'));
    expect(failure).toHaveBeenCalledWith(expect.anything(), 'Nie udało sie zarejestrować konsultacji');
  });

  it('outside the start window it says when, in full sentences, and joins no room', async () => {
    stubApi({ ...base(), [`PUT /api/amts/consultations/41/${P}/status`]: apiError(409, 'TELECONSULTATION_TOO_EARLY', 'x') });
    renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByTestId('too-early')).toHaveTextContent(/^Na tę telekonsultację jest jeszcze za wcześnie\. Możesz ją rozpocząć od 07-12-2026 09:30, czyli 30 minut przed zaplanowanym początkiem\./);
    expect(fake.sockets).toHaveLength(0);
  });

  it('too late: says it is over and until when it could be started', async () => {
    stubApi({ ...base(), [`PUT /api/amts/consultations/41/${P}/status`]: apiError(409, 'TELECONSULTATION_TOO_LATE', 'x') });
    renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByTestId('too-late')).toHaveTextContent('Upłynął zaplanowany termin telekonsultacji. Można ją było rozpocząć do 07-12-2026 14:15');
  });

  it('step 2: a refused camera shows code 1500; an expired token code 1004 and a new connection on request', async () => {
    fake = fakeCallEnvironment({ refuseDevices: true });
    const api = stubApi({
      ...base(consultation({ communicationType: 'V' })),
      [`PUT /api/amts/consultations/41/${P}/status`]: ok(state()),
      [`GET /api/amts/consultations/41/${P}/access-data`]: ok(access()),
      'POST /api/amts/consultations/41/connection': ok({ id: 1, connectionId: 'c', participant: 'PATIENT', createdAt: '2026-12-07T08:45:00.000Z' }, 201),
    });
    renderAt(`/telehealth/teleconsultation?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByTestId('call-error')).toHaveTextContent('Brak dostępu do urządzenia: mikrofon lub kamera');
    act(() => fake.socket().drop(4401));
    expect(await screen.findByTestId('call-error')).toHaveTextContent('Identyfikator usług telekonferencyjnych stracił ważność');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Połącz ponownie' }));
    await waitFor(() => expect(fake.sockets).toHaveLength(2));
    expect(api.callsTo(`GET /api/amts/consultations/41/${P}/access-data`)).toHaveLength(2);
  });

  it('step 2: leaving ends the call and goes to the medical case', async () => {
    stubApi({
      ...base(consultation({ communicationType: 'C' })),
      [`PUT /api/amts/consultations/41/${P}/status`]: ok(state()),
      [`GET /api/amts/consultations/41/${P}/access-data`]: ok(access({ communicationType: 'C' })),
      'POST /api/amts/consultations/41/connection': ok({ id: 1, connectionId: 'c', participant: 'PATIENT', createdAt: '2026-12-07T08:45:00.000Z' }, 201),
    });
    renderAt(`/telehealth/teleconsultation?teleconsultationId=41&patientId=${P}`);
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    act(() => fake.socket().open());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Zakończ rozmowę' }));
    expect(fake.sockets[0]!.sentOf('leave')).toHaveLength(1);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/medicalcase?caseId=7&patientId=${P}`);
  });

  it('a finished consultation is said at once, with the way back', async () => {
    stubApi(base(consultation({ status: 'FINISHED' })));
    renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByText('Ta telekonsultacja została już zakończona lub odwołana.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do sprawy medycznej' })).toHaveAttribute('href', `/medicalcase?caseId=7&patientId=${P}`);
  });

  it('step 1: ended by the doctor from the console while she waits — said at once, readiness stops, the way to the case', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      ...base(),
      [`PUT /api/amts/consultations/41/${P}/status`]: ok(state()),
      [`GET /api/amts/consultations/41/${P}/access-data`]: ok(access()),
      'POST /api/amts/consultations/41/connection': ok({ id: 1, connectionId: 'c', participant: 'PATIENT', createdAt: '2026-12-07T08:45:00.000Z' }, 201),
    });
    renderAt(`/telehealth/telewaitingroom?teleconsultationId=41&patientId=${P}`);
    expect(await screen.findByText(/Czekasz na lekarza/)).toBeInTheDocument();
    await waitFor(() => expect(fake.sockets).toHaveLength(1));
    act(() => fake.socket().open());
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [], chat: [] }));
    act(() => fake.socket().receive({ type: 'ended', by: 'STAFF' }));
    expect(await screen.findByText('Ta telekonsultacja została już zakończona lub odwołana.')).toBeInTheDocument();
    expect(screen.queryByText(/Czekasz na lekarza/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do sprawy medycznej' })).toHaveAttribute('href', `/medicalcase?caseId=7&patientId=${P}`);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo(`PUT /api/amts/consultations/41/${P}/status`)).toHaveLength(1);
  });
});
