import { Badge, Button, Card, Center, Loader, Stack, Title } from '@mantine/core';
import type { TelehealthAccessData } from '@portal/contracts';
import { mediaOf } from '@portal/domain';
import { CallView, canRecordCalls, createCallSession, iceTransportPolicyOf, startCallRecorder, telehealthSocketUrl, useCallEnvironment, type CallRecorder, type CallSession } from '@portal/ui/call';
import { LoadFailure } from '@portal/ui/page';
import { notify } from '@portal/ui/notify';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessData, completeRecording, recordingQuery, uploadRecordingChunk } from '../api/teleconsultations';

interface CallPanelProps {
  teleconsultationId: number;
  /** "Zakończ" (her own consultation, not ended yet): asks, then runs `beforeEnd` (the recording's last piece) and ends it. */
  onEnd: ((beforeEnd: () => Promise<void>) => void) | null;
  ending: boolean;
  /** She left the call with the view's button (the server ends the consultation). */
  onLeft(): void;
  /** The server ended the consultation while the call was open (read it again: the archive follows). */
  onEnded(): void;
}

/**
 * The call in the console: the telehealth module's access data for the member (role STAFF), the shared
 * call view, and — when the patient agreed and the type carries audio — the recording of both sides'
 * audio, uploaded in pieces while the call goes on (numbered on from what the server already holds, so
 * a reload continues the recording), with "Nagrywanie" shown while it runs.
 */
export function CallPanel({ teleconsultationId, onEnd, ending, onLeft, onEnded }: CallPanelProps) {
  const { t } = useTranslation('teleconsultations');
  const access = useQuery({ queryKey: ['clinic', 'teleconsultations', 'access-data', teleconsultationId], queryFn: () => accessData(teleconsultationId), staleTime: Infinity, gcTime: 0 });
  return (
    <Card withBorder component="section" aria-labelledby="call-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="call-title">
          {t('call.title')}
        </Title>
        {access.isError ? (
          <LoadFailure message={t('call.loadFailed')} query={access} />
        ) : access.isSuccess ? (
          <Call id={teleconsultationId} access={access.data} onEnd={onEnd} ending={ending} onLeft={onLeft} onEnded={onEnded} />
        ) : (
          <Center py="lg">
            <Loader role="status" aria-label={t('call.title')} />
          </Center>
        )}
      </Stack>
    </Card>
  );
}

function Call({ id, access, onEnd, ending, onLeft, onEnded }: Omit<CallPanelProps, 'teleconsultationId'> & { id: number; access: TelehealthAccessData }) {
  const { t } = useTranslation('teleconsultations');
  const environment = useCallEnvironment();
  const media = mediaOf(access.communicationType);
  const records = access.recordingAllowed && media.audio;
  const recording = useQuery({ ...recordingQuery(id), enabled: records });
  const [session, setSession] = useState<CallSession | null>(null);
  const [recordingOn, setRecordingOn] = useState(false);
  const recorder = useRef<CallRecorder | null>(null);
  const firstSeq = recording.data?.nextSeq;
  const ready = !records || recording.isSuccess || recording.isError;

  useEffect(() => {
    if (!ready) return;
    let remote: MediaStream | null = null;
    const created = createCallSession({
      wsUrl: telehealthSocketUrl(access.apiKey, access.sessionId, access.token),
      role: 'STAFF',
      iceServers: access.iceServers,
      iceTransportPolicy: iceTransportPolicyOf(),
      media,
      environment,
      onRemoteStream: (stream) => {
        remote = stream;
        recorder.current?.addStream(stream);
      },
      onEnded: () => void stopRecording().finally(onEnded),
    });
    setSession(created);
    let cancelled = false;
    const canRecord = records && recording.isSuccess && recording.data.completedAt === null && canRecordCalls();
    void created.start().then(() => {
      if (cancelled || !canRecord) return;
      const offset = firstSeq ?? 0;
      recorder.current = startCallRecorder(
        {
          upload: (chunk) => uploadRecordingChunk(id, offset + chunk.seq, chunk.blob).then(() => undefined),
          onError: () => {
            setRecordingOn(false);
            notify.error(t('call.recordingFailed'));
          },
        },
        [created.snapshot().localStream, remote],
      );
      setRecordingOn(true);
    });
    return () => {
      // Leaving the page closes her connection without ending the consultation (she may come back).
      cancelled = true;
      void stopRecording();
      created.disconnect();
    };
    // One session per access data (a new token opens a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, access]);

  /** Stops the recording (its last piece uploaded) and marks it complete. */
  async function stopRecording() {
    const running = recorder.current;
    if (!running) return;
    recorder.current = null;
    setRecordingOn(false);
    await running.stop();
    await completeRecording(id).catch(() => undefined);
  }

  if (!session) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('call.title')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      {recordingOn && (
        <Badge color="red" variant="filled" role="status" data-testid="recording-indicator">
          {t('call.recording')}
        </Badge>
      )}
      <CallView
        session={session}
        titleOrder={3}
        actions={
          onEnd ? (
            <Button color="red" variant="light" loading={ending} onClick={() => onEnd(() => stopRecording().then(() => session.leave()))}>
              {t('details.end')}
            </Button>
          ) : null
        }
        onLeave={() => {
          void stopRecording().finally(onLeft);
        }}
      />
    </Stack>
  );
}
