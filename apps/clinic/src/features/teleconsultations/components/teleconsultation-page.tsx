import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ClinicCaseAttachment, ClinicTeleconsultation } from '@portal/contracts';
import { READINESS_INTERVAL_MS } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, LoadFailure, PageHeading } from '@portal/ui/page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { attachmentUrl, closeMedicalCase, endTeleconsultation, takeTeleconsultation, teleconsultationQuery } from '../api/teleconsultations';
import { patientCardPath, TELECONSULTATIONS_PATH } from '../paths';
import { ArchivePanel } from './archive-panel';
import { CallPanel } from './call-panel';
import { CaseNotes } from './case-notes';
import { clock, inWaitingRoom, moment, personName, TeleconsultationStatusBadge } from './parts';

/**
 * /clinic/teleconsultations/:id — one teleconsultation for its clinician: the patient (her card one click
 * away), the term and type, the medical case with the patient's description, the notes (she adds hers
 * and edits her own) and the attachments (downloaded); "Przyjmij" for an unplanned one in the queue,
 * "Dołącz do rozmowy" within the start window (the shared call view, the audio recorded when the patient
 * agreed), "Zakończ"; once ended, the archive: the chat record and the recording.
 */
export function TeleconsultationPage() {
  const { t } = useTranslation('teleconsultations');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // Read again every 30 s while it is not over: the patient's arrival in the waiting room, the start window.
  const query = useQuery({
    ...teleconsultationQuery(id),
    enabled: valid,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'FINISHED' && q.state.data.status !== 'CANCELED' ? READINESS_INTERVAL_MS : false),
  });
  const back = (
    <Anchor component={Link} to={TELECONSULTATIONS_PATH} size="sm">
      {t('details.back')}
    </Anchor>
  );
  const notFound = !valid || (query.isError && isApiError(query.error) && query.error.status === 404);
  if (notFound) {
    return (
      <Stack gap="lg">
        {back}
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        <Text>{t('details.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        {back}
        <LoadFailure message={t('details.loadFailed')} query={query} />
      </Stack>
    );
  }
  if (!query.isSuccess) return <Stack gap="lg">{back}</Stack>;
  return (
    <Stack gap="lg">
      {back}
      <Details tc={query.data} />
    </Stack>
  );
}

function Details({ tc }: { tc: ClinicTeleconsultation }) {
  const { t } = useTranslation('teleconsultations');
  const client = useQueryClient();
  const [inCall, setInCall] = useState(false);
  const refresh = (data?: ClinicTeleconsultation) => {
    if (data) client.setQueryData(teleconsultationQuery(tc.id).queryKey, data);
    else void client.invalidateQueries({ queryKey: teleconsultationQuery(tc.id).queryKey });
  };
  const take = useMutation({
    mutationFn: () => takeTeleconsultation(tc.id),
    onSuccess: (data) => {
      notify.success(t('details.taken'));
      refresh(data);
    },
    onError: (error) => {
      reportFailure(error, t('details.failed'));
      refresh();
    },
  });
  const end = useMutation({
    mutationFn: () => endTeleconsultation(tc.id),
    onSuccess: (data) => {
      notify.success(t('details.endedNotice'));
      setInCall(false);
      refresh(data);
    },
    onError: (error) => {
      // Her leaving the call has ended it already (the server marks it when the clinician leaves).
      if (isApiError(error) && error.errorCode === 'TELECONSULTATION_NOT_ACTIVE' && inCall) {
        notify.success(t('details.endedNotice'));
        setInCall(false);
      } else reportFailure(error, t('details.failed'));
      refresh();
    },
  });
  const active = tc.status !== 'FINISHED' && tc.status !== 'CANCELED';
  const askEnd = async (beforeEnd?: () => Promise<void>) => {
    const yes = await confirmAction({ title: t('details.endConfirmTitle'), message: t('details.endConfirm'), confirmLabel: t('details.endConfirmYes') });
    if (!yes) return;
    await beforeEnd?.();
    end.mutate();
  };
  const canEnd = tc.mine && active;
  const patient = personName(tc.patient);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <PageHeading documentTitle={t('details.heading', { patient })}>{t('details.heading', { patient })}</PageHeading>
        <TeleconsultationStatusBadge status={tc.status} />
      </Group>
      <Card withBorder>
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{t('details.patient')}:</Text>
            <Text>{patient}</Text>
            {tc.patient.pesel && <Text c="dimmed">({t('details.pesel')} {tc.patient.pesel})</Text>}
            {inWaitingRoom(tc) && (
              <Badge variant="light" color="green" tt="none">
                {t('inWaitingRoom')}
              </Badge>
            )}
            <Anchor component={Link} to={patientCardPath(tc.patient.id)}>
              {t('details.patientCard')}
            </Anchor>
          </Group>
          <Text>
            <Text span fw={600}>
              {t('details.when')}:
            </Text>{' '}
            {moment(tc.scheduledFrom)}–{clock(tc.scheduledTo)}
            {tc.unplanned ? ` (${t('unplanned')})` : ''}
          </Text>
          <Text>
            <Text span fw={600}>
              {t('details.service')}:
            </Text>{' '}
            {tc.serviceName ?? tc.serviceCode}
          </Text>
          <Text>
            <Text span fw={600}>
              {t('details.type')}:
            </Text>{' '}
            {tc.communicationType ? t(`types.${tc.communicationType}`) : t('typeNone')}
          </Text>
          <Text>
            <Text span fw={600}>
              {t('details.consultant')}:
            </Text>{' '}
            {tc.consultant ? tc.consultant.name : t('details.noConsultant')}
          </Text>
          {active && <Text size="sm">{t('details.window', { from: moment(tc.startWindow.from), to: moment(tc.startWindow.to) })}</Text>}
          <Text size="sm">{tc.recordingAllowed ? t('details.recordingAllowed') : t('details.recordingNotAllowed')}</Text>
          {tc.startedAt && <Text size="sm">{`${t('details.started')}: ${moment(tc.startedAt)}`}</Text>}
          {tc.endedAt && <Text size="sm">{`${t('details.ended')}: ${moment(tc.endedAt)}`}</Text>}
          <Group gap="sm" mt="xs">
            {tc.canTake && (
              <Button onClick={() => take.mutate()} loading={take.isPending}>
                {t('details.take')}
              </Button>
            )}
            {tc.canJoin && !inCall && <Button onClick={() => setInCall(true)}>{t('details.join')}</Button>}
            {!inCall && canEnd && (
              <Button color="red" variant="light" onClick={() => void askEnd()} loading={end.isPending}>
                {t('details.end')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {inCall && (
        <CallPanel
          teleconsultationId={tc.id}
          onEnd={canEnd ? (beforeEnd) => void askEnd(beforeEnd) : null}
          ending={end.isPending}
          onLeft={() => {
            setInCall(false);
            refresh();
          }}
          onEnded={() => refresh()}
        />
      )}
      {!active && tc.startedAt && <ArchivePanel teleconsultationId={tc.id} />}
      <CaseSection tc={tc} onChanged={() => refresh()} />
    </Stack>
  );
}

function CaseSection({ tc, onChanged }: { tc: ClinicTeleconsultation; onChanged: () => void }) {
  const { t } = useTranslation('teleconsultations');
  const theCase = tc.case;
  // Her case may be closed once this teleconsultation is over (the server refuses while another is still to be held).
  const closable = tc.mine && theCase.status === 'OPEN' && (tc.status === 'FINISHED' || tc.status === 'CANCELED');
  const close = useMutation({
    mutationFn: () => closeMedicalCase(theCase.id),
    onSuccess: () => {
      notify.success(t('case.closedNotice'));
      onChanged();
    },
    onError: (error) => reportFailure(error, t('details.failed')),
  });
  const askClose = async () => {
    if (await confirmAction({ title: t('case.closeTitle'), message: t('case.closeQuestion'), confirmLabel: t('case.close') })) close.mutate();
  };
  return (
    <Card withBorder component="section" aria-labelledby="medical-case">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('case.title')}
          </Text>
          <Title order={2} size="h3" id="medical-case">
            {theCase.title}
          </Title>
          {theCase.status === 'CLOSED' && (
            <Text size="sm" c="dimmed">
              {t('case.closed')}
            </Text>
          )}
          {closable && (
            <Button mt="xs" size="compact-sm" variant="default" loading={close.isPending} onClick={() => void askClose()}>
              {t('case.close')}
            </Button>
          )}
        </div>
        <div>
          <Title order={3} size="h4">
            {t('case.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{theCase.description ?? t('case.noDescription')}</Text>
        </div>
        <CaseNotes tc={tc} />
        <Attachments title={t('case.consultationAttachments')} teleconsultationId={tc.id} items={tc.consultationAttachments} />
        <Attachments title={t('case.attachments')} teleconsultationId={tc.id} items={theCase.attachments} />
      </Stack>
    </Card>
  );
}

function Attachments({ title, teleconsultationId, items }: { title: string; teleconsultationId: number; items: ClinicCaseAttachment[] }) {
  const { t } = useTranslation('teleconsultations');
  return (
    <div>
      <Title order={3} size="h4">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('case.noAttachments')}</Text>
      ) : (
        <List>
          {items.map((a) => (
            <List.Item key={`${a.attachmentType}-${a.id}`}>
              {a.attachmentType === 'N' ? (
                <Text span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {a.note}
                </Text>
              ) : (
                <Anchor href={attachmentUrl(teleconsultationId, a.id)} download={a.fileName} aria-label={t('case.download', { name: a.fileName })}>
                  {a.fileName}
                </Anchor>
              )}{' '}
              <Text span size="sm" c="dimmed">
                ({t(`case.attachmentTypes.${a.attachmentType}`)}, {moment(a.createdAt)})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
