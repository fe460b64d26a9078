import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Teleconsultation } from '@portal/contracts';
import { formatDateTime, formatTime } from '@portal/domain';
import { useCallSnapshot, type CallSession } from '@portal/ui/call';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Readiness } from './use-telehealth-room';

/** Where the start window stands, in full sentences. */
export function ReadinessNotice({ readiness, consultation }: { readiness: Readiness; consultation: Teleconsultation }) {
  const { t } = useTranslation('telehealth');
  switch (readiness.kind) {
    case 'TOO_EARLY':
      return (
        <Alert color="blue" role="status" data-testid="too-early">
          {t('waiting.tooEarly', { opensAt: formatDateTime(consultation.startWindow.opensAt) })}
        </Alert>
      );
    case 'TOO_LATE':
      return (
        <Alert color="red" role="alert" data-testid="too-late">
          {t('waiting.tooLate', { closesAt: formatDateTime(consultation.startWindow.closesAt) })}
        </Alert>
      );
    case 'NOT_ACTIVE':
      return (
        <Alert color="yellow" role="alert">
          {t('waiting.notActive')}
        </Alert>
      );
    case 'FAILED':
      return (
        <Alert color="red" role="alert">
          {t('waiting.readinessFailed')}
        </Alert>
      );
    default:
      return null;
  }
}

/** Step 1: waiting for the clinician (the call is already joined; it moves on when she connects). */
export function WaitingRoom({ session, readiness, onRetry, onLeave }: { session: CallSession | null; readiness: Readiness; onRetry(): void; onLeave(): void }) {
  const { t } = useTranslation('telehealth');
  return (
    <Stack gap="md" maw={640}>
      {readiness.kind === 'ready' || readiness.kind === 'pending' ? <Text>{t('waiting.text')}</Text> : null}
      <Text role="status" aria-live="polite" size="sm" c="dimmed" data-testid="readiness">
        {readiness.kind === 'ready' ? t('waiting.ready', { time: formatTime(readiness.at) }) : readiness.kind === 'pending' ? t('waiting.registering') : ''}
      </Text>
      {session ? <SessionProblems session={session} onRetry={onRetry} /> : null}
      <Group>
        <Button variant="default" onClick={onLeave}>
          {t('waiting.leave')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The devices refused (1500) or the token expired (1004): said, and a new connection offered after 1004.
 * Meanwhile her own camera's picture, so she sees it works before the doctor joins.
 */
function SessionProblems({ session, onRetry }: { session: CallSession; onRetry(): void }) {
  const { t } = useTranslation(['telehealth', 'ui']);
  const snap = useCallSnapshot(session);
  const preview = useRef<HTMLVideoElement>(null);
  const stream = snap.localStream?.getVideoTracks().length ? snap.localStream : null;
  useEffect(() => {
    if (preview.current && preview.current.srcObject !== stream) preview.current.srcObject = stream;
  }, [stream]);
  if (snap.error === null) {
    return stream ? (
      <video ref={preview} data-testid="waiting-preview" aria-label={t('ui:call.localVideo')} autoPlay playsInline muted style={{ width: 240, maxWidth: '100%', borderRadius: 8, background: '#222' }} />
    ) : null;
  }
  return (
    <Alert color="red" role="alert" data-testid="session-error">
      <Group justify="space-between">
        <Text>{t(`ui:call.errors.${snap.error}`)}</Text>
        {snap.state === 'ended' ? (
          <Button variant="default" onClick={onRetry}>
            {t('telehealth:waiting.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

