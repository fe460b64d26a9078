import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, notFound, ok, stubApi } from '../../../test/api-stub';
import { doctor } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { teleconsultation } from './teleconsultations-fixtures';
import { TeleconsultationPage } from './teleconsultation-page';

/** The shared call engine and view are THW's (tested there): here a session that starts at once, a view that shows its end button, and a recorder. */
const calls = vi.hoisted(() => ({ sessions: [] as Array<{ leave: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> }>, recorders: [] as Array<{ stop: ReturnType<typeof vi.fn> }>, options: [] as unknown[] }));
vi.mock('@portal/ui/call', () => ({
  createCallSession: (options: unknown) => {
    calls.options.push(options);
    const session = { start: () => Promise.resolve(), leave: vi.fn(), disconnect: vi.fn(), snapshot: () => ({ localStream: null }), subscribe: () => () => undefined };
    calls.sessions.push(session);
    return session;
  },
  telehealthSocketUrl: (path: string, room: string, token: string) => `ws://localhost${path}?room=${room}&token=${token}`,
  iceTransportPolicyOf: () => 'all',
  canRecordCalls: () => true,
  startCallRecorder: () => {
    const recorder = { addStream: vi.fn(), stop: vi.fn(() => Promise.resolve()), recording: true };
    calls.recorders.push(recorder);
    return recorder;
  },
  useCallEnvironment: () => ({}),
  CallView: ({ actions }: { actions?: React.ReactNode }) => (
    <div data-testid="call-view">
      rozmowa
      {actions}
    </div>
  ),
}));

beforeAll(() => loadNamespace('teleconsultations', 'teleconsultations'));
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  calls.sessions.length = 0;
  calls.recorders.length = 0;
  calls.options.length = 0;
});

const renderAt = (url = '/teleconsultations/7') => renderRoute(signedIn(doctor, { '/teleconsultations/:id': <TeleconsultationPage /> }), { initialEntries: [url] });
const access = { apiKey: '/api/clinic/telehealth/ws', sessionId: 'room-7', token: 'tok', expiresAt: '2026-12-07T11:00:00.000Z', iceServers: [], self: 'STAFF', selfName: 'Tomasz Lewandowski', communicationType: 'A', recordingAllowed: true };

describe('TeleconsultationPage', { timeout: 20_000 }, () => {
  it('shows the patient one click from her card, the case, its notes and attachments', async () => {
    stubApi({ 'GET /api/clinic/teleconsultations/:id': ok(teleconsultation()) });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Teleporada: Anna Kowalska' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karta pacjenta' })).toHaveAttribute('href', '/patients/5');
    expect(screen.getByRole('link', { name: 'Teleporady' })).toHaveAttribute('href', '/teleconsultations');
    expect(screen.getByText('Od trzech dni boli mnie gardło.')).toBeInTheDocument();
    expect(screen.getByText('Pacjent zgodził się na nagranie rozmowy.')).toBeInTheDocument();
    const notes = screen.getAllByTestId('case-note');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('Pacjent');
    expect(within(notes[0]!).queryByRole('button', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(within(notes[1]!).getByRole('button', { name: 'Edytuj' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pobierz wynik.pdf' })).toHaveAttribute('href', '/api/clinic/teleconsultations/7/attachments/31');
    expect(screen.getByRole('button', { name: 'Dołącz do rozmowy' })).toBeInTheDocument();
  });

  it('adds her note and changes her own', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations/:id': ok(teleconsultation()),
      'POST /api/clinic/medical-cases/:caseId/notes': ok({} as never, 201),
      'PUT /api/clinic/medical-cases/:caseId/notes/:noteId': ok({} as never),
    });
    const success = vi.spyOn(notify, 'success');
    renderAt();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nowa notatka' }), 'Zalecam płukanie.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dodano notatkę.'));
    expect(api.callsTo('POST /api/clinic/medical-cases/12/notes')[0]!.body).toEqual({ text: 'Zalecam płukanie.', consultationId: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj' }));
    const editor = screen.getByRole('textbox', { name: 'Treść notatki' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Proszę o wymaz z gardła.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano notatkę.'));
    expect(api.callsTo('PUT /api/clinic/medical-cases/12/notes/2')[0]!.body).toEqual({ text: 'Proszę o wymaz z gardła.' });
  });

  it('closes her case after the teleconsultation, once she confirms; not while it is still to be held', async () => {
    const finished = { status: 'FINISHED' as const, canJoin: false, startedAt: '2026-12-07T09:01:00.000Z', endedAt: '2026-12-07T09:15:00.000Z' };
    const api = stubApi({
      'GET /api/clinic/teleconsultations/:id': [ok(teleconsultation(finished)), ok(teleconsultation({ ...finished, case: { ...teleconsultation().case, status: 'CLOSED' } }))],
      'GET /api/clinic/teleconsultations/:id/chat-record': ok({ chatStr: '', messages: [] } as never),
      'GET /api/clinic/teleconsultations/:id/recording': ok({ allowed: false, nextSeq: 0, bytes: 0, completedAt: null } as never),
      'POST /api/clinic/medical-cases/:caseId/close': noContent,
    });
    const success = vi.spyOn(notify, 'success');
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Zamknij przypadek' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zamknij przypadek' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Przypadek medyczny został zamknięty'));
    expect(api.callsTo('POST /api/clinic/medical-cases/12/close')).toHaveLength(1);
    expect(await screen.findByText('Przypadek zamknięty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij przypadek' })).not.toBeInTheDocument();
  });

  it('offers no closing while the teleconsultation is still to be held', async () => {
    stubApi({ 'GET /api/clinic/teleconsultations/:id': ok(teleconsultation()) });
    renderAt();
    expect(await screen.findByRole('heading', { name: /Teleporada/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij przypadek' })).not.toBeInTheDocument();
  });

  it('refuses a note over 2000 characters before sending it', async () => {
    stubApi({ 'GET /api/clinic/teleconsultations/:id': ok(teleconsultation()) });
    renderAt();
    const field = await screen.findByRole('textbox', { name: 'Nowa notatka' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    expect(await screen.findByText('Notatka może zawierać maksimum 2000 znaków')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj notatkę' })).toBeDisabled();
  });

  it('joins the call as STAFF, records it while it runs, and ends it: the recording is completed first', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations/:id': [ok(teleconsultation()), ok(teleconsultation({ status: 'FINISHED', canJoin: false, startedAt: '2026-12-07T09:01:00.000Z', endedAt: '2026-12-07T09:15:00.000Z' }))],
      'GET /api/clinic/teleconsultations/:id/access-data': ok(access as never),
      'GET /api/clinic/teleconsultations/:id/recording': ok({ allowed: true, nextSeq: 3, bytes: 100, completedAt: null } as never),
      'POST /api/clinic/teleconsultations/:id/recording/complete': ok({ allowed: true, nextSeq: 5, bytes: 900, completedAt: '2026-12-07T09:15:00.000Z' } as never),
      'POST /api/clinic/teleconsultations/:id/end': ok(teleconsultation({ status: 'FINISHED', canJoin: false, startedAt: '2026-12-07T09:01:00.000Z', endedAt: '2026-12-07T09:15:00.000Z' })),
      'GET /api/clinic/teleconsultations/:id/chat-record': ok({ chatStr: '', messages: [{ id: 1, sender: 'PATIENT', senderName: 'Anna Kowalska', text: 'Dzień dobry', sentAt: '2026-12-07T09:02:00.000Z' }] } as never),
    });
    const success = vi.spyOn(notify, 'success');
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Dołącz do rozmowy' }));
    expect(await screen.findByTestId('call-view')).toBeInTheDocument();
    expect(await screen.findByTestId('recording-indicator')).toHaveTextContent('Nagrywanie');
    expect(calls.options[0]).toMatchObject({ role: 'STAFF', wsUrl: 'ws://localhost/api/clinic/telehealth/ws?room=room-7&token=tok', media: { audio: true, video: false } });
    await userEvent.click(within(screen.getByTestId('call-view')).getByRole('button', { name: 'Zakończ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zakończ teleporadę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Teleporada została zakończona.'));
    expect(calls.recorders[0]!.stop).toHaveBeenCalled();
    expect(api.callsTo('POST /api/clinic/teleconsultations/7/recording/complete')).toHaveLength(1);
    expect(api.callsTo('POST /api/clinic/teleconsultations/7/end')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('call-view')).not.toBeInTheDocument());
    // She left the room (the patient is told it ended) before the consultation was ended.
    expect(calls.sessions[0]!.leave).toHaveBeenCalled();
    // The archive: the chat record and the recording's player.
    expect(await screen.findByRole('heading', { name: 'Archiwum teleporady' })).toBeInTheDocument();
    expect(await screen.findByTestId('chat-record')).toHaveTextContent('10:02 Anna Kowalska: Dzień dobry');
    expect(await screen.findByTestId('recording-player')).toHaveAttribute('src', '/api/clinic/teleconsultations/7/streams-record');
  });

  it('reads the teleconsultation again when the server ends the call: the archive follows', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations/:id': [ok(teleconsultation({ recordingAllowed: false })), ok(teleconsultation({ status: 'FINISHED', canJoin: false, recordingAllowed: false, startedAt: '2026-12-07T09:01:00.000Z', endedAt: '2026-12-07T09:15:00.000Z' }))],
      'GET /api/clinic/teleconsultations/:id/access-data': ok({ ...access, recordingAllowed: false } as never),
      'GET /api/clinic/teleconsultations/:id/recording': ok({ allowed: false, nextSeq: 0, bytes: 0, completedAt: null } as never),
      'GET /api/clinic/teleconsultations/:id/chat-record': ok({ chatStr: '', messages: [] } as never),
    });
    const { router } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Dołącz do rozmowy' }));
    expect(await screen.findByTestId('call-view')).toBeInTheDocument();
    expect(screen.queryByTestId('recording-indicator')).not.toBeInTheDocument();
    (calls.options[0] as { onEnded(by: string): void }).onEnded('STAFF');
    expect(await screen.findByText('Rozmowa nie była nagrywana.')).toBeInTheDocument();
    expect(screen.getByText('W czacie nie padła żadna wiadomość.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/teleconsultations/7')).toHaveLength(2);
    // Going elsewhere closes her connection; it does not end the consultation (that is "Zakończ").
    await act(() => router.navigate('/teleconsultations'));
    expect(calls.sessions[0]!.disconnect).toHaveBeenCalled();
    expect(calls.sessions[0]!.leave).not.toHaveBeenCalled();
  });

  it('takes an unplanned one from the queue; one taken meanwhile is said', async () => {
    const api = stubApi({
      'GET /api/clinic/teleconsultations/:id': ok(teleconsultation({ unplanned: true, status: 'WAITING', consultant: null, mine: false, canTake: true, canJoin: false })),
      'POST /api/clinic/teleconsultations/:id/take': apiError(409, 'TELECONSULTATION_TAKEN', 'Tę teleporadę przyjął już inny konsultant.'),
    });
    const warning = vi.spyOn(notify, 'warning');
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Przyjmij' }));
    expect(screen.queryByRole('button', { name: 'Dołącz do rozmowy' })).not.toBeInTheDocument();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Tę teleporadę przyjął już inny konsultant.'));
    expect(api.callsTo('POST /api/clinic/teleconsultations/7/take')).toHaveLength(1);
    expect(screen.getByText('nie przydzielono')).toBeInTheDocument();
  });

  it('says "not found" for an unknown or foreign one and for a malformed address', async () => {
    stubApi({ 'GET /api/clinic/teleconsultations/:id': notFound() });
    renderAt();
    expect(await screen.findByText('Nie ma takiej teleporady albo nie masz do niej dostępu.')).toBeInTheDocument();
  });
});
