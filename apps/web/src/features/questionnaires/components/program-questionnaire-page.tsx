import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { idSchema, systemRootSchema, QUESTIONNAIRE_TENANT_ID, z, type FulfillmentInput, type PatientProgram } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { QuestionnaireForm, type FieldError } from '@portal/ui/questionnaire';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useProgramQuestionnaire } from '../api/get-program-questionnaire';
import { usePatientProgram, type ProgramPatient } from '../api/get-patient-program';
import { useProgramFulfilled } from '../api/is-program-fulfilled';
import { useSaveProgramQuestionnaire } from '../api/save-program-questionnaire';

/** The route's four parameters, checked as the API checks them: a malformed one never reaches the server. */
const id = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => idSchema.safeParse(n).success);
const paramsSchema = z.object({ systemRoot: systemRootSchema, programId: id, accountId: id, patientId: id });

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /questionnaire/patient/:systemRoot/:programId/:accountId/:patientId — a prevention programme's
 * questionnaire, opened from the invitation (spec part 2 §2, §4 "Program questionnaire", §5, §8). Bad
 * parameters, an unknown programme and another account's link all say "Błędne parametry wywołania" and
 * go on to `done` (the messages, or the main page). A patient who may not take part is told why; one
 * who answered already sees the answers, locked. Saving says so and goes on to `done`.
 */
export function ProgramQuestionnairePage({ done }: { done: string }) {
  const { t } = useTranslation('questionnaires');
  const navigate = useNavigate();
  const parsed = paramsSchema.safeParse(useParams());
  const params: ProgramPatient = parsed.success ? parsed.data : { systemRoot: '', programId: 0, accountId: 0, patientId: 0 };
  const program = usePatientProgram(params, { enabled: parsed.success });
  const refused = !parsed.success || isNotFound(program.error);

  // Told once, then away (a reload of a bad link says it again).
  const left = useRef(false);
  useEffect(() => {
    if (!refused || left.current) return;
    left.current = true;
    notify.warning(t('badParams'));
    void navigate(done, { replace: true });
  }, [refused, done, navigate, t]);

  if (refused) return null;
  if (program.isError) {
    return (
      <Page>
        <LoadFailure message={t('loadFailed')} query={program} />
      </Page>
    );
  }
  if (!program.isSuccess) return <Loading />;
  if (!program.data.eligible) return <NotEligible program={program.data} done={done} />;
  return <ProgramForm program={program.data} params={params} done={done} />;
}

function Page({ children, title }: { children: React.ReactNode; title?: string }) {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading documentTitle={title ?? t('title')}>{title ?? t('title')}</PageHeading>
      {children}
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation('questionnaires');
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('loading')}</Text>
    </Group>
  );
}

function ProgramIntro({ program }: { program: PatientProgram }) {
  return program.description ? <Text style={{ whiteSpace: 'pre-line' }}>{program.description}</Text> : null;
}

function NotEligible({ program, done }: { program: PatientProgram; done: string }) {
  const { t } = useTranslation('questionnaires');
  return (
    <Page title={program.name}>
      <ProgramIntro program={program} />
      <Alert color="yellow" variant="light" title={t('notEligible')} role="status">
        {program.ineligibleMessage}
      </Alert>
      <Group>
        <Button component={Link} to={done} variant="default">
          {t('back')}
        </Button>
      </Group>
    </Page>
  );
}

function ProgramForm({ program, params, done }: { program: PatientProgram; params: ProgramPatient; done: string }) {
  const { t } = useTranslation('questionnaires');
  const navigate = useNavigate();
  const { programId, patientId, systemRoot, accountId } = params;
  const fulfilled = useProgramFulfilled({ programId, patientId, systemRoot }, { enabled: true });
  // Spec: whether it was answered first, then the questionnaire (answered: with the answers, locked).
  const questionnaire = useProgramQuestionnaire({ programId, patientId }, { enabled: fulfilled.isSuccess });
  const save = useSaveProgramQuestionnaire();
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | null>(null);
  const locked = fulfilled.data === true || questionnaire.data?.readOnly === true;
  const shown = useMemo(() => (questionnaire.data ? { ...questionnaire.data, readOnly: locked } : null), [questionnaire.data, locked]);

  const submit = async (questionnaireFulfillment: FulfillmentInput) => {
    setFieldErrors(null);
    try {
      await save.mutateAsync({ programPatientParams: { programId, patientId, accountId, systemRoot, tenantId: QUESTIONNAIRE_TENANT_ID }, questionnaireFulfillment });
    } catch (error) {
      // Spec §8: a 400 shows only at the answers, no toast; a 409 (answered, changed, not eligible) says why.
      if (isApiError(error) && error.status === 400) setFieldErrors(error.body?.errors ?? []);
      else if (isApiError(error) && error.status === 409 && error.body) notify.error(error.body.message);
      else notify.failure(error, t('saveFailed'));
      return;
    }
    notify.success(t('saved'));
    void navigate(done);
  };

  const failed = fulfilled.isError ? fulfilled : questionnaire.isError ? questionnaire : null;
  return (
    <Page title={program.name}>
      <ProgramIntro program={program} />
      {failed ? (
        <LoadFailure message={t('loadFailed')} query={failed} />
      ) : !shown ? (
        <Loading />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <QuestionnaireForm
            questionnaire={shown}
            titleOrder={2}
            onSubmit={submit}
            errors={fieldErrors}
            submitLabel={t('submit')}
            actions={
              locked ? (
                <Button component={Link} to={done} variant="default">
                  {t('back')}
                </Button>
              ) : undefined
            }
          />
        </Paper>
      )}
    </Page>
  );
}
