import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Fieldset, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { programInputSchema, type ClinicProgram, type ProgramInvitationResult, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { applyServerErrors, FormDateInput, FormNumberInput, FormSelect, FormSwitch, FormTextarea, FormTextInput, useBoundField } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuestionnaireChoices } from '../api/get-questionnaires';
import { useInvitePatients, useProgram, useSaveProgram } from '../api/programs';
import { programPath, PROGRAMS_PATH, questionnairePath } from '../paths';
import { ActiveBadge, notifyFailure, useIsAdmin, useRecordId } from './shared';

type Values = z.input<typeof programInputSchema>;
type Output = z.output<typeof programInputSchema>;
const fields = ['name', 'description', 'questionnaireId', 'minAge', 'maxAge', 'gender', 'validFrom', 'validTo', 'active'];

const schemaResolver = zodResolver(programInputSchema);
/** The contract's checks, and a questionnaire chosen (the contract's id rule has no words for "none"). */
function useResolver(): Resolver<Values, unknown, Output> {
  const { t } = useTranslation('questionnaires');
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options as never);
    if (values.questionnaireId) return result as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
    return { values: {}, errors: { ...result.errors, questionnaireId: { type: 'required', message: t('program.chooseQuestionnaire') } } };
  };
}

const inputOf = (p: ClinicProgram): Values => ({
  name: p.name,
  description: p.description,
  questionnaireId: p.questionnaireId,
  minAge: p.minAge,
  maxAge: p.maxAge,
  gender: p.gender,
  validFrom: p.validFrom,
  validTo: p.validTo,
  active: p.active,
});

const empty = { name: '', description: null, questionnaireId: undefined as unknown as number, minAge: null, maxAge: null, gender: 'ANY', validFrom: null, validTo: null, active: true } satisfies Values;

/** The programme's questionnaire: the active ones, and the stored one even when it is no longer active. */
function QuestionnaireField({ control, current }: { control: Control<Values, unknown, Output>; current?: number }) {
  const { t } = useTranslation('questionnaires');
  const choices = useQuestionnaireChoices();
  const { field, error } = useBoundField({ control, name: 'questionnaireId' });
  const data = (choices.data ?? [])
    .filter((q) => q.active || q.id === current)
    .map((q) => ({ value: String(q.id), label: q.active ? q.title : `${q.title} (${t('inactive')})` }));
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('program.questionnaire')}
      data={data}
      value={field.value ? String(field.value as number) : null}
      onChange={(next) => field.onChange(next ? Number(next) : null)}
      onBlur={field.onBlur}
      error={error}
      searchable
      checkIconPosition="right"
      nothingFoundMessage={t('program.noQuestionnaire')}
      withAsterisk
    />
  );
}

function ProgramForm({ program }: { program?: ClinicProgram }) {
  const { t } = useTranslation('questionnaires');
  const editable = useIsAdmin();
  const navigate = useNavigate();
  const save = useSaveProgram();
  const form = useForm<Values, unknown, Output>({ resolver: useResolver(), defaultValues: program ? inputOf(program) : empty });
  const { control } = form;
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: program?.id ?? null, input });
      notify.success(t('program.saved'));
      if (program) form.reset(inputOf(saved));
      else void navigate(programPath(saved.id), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.body) {
        applyServerErrors(error, form.setError, fields);
        notify.warning(error.body.message);
      } else {
        notifyFailure(error, t('program.saveFailed'));
      }
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Fieldset variant="unstyled" disabled={!editable}>
          <Stack>
            {!editable && (
              <Text size="sm" c="dimmed">
                {t('readOnly')}
              </Text>
            )}
            <FormTextInput control={control} name="name" label={t('program.name')} withAsterisk />
            <FormTextarea control={control} name="description" label={t('program.description')} description={t('program.descriptionHint')} autosize minRows={2} maxRows={8} />
            <QuestionnaireField control={control} current={program?.questionnaireId} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FormNumberInput control={control} name="minAge" label={t('program.minAge')} min={0} max={120} />
              <FormNumberInput control={control} name="maxAge" label={t('program.maxAge')} min={0} max={120} />
              <FormSelect
                control={control}
                name="gender"
                label={t('program.gender')}
                allowDeselect={false}
                data={(['ANY', 'FEMALE', 'MALE'] as const).map((g) => ({ value: g, label: t(`programs.genders.${g}`) }))}
              />
            </SimpleGrid>
            <LocalizedDatesProvider>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormDateInput control={control} name="validFrom" label={t('program.validFrom')} clearable />
                <FormDateInput control={control} name="validTo" label={t('program.validTo')} clearable />
              </SimpleGrid>
            </LocalizedDatesProvider>
            <FormSwitch control={control} name="active" label={t('program.active')} description={t('program.activeHint')} />
          </Stack>
        </Fieldset>
        {editable && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('program.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Inviting every eligible patient not invited yet (asked first), and what came of it. */
function Invitations({ program }: { program: ClinicProgram }) {
  const { t } = useTranslation('questionnaires');
  const invite = useInvitePatients(program.id);
  const [result, setResult] = useState<ProgramInvitationResult | null>(null);
  const run = async () => {
    const confirmed = await confirmAction({ title: t('invite.title'), message: t('invite.question', { name: program.name }), confirmLabel: t('invite.confirm'), danger: false });
    if (!confirmed) return;
    try {
      const answer = await invite.mutateAsync();
      setResult(answer);
      notify.success(t('invite.done', { count: answer.invited }));
    } catch (error) {
      notifyFailure(error, t('invite.failed'));
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="invite-heading">
      <Text fw={700} id="invite-heading">
        {t('invite.heading')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('invite.description')}
      </Text>
      <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => void run()} loading={invite.isPending}>
        {t('invite.button')}
      </Button>
      {result && (
        <Alert color="teal" variant="light" title={t('invite.resultTitle')} role="status" data-testid="invitation-result">
          <List size="sm">
            <List.Item>{t('invite.invited', { count: result.invited })}</List.Item>
            <List.Item>{t('invite.alreadyInvited', { count: result.alreadyInvited })}</List.Item>
            <List.Item>{t('invite.ineligible', { count: result.ineligible })}</List.Item>
            <List.Item>{t('invite.withoutAccount', { count: result.withoutAccount })}</List.Item>
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** /programs/new and /programs/:programId: a prevention programme's form; its invitations (administrators). */
export function ProgramPage() {
  const { t } = useTranslation('questionnaires');
  const id = useRecordId('programId');
  const program = useProgram(typeof id === 'number' ? id : null);
  const admin = useIsAdmin();
  return (
    <Stack>
      <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
        ← {t('programs.back')}
      </Anchor>
      {id === 'invalid' ? (
        <Alert color="yellow" role="alert" title={t('program.notFound')}>
          {null}
        </Alert>
      ) : id === null ? (
        <>
          <PageHeading documentTitle={t('program.new')}>{t('program.new')}</PageHeading>
          <ProgramForm />
        </>
      ) : (
        <QueryBoundary query={program} failure={t('program.notFoundOrFailed')}>
          {(p) => (
            <Stack>
              <Group justify="space-between" align="center">
                <PageHeading documentTitle={p.name}>{p.name}</PageHeading>
                <ActiveBadge active={p.active} />
              </Group>
              <Text size="sm">
                {t('programs.counts', { invited: p.invitedCount, fulfilled: p.fulfilledCount })} ·{' '}
                <Anchor component={Link} to={questionnairePath(p.questionnaireId)} size="sm">
                  {p.questionnaireTitle}
                </Anchor>
              </Text>
              <ProgramForm key={p.updatedAt} program={p} />
              {admin && <Invitations program={p} />}
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
