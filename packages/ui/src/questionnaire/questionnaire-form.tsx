import { Alert, Anchor, Button, Fieldset, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FulfillmentInput, Questionnaire } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { answerIssues, answerKey, initialValues, questionsOf, serverErrorsByQuestion, toFulfillment, type FieldError, type QuestionnaireValues } from './answers';
import { QuestionField } from './question-field';

export interface QuestionnaireFormProps {
  /** The questionnaire as the API gives it (answers of a fulfilled one prefill the form). */
  questionnaire: Questionnaire;
  /** Answers shown, nothing can be changed, no submit; default: the questionnaire's own `readOnly`. */
  readOnly?: boolean;
  /** The clinic's live preview: every question answerable and checked, nothing is ever sent. */
  preview?: boolean;
  /** Called with the checked answers; the form stays busy until it settles. */
  onSubmit?: (fulfillment: FulfillmentInput) => Promise<void>;
  /**
   * The server's field errors of the last failed submit (`errors` of the API's error body): a path
   * `answers.<orderNumber>` (also under a wrapping body) lands on its question, any other is listed
   * at the top.
   */
  errors?: readonly FieldError[] | null;
  /** The submit button's label (default "Wyślij ankietę"). */
  submitLabel?: ReactNode;
  /** Other buttons beside submit (a cancel, a return). */
  actions?: ReactNode;
  /** Shows the questionnaire's title as a heading of this level (default: the page shows it). */
  titleOrder?: 2 | 3 | 4;
}

/**
 * One renderer for every questionnaire: a booking's, a visit's, a prevention programme's, and the clinic
 * console's preview. Each section is a fieldset with its legend, each question a labelled field of its
 * format (question-field.tsx). Answers are checked as the server checks them (domain `checkAnswer`),
 * messages from the `ui-questionnaire` texts; a failed submit lists what to correct at the top and moves
 * the focus there, each item a link to its question. Read-only: the answers shown, nothing to change,
 * when it was filled in.
 */
export function QuestionnaireForm({ questionnaire, readOnly = questionnaire.readOnly, preview = false, onSubmit, errors, submitLabel, actions, titleOrder }: QuestionnaireFormProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const questions = useMemo(() => questionsOf(questionnaire), [questionnaire]);
  const fieldId = (orderNumber: number) => `${baseId}-q${orderNumber}`;

  const resolver: Resolver<QuestionnaireValues> = (values) => {
    const issues = answerIssues(questions, values);
    if (issues.length === 0) return { values, errors: {} };
    const answers = Object.fromEntries(issues.map(({ orderNumber, issue }) => [answerKey(orderNumber), { type: issue, message: t(`questionnaire.issues.${issue}`) }]));
    return { values: {}, errors: { answers } as FieldErrors<QuestionnaireValues> };
  };
  const form = useForm<QuestionnaireValues>({ defaultValues: initialValues(questionnaire), resolver, shouldFocusError: false });
  const { control, formState } = form;

  // A new questionnaire (another version, the clinic's edited draft) starts the form afresh, keeping
  // what was answered to questions that are still there.
  const shape = questions.map((q) => `${q.orderNumber}:${q.format}`).join('|');
  useEffect(() => {
    const fresh = initialValues(questionnaire);
    const current = form.getValues().answers ?? {};
    for (const key of Object.keys(fresh.answers)) if (!readOnly && key in current && current[key] !== undefined) fresh.answers[key] = current[key]!;
    form.reset(fresh, { keepErrors: false });
    // Only when the questions change, not on every render of the same questionnaire.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, questionnaire.id, readOnly]);

  const [summaryShown, setSummaryShown] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // A preview's "all valid" holds until the next change.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => setChecked(false));
    return unsubscribe;
  }, [form]);
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  useEffect(() => {
    if (!errors?.length) return;
    const { byQuestion, other } = serverErrorsByQuestion(errors, questions);
    for (const [orderNumber, message] of byQuestion) form.setError(`answers.${answerKey(orderNumber)}`, { type: 'server', message });
    setOtherErrors(other);
    setSummaryShown(true);
    focusSummary();
    // The errors of one failed submit are applied once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  const answerErrors = formState.errors.answers ?? {};
  const wrong = questions.filter((q) => answerErrors[answerKey(q.orderNumber)]?.message);
  const summaryCount = wrong.length + otherErrors.length;

  const submit = form.handleSubmit(
    async (values) => {
      setSummaryShown(false);
      setOtherErrors([]);
      if (preview || !onSubmit) {
        setChecked(true);
        return;
      }
      await onSubmit(toFulfillment(questionnaire, values));
    },
    () => {
      setChecked(false);
      setOtherErrors([]);
      setSummaryShown(true);
      focusSummary();
    },
  );

  const summaryTitleId = `${baseId}-summary`;
  return (
    <form noValidate onSubmit={readOnly ? (e) => e.preventDefault() : submit} aria-label={titleOrder ? undefined : questionnaire.title}>
      <Stack gap="md">
        {titleOrder && <Title order={titleOrder}>{questionnaire.title}</Title>}
        {questionnaire.description && <Text style={{ whiteSpace: 'pre-line' }}>{questionnaire.description}</Text>}
        {preview && (
          <Alert color="blue" variant="light">
            {t('questionnaire.preview')}
          </Alert>
        )}
        {readOnly && !preview && (
          <Alert color="gray" variant="light" role="status">
            {questionnaire.fulfilledAt ? t('questionnaire.fulfilled', { date: formatDay(questionnaire.fulfilledAt) }) : t('questionnaire.readOnly')}
          </Alert>
        )}
        {summaryShown && summaryCount > 0 && (
          <Alert ref={summaryRef} tabIndex={-1} color="red" variant="light" aria-labelledby={summaryTitleId} data-testid="questionnaire-error-summary">
            <Text id={summaryTitleId} fw={700}>
              {t('questionnaire.summary', { count: summaryCount })}
            </Text>
            <List mt="xs" size="sm">
              {wrong.map((q) => (
                <List.Item key={q.orderNumber}>
                  <Anchor
                    href={`#${fieldId(q.orderNumber)}`}
                    c="red.9"
                    onClick={(e) => {
                      e.preventDefault();
                      form.setFocus(`answers.${answerKey(q.orderNumber)}`);
                    }}
                  >
                    {`${q.text}: ${answerErrors[answerKey(q.orderNumber)]?.message ?? ''}`}
                  </Anchor>
                </List.Item>
              ))}
              {otherErrors.map((message, index) => (
                <List.Item key={`other-${index}`}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!readOnly && questions.some((q) => q.required) && (
          <Text size="sm" c="dimmed">
            {t('questionnaire.requiredNote')}
          </Text>
        )}
        {questionnaire.sections.map((section, index) => (
          <Fieldset key={index} legend={section.title} variant="default">
            <Stack gap="lg">
              {section.description && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {section.description}
                </Text>
              )}
              {section.fieldsMayStayEmpty && !readOnly && (
                <Text size="sm" c="dimmed">
                  {t('questionnaire.sectionMayStayEmpty')}
                </Text>
              )}
              {section.questions.map((question) => (
                <QuestionField key={question.orderNumber} question={question} control={control} id={fieldId(question.orderNumber)} readOnly={readOnly} />
              ))}
            </Stack>
          </Fieldset>
        ))}
        {checked && preview && (
          <Alert color="teal" variant="light" role="status">
            {t('questionnaire.checked')}
          </Alert>
        )}
        {(!readOnly || actions) && (
          <Group>
            {!readOnly && (
              <Button type="submit" loading={formState.isSubmitting}>
                {preview ? t('questionnaire.check') : (submitLabel ?? t('questionnaire.submit'))}
              </Button>
            )}
            {actions}
          </Group>
        )}
      </Stack>
    </form>
  );
}
