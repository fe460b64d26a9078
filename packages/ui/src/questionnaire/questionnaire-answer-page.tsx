import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { FulfillmentInput, Questionnaire } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../api/client';
import { notify } from '../notify';
import { LoadFailure } from '../page/load-failure';
import { PageHeading } from '../page/page-heading';
import type { FieldError } from './answers';
import { QuestionnaireForm } from './questionnaire-form';

/** The page's words, from the app that shows it. */
export interface QuestionnaireAnswerTexts {
  /** The heading until the questionnaire has come. */
  title: string;
  loading: string;
  loadFailed: string;
  /** Said, on the way back, of a questionnaire the server does not know (404). */
  notFound: string;
  deadlinePassed: string;
  saved: string;
  saveFailed: string;
  readOnly: string;
  submit: string;
  back: string;
  /** The last day to answer, shown while it may be answered (the day as DD-MM-YYYY); none: not shown. */
  lastDay?: (day: string) => string;
}

export interface QuestionnaireAnswerPageProps {
  /** The questionnaire to answer (a booking's, a visit's). */
  query: UseQueryResult<Questionnaire>;
  /** Sends the answers; a refusal is an API error. */
  save: (answers: FulfillmentInput) => Promise<unknown>;
  /** Where the page goes back to: its back button, after saving, and when the questionnaire cannot be answered. */
  returnTo: string;
  /** Shows the answers only, whatever the questionnaire says. */
  readOnly?: boolean;
  texts: QuestionnaireAnswerTexts;
  /** Under the heading, also while loading (the visit's day). */
  intro?: (questionnaire: Questionnaire | undefined) => ReactNode;
}

const isDeadlinePassed = (error: unknown) => isApiError(error) && error.errorCode === 'QUESTIONNAIRE_DEADLINE_PASSED';

/**
 * Answering a booking's or a visit's questionnaire: the questionnaire's form, saved, then back to
 * `returnTo`. Past its deadline an unfilled one says so and goes back (on opening and on saving), as
 * does an unknown one; a 400 marks the answers, a 409 is the server's sentence.
 */
export function QuestionnaireAnswerPage({ query, save, returnTo, readOnly = false, texts, intro }: QuestionnaireAnswerPageProps) {
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<FieldError[] | null>(null);
  const leaving = isDeadlinePassed(query.error) || (isApiError(query.error) && query.error.status === 404);

  // Told once, then back.
  const left = useRef(false);
  useEffect(() => {
    if (!leaving || left.current) return;
    left.current = true;
    notify.error(isDeadlinePassed(query.error) ? texts.deadlinePassed : texts.notFound);
    void navigate(returnTo, { replace: true });
  }, [leaving, query.error, returnTo, navigate, texts.deadlinePassed, texts.notFound]);

  const submit = async (answers: FulfillmentInput) => {
    setFieldErrors(null);
    try {
      await save(answers);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setFieldErrors(error.body?.errors ?? []);
      else if (isDeadlinePassed(error)) {
        notify.error(texts.deadlinePassed);
        void navigate(returnTo);
      } else if (isApiError(error) && error.status === 409 && error.body) notify.error(error.body.message);
      else notify.failure(error, texts.saveFailed);
      return;
    }
    notify.success(texts.saved);
    void navigate(returnTo);
  };

  if (leaving) return null;
  const data = query.data;
  const title = data?.title ?? texts.title;
  const locked = readOnly || (data?.readOnly ?? false);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading documentTitle={title}>{title}</PageHeading>
      {intro?.(data)}
      {query.isError ? (
        <LoadFailure message={texts.loadFailed} query={query} />
      ) : !data ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{texts.loading}</Text>
        </Group>
      ) : (
        <>
          {locked ? (
            <Text c="dimmed">{texts.readOnly}</Text>
          ) : data.lastDay && texts.lastDay ? (
            <Text size="sm">{texts.lastDay(formatDay(data.lastDay))}</Text>
          ) : null}
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <QuestionnaireForm
              questionnaire={data}
              readOnly={locked}
              onSubmit={submit}
              errors={fieldErrors}
              submitLabel={texts.submit}
              actions={
                <Button component={Link} to={returnTo} variant="default">
                  {texts.back}
                </Button>
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
