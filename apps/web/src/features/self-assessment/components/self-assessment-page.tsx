import { Alert, Anchor, Box, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { selfAssessmentSaveSchema, type SelfAssessmentSave } from '@portal/contracts';
import { isTeleconsultationLevel, type TriageLevel } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isLanguage } from '../../../i18n';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { useQuestionnaireSettings } from '../../../shared/settings/questionnaire-settings';
import { useSaveSelfAssessment, type SelfAssessmentSaved } from '../api/save-self-assessment';
import { useTriageUrl } from '../api/triage-url';
import { mainPath, selfAssessmentListPath } from '../paths';
import { RecommendationAdvice } from './recommendation-advice';
import { TeleconsultationAdvice } from './teleconsultation-advice';

/** What the interview's frame posts when it ends (the triage service signs the result: `resultToken`). */
const finishedSchema = selfAssessmentSaveSchema.pick({ triageLevel: true, fullData: true, resultToken: true });
const TRIAGE_FINISHED = 'pp-triage-finished';

type Position = { lattitude: number; longtitude: number };
type PositionState = 'asking' | 'ready' | 'failed' | null;

/**
 * /selfassessment (spec part 2 §2, §4 "Self-assessment"): the triage interview in a frame. When it
 * reports the end — a message from the frame's own origin and window, of type `pp-triage-finished` —
 * the result is saved (with the patient's position, if the installation allows it and she ticked it).
 * Levels that need a doctor go to a new teleconsultation while this build and the installation have
 * them (an account not yet authorised is told to confirm its data); otherwise the page says what to do
 * instead: stay at home, call the clinic, 112 in an emergency (and book a visit meanwhile). Other
 * levels show the recommendation here, inside the portal.
 */
export function SelfAssessmentPage({ teleconsultationPath, bookingPath = null }: { teleconsultationPath: string | null; bookingPath?: string | null }) {
  const { t, i18n } = useTranslation('self-assessment');
  const navigate = useNavigate();
  const settings = useQuestionnaireSettings();
  const offered = settings.data?.selfAssessmentQuestionaire === true;

  // Not offered by this installation: as an unknown address, the main page.
  useEffect(() => {
    if (settings.data && !offered) void navigate(mainPath, { replace: true });
  }, [settings.data, offered, navigate]);

  if (settings.isError) {
    return (
      <Layout>
        <LoadFailure message={t('loadFailed')} query={settings} />
      </Layout>
    );
  }
  if (!offered) return <Loading />;
  return (
    <Layout>
      <Interview language={isLanguage(i18n.language) ? i18n.language : 'pl'} withGps={settings.data?.selfAssessmentGps === true} teleconsultationPath={teleconsultationPath} bookingPath={bookingPath} />
    </Layout>
  );
}

/** The route's component: the page, told where a new teleconsultation starts in this build (if anywhere). */
export const selfAssessmentRoute = (teleconsultationPath: string | null, bookingPath: string | null = null) =>
  function SelfAssessmentRoute() {
    return <SelfAssessmentPage teleconsultationPath={teleconsultationPath} bookingPath={bookingPath} />;
  };

function Layout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('self-assessment');
  return (
    <Stack gap="md" maw={900}>
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      {children}
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation('self-assessment');
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('loading')}</Text>
    </Group>
  );
}

function Interview({ language, withGps, teleconsultationPath, bookingPath }: { language: string; withGps: boolean; teleconsultationPath: string | null; bookingPath: string | null }) {
  const { t } = useTranslation('self-assessment');
  const navigate = useNavigate();
  const url = useTriageUrl(language);
  const application = useApplicationSettings();
  const account = useCurrentAccount();
  const save = useSaveSelfAssessment();
  const frame = useRef<HTMLIFrameElement>(null);
  const [advice, setAdvice] = useState<SelfAssessmentSaved | null>(null);
  const [recommendation, setRecommendation] = useState<number | null>(null);
  const [badResult, setBadResult] = useState(false);
  const position = useGeolocation(withGps);

  const saved = (result: SelfAssessmentSaved) => {
    const level = result.triageLevel as TriageLevel;
    if (isTeleconsultationLevel(level)) {
      // Spec §4: to a new teleconsultation (authorised accounts only); with teleconsultations off in this
      // build or installation, what to do instead.
      if (teleconsultationPath && application.data?.telecommunicationModule === true) {
        if (account.data?.type === 'AUTHORIZED') {
          void navigate(teleconsultationPath, { state: { selfAssessmentId: result.fullfilmentId } });
          return;
        }
        notify.error(t('notAuthorized'));
      }
      setAdvice(result);
      return;
    }
    // The recommendation on this page, inside the portal (issue 28 item 10).
    notify.success(t('finished'));
    setRecommendation(result.fullfilmentId);
  };

  // One result at a time: a second message while one is being saved is ignored.
  const busy = useRef(false);
  const finished = (data: unknown) => {
    if (busy.current || advice || recommendation !== null) return;
    const parsed = finishedSchema.safeParse(data);
    if (!parsed.success) {
      setBadResult(true);
      void url.refetch();
      return;
    }
    busy.current = true;
    setBadResult(false);
    const body: SelfAssessmentSave = { ...parsed.data, ...(position.take() ?? { lattitude: null, longtitude: null }) };
    save.mutate(body, {
      onSuccess: saved,
      onError: (error) => {
        busy.current = false;
        // A refused result (400 TRIAGE_RESULT_INVALID) says why; then a fresh interview either way.
        if (isApiError(error) && error.status === 400 && error.body) notify.error(error.body.message);
        else notify.failure(error, t('saveFailed'));
        void url.refetch();
      },
    });
  };
  // The listener below reads the latest state through this ref, without re-subscribing on each render.
  const onFinished = useRef(finished);
  useEffect(() => {
    onFinished.current = finished;
  });

  const address = url.data;
  useEffect(() => {
    if (!address) return;
    const origin = new URL(address, window.location.href).origin;
    const listener = (event: MessageEvent) => {
      // Only the interview itself may end it: its origin, its window, its message type.
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== TRIAGE_FINISHED) return;
      onFinished.current(data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [address]);

  if (advice) return <TeleconsultationAdvice result={advice} bookingPath={bookingPath} />;
  if (recommendation !== null) return <RecommendationAdvice id={recommendation} />;
  return (
    <>
      <Text>{t('intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('disclaimer')}
      </Text>
      {withGps && (
        <Box>
          <Checkbox
            label={t('position.label')}
            description={t('position.description')}
            checked={position.wanted}
            onChange={(e) => position.setWanted(e.currentTarget.checked)}
          />
          {position.state === 'ready' && (
            <Text size="sm" mt={4} role="status">
              {t('position.ready')}
            </Text>
          )}
          {position.state === 'failed' && (
            <Text size="sm" mt={4} role="status">
              {t('position.failed')}
            </Text>
          )}
        </Box>
      )}
      {badResult && (
        <Alert color="red" variant="light" role="alert">
          {t('badResult')}
        </Alert>
      )}
      {save.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('saving')}</Text>
        </Group>
      )}
      {url.isError ? (
        <LoadFailure message={t('loadFailed')} query={url} />
      ) : !address ? (
        <Loading />
      ) : (
        <iframe
          ref={frame}
          key={address}
          src={address}
          title={t('frameTitle')}
          data-testid="triage-frame"
          style={{ width: '100%', height: 'min(75vh, 720px)', minHeight: 480, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      <Anchor component={Link} to={selfAssessmentListPath}>
        {t('list')}
      </Anchor>
    </>
  );
}

/**
 * The patient's position, asked of the browser only once she ticks the box (so the permission prompt
 * follows her choice), held until the result is saved; refused or unavailable, the result goes
 * without it and she is told so.
 */
function useGeolocation(allowed: boolean) {
  const [wanted, setWantedState] = useState(false);
  const [state, setState] = useState<PositionState>(null);
  const held = useRef<Position | null>(null);
  const setWanted = (on: boolean) => {
    setWantedState(on);
    held.current = null;
    if (!on) {
      setState(null);
      return;
    }
    if (!('geolocation' in navigator)) {
      setWantedState(false);
      setState('failed');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        held.current = { lattitude: coords.latitude, longtitude: coords.longitude };
        setState('ready');
      },
      () => {
        setWantedState(false);
        setState('failed');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };
  return { wanted, state, setWanted, take: (): Position | null => (allowed && wanted ? held.current : null) };
}
