import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { communicationTypes, formatDateTime, isCommunicationType, type CommunicationType } from '@portal/domain';
import type { Teleconsultation } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { CallView, useCallSnapshot, type CallSession } from '@portal/ui/call';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useOwnPatient } from '../../../shared/session/own-patient';
import { markUnplannedRegistered, registerUnplanned, teleconsultationQuery, unplannedRegistered, useSaveCommunicationType } from '../api/telehealth';
import { BOOKINGS_PATH, medicalCasePath, telehealthStepPath, telehealthSteps, type TelehealthStep } from '../paths';
import { useTelehealthRoom } from './use-telehealth-room';
import { ReadinessNotice, WaitingRoom } from './waiting-room';

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const isStep = (value: string | undefined): value is TelehealthStep => (telehealthSteps as readonly string[]).includes(value ?? '');

/**
 * /telehealth/:step? with params teleconsultationId, patientId, isUnplanned, medicalCaseId, medicalServiceCode,
 * consultantId… (spec part 2 §2): the patient's side of a teleconsultation — the type (step 0), the waiting
 * room (step 1) and the consultation (step 2). Without teleconsultationId it goes back to the bookings.
 */
export function TelehealthPage() {
  const { step } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const id = positiveId(search.get('teleconsultationId'));
  if (id === null) return <Navigate to={BOOKINGS_PATH} replace />;
  if (!isStep(step)) return <Navigate to={telehealthStepPath('teleconsultationtype', location.search)} replace />;
  return <TelehealthFlow id={id} step={step} />;
}

function TelehealthFlow({ id, step }: { id: number; step: TelehealthStep }) {
  const { t } = useTranslation('telehealth');
  const [search] = useSearchParams();
  const account = useCurrentAccount();
  const askedPatient = positiveId(search.get('patientId'));
  const own = useOwnPatient();
  const patientId = askedPatient ?? (own.data?.id ?? null);
  const consultation = useQuery({ ...teleconsultationQuery(account.data?.id ?? 0, patientId ?? 0, id), enabled: Boolean(account.data && patientId) });

  const body = () => {
    if (consultation.isError || account.isError || (!askedPatient && own.isSuccess && !own.data)) {
      const notFound = isApiError(consultation.error) && consultation.error.status === 404;
      return (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text>{notFound || (!askedPatient && own.isSuccess && !own.data) ? t('notFound') : t('loadFailed')}</Text>
            <Anchor component={Link} to={BOOKINGS_PATH}>
              {t('call.back')}
            </Anchor>
          </Stack>
        </Alert>
      );
    }
    if (!consultation.data || !account.data || patientId === null) return <Loader aria-label={t('title')} />;
    return <Steps consultation={consultation.data} accountId={account.data.id} patientId={patientId} step={step} />;
  };

  return (
    <Stack gap="lg">
      <PageHeading documentTitle={`${t(`steps.${step}`)} — ${t('title')}`}>{t('title')}</PageHeading>
      <StepList step={step} />
      {consultation.data ? (
        <Text c="dimmed">
          {consultation.data.unplanned
            ? t('unplannedSummary', { service: consultation.data.service.name })
            : t('summary', { service: consultation.data.service.name, date: formatDateTime(consultation.data.scheduledFrom) })}
        </Text>
      ) : null}
      {body()}
    </Stack>
  );
}

function StepList({ step }: { step: TelehealthStep }) {
  const { t } = useTranslation('telehealth');
  const at = telehealthSteps.indexOf(step);
  return (
    <Group component="ol" aria-label={t('steps.label')} gap="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }} wrap="wrap">
      {telehealthSteps.map((s, i) => (
        <Text component="li" key={s} aria-current={s === step ? 'step' : undefined} fw={s === step ? 700 : 400} c={i > at ? 'dimmed' : undefined}>
          {`${i + 1}. ${t(`steps.${s}`)}`}
        </Text>
      ))}
    </Group>
  );
}

function Steps({ consultation, accountId, patientId, step }: { consultation: Teleconsultation; accountId: number; patientId: number; step: TelehealthStep }) {
  const { t } = useTranslation('telehealth');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const stepRef = useRef(step);
  stepRef.current = step;
  const unplanned = consultation.unplanned || search.get('isUnplanned') === 'true';
  const caseId = positiveId(search.get('medicalCaseId')) ?? consultation.medicalCaseId;
  const finishedPath = caseId ? medicalCasePath(patientId, caseId) : BOOKINGS_PATH;
  const over = consultation.status === 'FINISHED' || consultation.status === 'CANCELED';

  const room = useTelehealthRoom({
    active: step !== 'teleconsultationtype' && !over,
    consultation,
    patientId,
    onDoctorJoined: () => {
      void (async () => {
        // Spec §4: an unplanned consultation is registered once when the other participant connects.
        if (unplanned && !unplannedRegistered(consultation.id)) {
          try {
            await registerUnplanned(accountId, patientId, { teleconsultationId: consultation.id, medicalCaseId: caseId, patientId });
            markUnplannedRegistered(consultation.id);
            notify.success(t('unplanned.registered'));
          } catch (e) {
            notify.failure(e, t('unplanned.failed'));
          }
        }
        if (stepRef.current === 'telewaitingroom') void navigate(telehealthStepPath('teleconsultation', location.search));
      })();
    },
  });

  // Over before she came, or while she waited (the doctor ended it from the console, the booking was
  // cancelled): said at once, with the way to the case. In the call, its own view says who ended it.
  if (over || (room.ended && step === 'telewaitingroom')) {
    return (
      <Alert color="yellow" role="alert">
        <Stack gap="xs">
          <Text>{t('waiting.notActive')}</Text>
          <Anchor component={Link} to={finishedPath}>
            {caseId ? t('call.toCase') : t('call.back')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (step === 'teleconsultationtype') return <TypeStep consultation={consultation} onSaved={() => void navigate(telehealthStepPath('telewaitingroom', location.search))} />;
  const leaveTo = () => {
    room.leave();
    void navigate(finishedPath);
  };
  return (
    <Stack gap="md">
      <ReadinessNotice readiness={room.readiness} consultation={consultation} />
      {room.accessFailed ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('waiting.accessFailed')}</Text>
            <Button variant="default" onClick={room.retry}>
              {t('waiting.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {step === 'telewaitingroom' ? (
        <WaitingRoom session={room.session} readiness={room.readiness} onRetry={room.retry} onLeave={leaveTo} />
      ) : room.session ? (
        <CallStep session={room.session} onRetry={room.retry} onLeave={() => void navigate(finishedPath)} finishedPath={finishedPath} hasCase={Boolean(caseId)} />
      ) : room.readiness.kind === 'pending' || room.readiness.kind === 'ready' ? (
        <Loader aria-label={t('steps.teleconsultation')} />
      ) : null}
    </Stack>
  );
}

/** Step 0: chat, audio or video, saved before moving on. */
function TypeStep({ consultation, onSaved }: { consultation: Teleconsultation; onSaved(): void }) {
  const { t } = useTranslation('telehealth');
  const [type, setType] = useState<CommunicationType | null>(consultation.communicationType);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCommunicationType();
  const submit = async () => {
    if (!type) {
      setError(t('type.required'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: consultation.id, type });
      onSaved();
    } catch (e) {
      notify.failure(e, t('type.saveFailed'));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md" maw={560}>
        <Radio.Group
          label={t('type.legend')}
          value={type ?? ''}
          onChange={(value) => {
            if (isCommunicationType(value)) {
              setType(value);
              setError(null);
            }
          }}
          error={error}
          withAsterisk
        >
          <Stack gap="sm" mt="xs">
            {communicationTypes.map((c) => (
              <Radio key={c} value={c} label={t(`type.${c}`)} description={t(`type.describe.${c}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {type && type !== 'C' ? <Text size="sm">{t('type.devicesHint')}</Text> : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('type.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Step 2: the call; leaving goes to the case (or the bookings). */
function CallStep({ session, onRetry, onLeave, finishedPath, hasCase }: { session: CallSession; onRetry(): void; onLeave(): void; finishedPath: string; hasCase: boolean }) {
  const { t } = useTranslation('telehealth');
  const snap = useCallSnapshot(session);
  return (
    <Stack gap="md">
      <CallView session={session} onLeave={onLeave} />
      {snap.state === 'ended' ? (
        <Group>
          {snap.error === 1004 ? (
            <Button variant="default" onClick={onRetry}>
              {t('waiting.retry')}
            </Button>
          ) : null}
          <Anchor component={Link} to={finishedPath}>
            {hasCase ? t('call.toCase') : t('call.back')}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
