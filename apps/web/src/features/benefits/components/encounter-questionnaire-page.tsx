import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { FulfillmentInput } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { QuestionnaireForm, type FieldError } from '@portal/ui/questionnaire';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useEncounterQuestionnaire, useSaveEncounterQuestionnaire } from '../api/encounter-questionnaire';
import { benefitsPath } from '../paths';

const positiveId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const isDeadlinePassed = (error: unknown) => isApiError(error) && error.errorCode === 'QUESTIONNAIRE_DEADLINE_PASSED';

/**
 * /benefits/questionnaire?unitSpeciality&patientId&id&questionnaireFulfillments&visitDate (spec part 1
 * §2, part 2 §4, §8): a visit's questionnaire. Without unitSpeciality, patientId and id it goes back to
 * the visits; past its deadline a filled one is read-only and an unfilled one says "Termin wypełnienia
 * ankiety już minął" and goes back to the list.
 */
export function EncounterQuestionnairePage() {
  const [search] = useSearchParams();
  const patientId = positiveId(search.get('patientId'));
  const id = positiveId(search.get('id'));
  const unitSpeciality = search.get('unitSpeciality');
  if (patientId === null || id === null || !unitSpeciality) return <Navigate to={benefitsPath('encounters')} replace />;
  return <QuestionnaireView id={id} list={`${benefitsPath('encounters')}?patientId=${patientId}`} visitDate={search.get('visitDate')} />;
}

function QuestionnaireView({ id, list, visitDate }: { id: number; list: string; visitDate: string | null }) {
  const { t } = useTranslation('benefits');
  const navigate = useNavigate();
  const questionnaire = useEncounterQuestionnaire(id, true);
  const save = useSaveEncounterQuestionnaire(id);
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | null>(null);
  const leaving = isDeadlinePassed(questionnaire.error) || (isApiError(questionnaire.error) && questionnaire.error.status === 404);

  // Told once, then back to the visits.
  const left = useRef(false);
  useEffect(() => {
    if (!leaving || left.current) return;
    left.current = true;
    notify.error(isDeadlinePassed(questionnaire.error) ? t('questionnaire.deadlinePassed') : t('results.badParameters'));
    void navigate(list, { replace: true });
  }, [leaving, questionnaire.error, list, navigate, t]);

  const submit = async (answers: FulfillmentInput) => {
    setFieldErrors(null);
    try {
      await save.mutateAsync(answers);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setFieldErrors(error.body?.errors ?? []);
      else if (isDeadlinePassed(error)) {
        notify.error(t('questionnaire.deadlinePassed'));
        void navigate(list);
      } else if (isApiError(error) && error.status === 409 && error.body) notify.error(error.body.message);
      else notify.failure(error, t('questionnaire.saveFailed'));
      return;
    }
    notify.success(t('questionnaire.saved'));
    void navigate(list);
  };

  if (leaving) return null;
  const data = questionnaire.data;
  const day = data?.visitDate ?? visitDate;
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading documentTitle={data?.title ?? t('questionnaire.title')}>{data?.title ?? t('questionnaire.title')}</PageHeading>
      {day && <Text>{t('questionnaire.visit', { date: formatDay(day) })}</Text>}
      {questionnaire.isError ? (
        <LoadFailure message={t('questionnaire.loadFailed')} query={questionnaire} />
      ) : !data ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      ) : (
        <>
          {data.readOnly ? (
            <Text c="dimmed">{t('questionnaire.readOnly')}</Text>
          ) : (
            data.lastDay && <Text size="sm">{t('questionnaire.lastDay', { date: formatDay(data.lastDay) })}</Text>
          )}
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <QuestionnaireForm
              questionnaire={data}
              onSubmit={submit}
              errors={fieldErrors}
              submitLabel={t('questionnaire.submit')}
              actions={
                <Button component={Link} to={list} variant="default">
                  {t('questionnaire.back')}
                </Button>
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
