import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { FulfillmentInput } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { QuestionnaireForm, type FieldError } from '@portal/ui/questionnaire';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBookingQuestionnaire, useSaveBookingQuestionnaire } from '../api/booking-questionnaire';
import { BOOKINGS_PATH } from '../paths';

const bookingIdOk = (v: string | null | undefined): v is string => !!v && /^[A-Za-z0-9_-]{1,40}$/.test(v);
const isDeadlinePassed = (error: unknown) => isApiError(error) && error.errorCode === 'QUESTIONNAIRE_DEADLINE_PASSED';

/**
 * A booking's questionnaire (spec part 2 §2): /questionnaire?serviceCode&bookingId&system&
 * questionnaireFulfillments&questionnaireReadOnly and /bookings/questionnaire/{systemRoot}/{accountId}/{bookingId}.
 * Read-only when the booking is no longer SCHEDULED (or the address says so); past its deadline an unfilled
 * one says "Termin wypełnienia ankiety już minął" and goes back to the list.
 */
export function BookingQuestionnaireRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookingId = params.bookingId ?? search.get('bookingId');
  const system = params.systemRoot ?? search.get('system') ?? 'PORTAL';
  if (!bookingIdOk(bookingId)) return <Navigate to={BOOKINGS_PATH} replace />;
  return <BookingQuestionnaire bookingId={bookingId} system={system} forceReadOnly={search.get('questionnaireReadOnly') === 'true'} />;
}

function BookingQuestionnaire({ bookingId, system, forceReadOnly }: { bookingId: string; system: string; forceReadOnly: boolean }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const questionnaire = useBookingQuestionnaire(bookingId);
  const save = useSaveBookingQuestionnaire(bookingId, system);
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | null>(null);
  const leaving = isDeadlinePassed(questionnaire.error) || (isApiError(questionnaire.error) && questionnaire.error.status === 404);

  const left = useRef(false);
  useEffect(() => {
    if (!leaving || left.current) return;
    left.current = true;
    notify.error(isDeadlinePassed(questionnaire.error) ? t('questionnaire.deadlinePassed') : t('questionnaire.notFound'));
    void navigate(BOOKINGS_PATH, { replace: true });
  }, [leaving, questionnaire.error, navigate, t]);

  const submit = async (answers: FulfillmentInput) => {
    setFieldErrors(null);
    try {
      await save.mutateAsync(answers);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setFieldErrors(error.body?.errors ?? []);
      else if (isDeadlinePassed(error)) {
        notify.error(t('questionnaire.deadlinePassed'));
        void navigate(BOOKINGS_PATH);
      } else if (isApiError(error) && error.status === 409 && error.body) notify.error(error.body.message);
      else notify.failure(error, t('questionnaire.saveFailed'));
      return;
    }
    notify.success(t('questionnaire.saved'));
    void navigate(BOOKINGS_PATH);
  };

  if (leaving) return null;
  const data = questionnaire.data;
  const readOnly = forceReadOnly || (data?.readOnly ?? false);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading documentTitle={data?.title ?? t('questionnaire.title')}>{data?.title ?? t('questionnaire.title')}</PageHeading>
      {questionnaire.isError ? (
        <LoadFailure message={t('questionnaire.loadFailed')} query={questionnaire} />
      ) : !data ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('wizard.loading')}</Text>
        </Group>
      ) : (
        <>
          {readOnly ? <Text c="dimmed">{t('questionnaire.readOnly')}</Text> : null}
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <QuestionnaireForm
              questionnaire={data}
              readOnly={readOnly}
              onSubmit={submit}
              errors={fieldErrors}
              submitLabel={t('questionnaire.submit')}
              actions={
                <Button component={Link} to={BOOKINGS_PATH} variant="default">
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
