import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { bookingWizardSteps, firstWizardStep } from '@portal/domain';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useBookingPossibility } from '../api/checks';
import { BOOKINGS_PATH, wizardStepPath } from '../paths';
import { ContactDataStep } from './steps/contact-data-step';
import { DatesStep } from './steps/dates-step';
import { PatientsStep } from './steps/patients-step';
import { PersonalDataStep } from './steps/personal-data-step';
import { PrescriptionStep } from './steps/prescription-step';
import { QuestionnaireStep } from './steps/questionnaire-step';
import { ReferralStep } from './steps/referral-step';
import { ServicesStep } from './steps/services-step';
import { SummaryStep } from './steps/summary-step';
import { useRebuild } from './use-rebuild';
import { WizardProvider, useWizard } from './wizard-context';
import { HoldCountdown, WizardStepper } from './wizard-frame';
import type { PageStep } from './wizard-nav';
import { factsOf, queryOf, type WizardState } from './wizard-state';

const pages: Record<PageStep, ComponentType> = {
  patients: PatientsStep,
  services: ServicesStep,
  dates: DatesStep,
  prescription: PrescriptionStep,
  referral: ReferralStep,
  questionnaire: QuestionnaireStep,
  personaldata: PersonalDataStep,
  contactdata: ContactDataStep,
  summary: SummaryStep,
};
const isPage = (step: string | undefined): step is PageStep => step !== undefined && step !== 'parallel' && (bookingWizardSteps as readonly string[]).includes(step);

/** The step a run may show now: a later one needs what the earlier ones chose. */
export function reachableStep(step: PageStep, s: WizardState, patientsNo: number): PageStep {
  const order = bookingWizardSteps.indexOf(step);
  if (order > bookingWizardSteps.indexOf('patients') && s.patientId === null) return patientsNo > 1 ? 'patients' : 'services';
  if (order > bookingWizardSteps.indexOf('services') && s.entry === null) return 'services';
  if (order > bookingWizardSteps.indexOf('dates') && (s.slot === null || Date.parse(s.slot.heldUntil) <= Date.now())) return 'dates';
  return step;
}

/**
 * /newbooking/{step} (spec part 2 §2 "Bookings", §4 "New-booking wizard order"): the wizard, one step a
 * page, in the order and with the skips of the domain's `wizardSteps`; MODIFY (from the list) preloads the
 * booking and starts at the dates.
 */
export function WizardRoute() {
  // /newbooking itself starts a new run; a step's address (a reload, a link) continues the stored one.
  const { step } = useParams();
  return (
    <WizardProvider fresh={step === undefined}>
      <Wizard />
    </WizardProvider>
  );
}

function Wizard() {
  const { t } = useTranslation('bookings');
  const { step: raw } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { state, update, finish } = useWizard();
  const patients = useActablePatients();
  const patientsNo = patients.data?.length ?? 0;
  const rebuild = useRebuild();
  const possibility = useBookingPossibility(state.patientId);

  // One patient only: she is the patient (the step is skipped).
  useEffect(() => {
    if (state.patientId === null && patients.data?.length === 1) update({ patientId: patients.data[0]!.id });
  }, [patients.data, state.patientId, update]);

  // A patient who may not book online is stopped with the reason.
  const stopped = useRef(false);
  useEffect(() => {
    if (!possibility.data || possibility.data.possible || stopped.current) return;
    stopped.current = true;
    notify.error(possibility.data.reason ?? t('wizard.notPossible'));
    finish();
    void navigate(BOOKINGS_PATH, { replace: true });
  }, [possibility.data, finish, navigate, t]);

  const title = state.mode === 'MODIFY' ? t('wizard.modifyTitle') : t('wizard.title');
  if (patients.isPending || rebuild === 'loading') {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={title}>{title}</PageHeading>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('wizard.loading')}</Text>
        </Group>
      </Stack>
    );
  }
  if (patients.isError) {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={title}>{title}</PageHeading>
        <Alert color="red" role="alert">
          {t('wizard.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  if (patientsNo === 0) return <Navigate to="/main" replace />;
  if (state.patientId === null && patientsNo === 1) return null;

  const facts = factsOf(state, patientsNo);
  // /newbooking with a service in the address (a link, sign-in's way back): straight to its dates.
  const wanted = isPage(raw) ? raw : state.entry && search.get('service') ? 'dates' : (firstWizardStep(facts) as PageStep);
  const step = rebuild === 'invalid' ? 'services' : reachableStep(wanted, state, patientsNo);
  if (step !== raw) return <Navigate to={wizardStepPath(step, queryOf(state, search))} replace />;

  const Page = pages[step];
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={`${t(`steps.${step}`)} - ${title}`}>{title}</PageHeading>
      <WizardStepper current={step} facts={facts} />
      {state.slot && step !== 'dates' ? <HoldCountdown /> : null}
      <Page key={step} />
    </Stack>
  );
}
