import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import type { CallChatMessage, CallSession, CallSnapshot } from './call-session';

/** The call's snapshot, re-rendered on each change. */
export function useCallSnapshot(session: CallSession): CallSnapshot {
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}

/** A stream shown in a media element (`srcObject` is no attribute React sets). */
function useStream<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
  }, [stream]);
  return ref;
}

export interface CallViewProps {
  session: CallSession;
  /** Called after the person left with the view's button (the page goes elsewhere). */
  onLeave?(): void;
  /** More buttons beside the view's own (the console's recording and "end"). */
  actions?: ReactNode;
  /** The heading level of the chat panel's title (default 2). */
  titleOrder?: 2 | 3;
}

const CHAT_MAX = 2000;

/**
 * One call as both apps show it (issue 32): the other side's video large and one's own small over its
 * corner (audio only: no pictures), the chat beside it (below on a phone), the microphone, camera and
 * leave buttons, and the state in words in a live region; a chat message is announced as it comes.
 */
export function CallView({ session, onLeave, actions, titleOrder = 2 }: CallViewProps) {
  const { t } = useTranslation('ui');
  const snap = useCallSnapshot(session);
  const remoteVideo = useStream<HTMLVideoElement>(snap.remoteStream);
  const remoteAudio = useStream<HTMLAudioElement>(snap.remoteStream);
  const localVideo = useStream<HTMLVideoElement>(snap.localStream);
  const ended = snap.state === 'ended';
  const showsVideo = snap.enabled.video;

  const stateText = ended && snap.endedBy ? t(`call.endedBy.${snap.endedBy}`) : t(`call.state.${snap.state}`);
  return (
    <Stack gap="md" data-testid="call-view" data-state={snap.state}>
      <Group justify="space-between" wrap="wrap">
        <Text role="status" aria-live="polite" data-testid="call-state" fw={500}>
          {stateText}
        </Text>
        {snap.state === 'connected' ? <Badge color="green">{t('call.state.connected')}</Badge> : null}
      </Group>
      {snap.error !== null ? (
        <Alert color="red" role="alert" data-testid="call-error">
          {t(`call.errors.${snap.error}`)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: snap.enabled.audio ? 2 : 1 }} spacing="md">
        {snap.enabled.audio ? (
          <Stack gap="xs">
            {showsVideo ? (
              <Box pos="relative" bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live call has no caption file; the chat beside it is its text channel */}
                <video
                  ref={remoteVideo}
                  data-testid="remote-video"
                  aria-label={t('call.remoteVideo')}
                  autoPlay
                  playsInline
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
                <video
                  ref={localVideo}
                  data-testid="local-video"
                  aria-label={t('call.localVideo')}
                  autoPlay
                  playsInline
                  muted
                  style={{ position: 'absolute', right: 8, bottom: 8, width: '30%', maxWidth: 200, borderRadius: 6, border: '2px solid white', background: '#222' }}
                />
              </Box>
            ) : (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- a live call has no caption file; the chat beside it is its text channel
              <audio ref={remoteAudio} data-testid="remote-audio" autoPlay />
            )}
            {snap.peerPresent && snap.remote && !snap.remote.audio ? <Text size="sm">{t('call.remoteMuted')}</Text> : null}
            {snap.peerPresent && snap.remote && showsVideo && !snap.remote.video ? <Text size="sm">{t('call.remoteCameraOff')}</Text> : null}
            <Group gap="xs" wrap="wrap">
              <Button variant={snap.local.audio ? 'default' : 'filled'} aria-pressed={!snap.local.audio} disabled={ended || !snap.localStream?.getAudioTracks().length} onClick={() => session.setAudio(!snap.local.audio)} data-testid="toggle-mic">
                {snap.local.audio ? t('call.micOn') : t('call.micOff')}
              </Button>
              {showsVideo ? (
                <Button variant={snap.local.video ? 'default' : 'filled'} aria-pressed={!snap.local.video} disabled={ended || !snap.localStream?.getVideoTracks().length} onClick={() => session.setVideo(!snap.local.video)} data-testid="toggle-camera">
                  {snap.local.video ? t('call.cameraOn') : t('call.cameraOff')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
        <ChatPanel session={session} snap={snap} titleOrder={titleOrder} />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        {actions}
        {!ended ? (
          <Button
            color="red"
            onClick={() => {
              session.leave();
              onLeave?.();
            }}
            data-testid="leave-call"
          >
            {t('call.leave')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function ChatPanel({ session, snap, titleOrder }: { session: CallSession; snap: CallSnapshot; titleOrder: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const ended = snap.state === 'ended';
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [snap.messages.length]);

  async function submit() {
    const message = text.trim();
    if (!message || busy) return;
    setBusy(true);
    try {
      await session.sendChat(message);
      setText('');
    } catch {
      notify.error(t('call.chat.failed'));
    } finally {
      setBusy(false);
    }
  }

  const who = (m: CallChatMessage) => (m.sender === snap.self ? t('call.chat.you') : m.senderName || (m.sender === 'PATIENT' ? t('call.chat.patient') : ''));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={titleOrder} size="h4" id={titleId}>
          {t('call.chat.title')}
        </Title>
        <Box ref={logRef} role="log" aria-live="polite" aria-label={t('call.chat.log')} tabIndex={0} data-testid="chat-log" mah={320} mih={120} style={{ overflowY: 'auto' }}>
          {snap.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('call.chat.empty')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {snap.messages.map((m) => (
                <li key={m.id} data-testid="chat-message" data-sender={m.sender}>
                  <Text size="xs" c="dimmed" component="span">
                    {who(m)} · {new Date(m.sentAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.text}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="xs">
            <Textarea
              id={inputId}
              label={t('call.chat.input')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={CHAT_MAX}
              autosize
              minRows={1}
              maxRows={4}
              disabled={ended}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
              data-testid="chat-input"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={ended || !text.trim()} data-testid="chat-send">
                {t('call.chat.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
