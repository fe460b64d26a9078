import { Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { declarationTypeOfRoute } from '@portal/domain';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { DECLARATIONS_PATH, EDIT_DATA_PARAM, wizardPath, wizardSteps, type WizardStep } from '../paths';
import { PatientsStep } from './patients-step';
import { StaffStep } from './staff-step';
import { SummaryStep } from './summary-step';
import { useWizardRun, WizardContext, type WizardRun } from './wizard-context';

const pages: Record<WizardStep, ComponentType> = { patients: PatientsStep, staff: StaffStep, summary: SummaryStep };

const idParam = (search: URLSearchParams, name: string): number | null => {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The step a run may show: a later one needs what the earlier ones chose. */
export function reachableStep(wanted: string | undefined, run: Pick<WizardRun, 'patientId' | 'employeeId' | 'unitId'>): WizardStep {
  const step = wizardSteps.find((s) => s === wanted) ?? 'patients';
  if (step !== 'patients' && run.patientId === null) return 'patients';
  if (step === 'summary' && (run.employeeId === null || run.unitId === null)) return 'staff';
  return step;
}

/**
 * /newdeclaration/{type}/{step} (spec part 2 §2, §4 "The wizard runs patient, staff, summary"): a new
 * declaration of choice of a POZ doctor, nurse or midwife, one step a page, its choices in the address.
 */
export function NewDeclarationPage() {
  const { t } = useTranslation('declarations');
  const { pathname } = useLocation();
  const { step: raw } = useParams();
  const [search] = useSearchParams();
  const patients = useActablePatients();
  // The route names the type (one route a type, routes.tsx): its segment is the path's second.
  const type = declarationTypeOfRoute(pathname.split('/')[2] ?? '');
  if (type === null) return <Navigate to={DECLARATIONS_PATH} replace />;

  const title = t(`wizard.title.${type}`);
  if (!patients.isSuccess) {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={title}>{title}</PageHeading>
        {patients.isError ? (
          <LoadFailure message={t('wizard.loadFailed')} query={patients} />
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('wizard.loading')}</Text>
          </Group>
        )}
      </Stack>
    );
  }
  if (patients.data.length === 0) {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={title}>{title}</PageHeading>
        <Text>{t('list.noPatient')}</Text>
      </Stack>
    );
  }

  const requested = idParam(search, 'patientId');
  // With one patient only, she is the patient (spec part 2 §4).
  const patientId = patients.data.find((p) => p.id === requested)?.id ?? (patients.data.length === 1 ? patients.data[0]!.id : null);
  const run: WizardRun = {
    type,
    patients: patients.data,
    patientId,
    employeeId: idParam(search, 'employeeId'),
    unitId: idParam(search, 'unitId'),
    editData: search.get(EDIT_DATA_PARAM) === '1',
  };
  const step = reachableStep(raw, run);
  if (step !== raw) return <Navigate to={wizardPath(type, step, run)} replace />;

  const Page = pages[step];
  return (
    <WizardContext.Provider value={run}>
      <Stack gap="lg">
        <PageHeading documentTitle={`${stepName(t, step, type)} - ${title}`}>{title}</PageHeading>
        <WizardStepper current={step} />
        <Page key={step} />
      </Stack>
    </WizardContext.Provider>
  );
}

const stepName = (t: TFunction<'declarations'>, step: WizardStep, type: WizardRun['type']) =>
  step === 'staff' ? t(`wizard.steps.staff.${type}`) : t(`wizard.steps.${step}`);

/**
 * The three steps as an ordered list with the current one marked, under the step's heading ("Krok 2 z
 * 3: Lekarz"). On a step change the keyboard focus moves to that heading, so keyboard and screen-reader
 * users go on from the new step.
 */
function WizardStepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation('declarations');
  const { type } = useWizardRun();
  const index = wizardSteps.indexOf(current);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);
  return (
    <Box component="nav" aria-label={t('wizard.stepsLabel')}>
      <Title order={2} size="h4" mb={4} ref={heading} tabIndex={-1} style={{ outlineOffset: 2 }}>
        {t('wizard.stepHeading', { n: index + 1, total: wizardSteps.length, step: stepName(t, current, type) })}
      </Title>
      <Box component="ol" m={0} p={0} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem', listStyle: 'none' }}>
        {wizardSteps.map((s, i) => (
          <Box
            component="li"
            key={s}
            aria-current={s === current ? 'step' : undefined}
            fz="sm"
            fw={s === current ? 700 : 400}
            c={i < index ? 'var(--mantine-color-text)' : s === current ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
          >
            {i + 1}. {stepName(t, s, type)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
