import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../notify';
import { TestProviders, testQueryClient } from '../test/render';
import { createCallSession, type CallMediaState } from './call-session';
import { CallView } from './call-view';
import { fakeCallEnvironment } from './fake-call-environment';

const doctor = { role: 'STAFF' as const, name: 'dr Jan Nowak' };

async function renderCall(media: CallMediaState, { refuseDevices = false } = {}) {
  const fake = fakeCallEnvironment({ refuseDevices });
  const session = createCallSession({ wsUrl: 'ws://localhost/api/telehealth/ws?room=r&token=t', role: 'PATIENT', iceServers: [], media, environment: fake.environment });
  const onLeave = vi.fn();
  render(
    <TestProviders queryClient={testQueryClient()}>
      <NotificationsHost />
      <CallView session={session} onLeave={onLeave} />
    </TestProviders>,
  );
  await act(() => session.start());
  act(() => fake.socket().open());
  return { fake, session, onLeave };
}

afterEach(() => act(() => i18n.changeLanguage('pl')));

describe('CallView', () => {
  it('shows the states in words: connecting, waiting for the other side, connected, ended by the doctor', async () => {
    const { fake } = await renderCall({ audio: true, video: true });
    expect(screen.getByTestId('call-state')).toHaveTextContent('Łączenie…');
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [], chat: [] }));
    expect(screen.getByTestId('call-state')).toHaveTextContent('Czekamy na drugą osobę');
    act(() => fake.socket().receive({ type: 'peer-joined', participant: doctor }));
    act(() => fake.socket().receive({ type: 'offer', from: 'STAFF', sdp: 'offer:audio/sendrecv,video/sendrecv' }));
    await waitFor(() => expect(fake.peers).toHaveLength(1));
    act(() => fake.peer().connect());
    expect(screen.getByTestId('call-view')).toHaveAttribute('data-state', 'connected');
    expect(screen.getByLabelText('Obraz rozmówcy')).toBeInTheDocument();
    expect(screen.getByLabelText('Twój obraz')).toBeInTheDocument();
    act(() => fake.socket().receive({ type: 'ended', by: 'STAFF' }));
    expect(screen.getByTestId('call-state')).toHaveTextContent('Lekarz zakończył konsultację.');
    expect(screen.queryByRole('button', { name: 'Zakończ rozmowę' })).not.toBeInTheDocument();
  });

  it('toggles the microphone and the camera, and says what the other side turned off', async () => {
    const user = userEvent.setup();
    const { fake, session } = await renderCall({ audio: true, video: true });
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [doctor], chat: [] }));
    await user.click(screen.getByRole('button', { name: 'Wycisz mikrofon' }));
    expect(screen.getByRole('button', { name: 'Włącz mikrofon' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Wyłącz kamerę' }));
    expect(session.snapshot().local).toEqual({ audio: false, video: false });
    expect(fake.socket().sentOf('media').at(-1)).toEqual({ type: 'media', audio: false, video: false });
    act(() => fake.socket().receive({ type: 'media', from: 'STAFF', audio: false, video: false }));
    expect(screen.getByText('Rozmówca wyciszył mikrofon.')).toBeInTheDocument();
    expect(screen.getByText('Rozmówca wyłączył kamerę.')).toBeInTheDocument();
  });

  it('audio only: no pictures, no camera button', async () => {
    await renderCall({ audio: true, video: false });
    expect(screen.getByTestId('remote-audio')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyłącz kamerę' })).not.toBeInTheDocument();
  });

  it('chat: messages in a live log, own ones as "Ty", a send that fails says so', async () => {
    const user = userEvent.setup();
    const { fake } = await renderCall({ audio: false, video: false });
    act(() => fake.socket().receive({ type: 'joined', self: 'PATIENT', peers: [doctor], chat: [{ id: 1, sender: 'STAFF', senderName: 'dr Jan Nowak', text: 'Dzień dobry', sentAt: '2026-12-07T10:00:00.000Z' }] }));
    const log = screen.getByRole('log', { name: 'Wiadomości czatu' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Dzień dobry')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-video')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Wiadomość'), 'Boli mnie gardło');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(fake.socket().sentOf('chat')).toEqual([{ type: 'chat', text: 'Boli mnie gardło' }]);
    act(() => fake.socket().receive({ type: 'chat', id: 2, sender: 'PATIENT', senderName: 'Anna Kowalska', text: 'Boli mnie gardło', sentAt: '2026-12-07T10:01:00.000Z' }));
    await waitFor(() => expect(screen.getByLabelText('Wiadomość')).toHaveValue(''));
    expect(within(log).getAllByTestId('chat-message')[1]).toHaveTextContent('Ty');
    // The socket went away: the send fails at once with the spec's words.
    fake.socket().readyState = 3;
    await user.type(screen.getByLabelText('Wiadomość'), 'Halo?{Enter}');
    expect(await screen.findByText('Server nie odpowiada.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wiadomość')).toHaveValue('Halo?');
  });

  it('a refused device shows code 1500, an expired session code 1004', async () => {
    const { fake } = await renderCall({ audio: true, video: true }, { refuseDevices: true });
    expect(screen.getByTestId('call-error')).toHaveTextContent('Brak dostępu do urządzenia: mikrofon lub kamera');
    act(() => fake.socket().drop(4401));
    expect(screen.getByTestId('call-error')).toHaveTextContent('Identyfikator usług telekonferencyjnych stracił ważność');
  });

  it('leaving ends the call and tells the page', async () => {
    const user = userEvent.setup();
    const { fake, onLeave } = await renderCall({ audio: false, video: false });
    await user.click(screen.getByRole('button', { name: 'Zakończ rozmowę' }));
    expect(fake.sockets[0]!.sentOf('leave')).toHaveLength(1);
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('speaks English and Ukrainian', async () => {
    await act(() => i18n.changeLanguage('en'));
    await renderCall({ audio: true, video: true });
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByRole('button', { name: 'Завершити розмову' })).toBeInTheDocument();
  });
});
