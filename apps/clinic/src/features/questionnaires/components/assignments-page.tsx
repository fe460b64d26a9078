import { useSpecialityName } from '@portal/ui/speciality';
import { ActionIcon, Anchor, Button, Card, Fieldset, Group, List, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { questionnaireAssignmentsInputSchema, type QuestionnaireAssignments, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, useBoundField } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { QueryBoundary } from '@portal/ui/page';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssignments, useSaveAssignments } from '../api/assignments';
import { useServiceChoices, useSpecialities, useUnitChoices } from '../api/organisation';
import { usePrograms } from '../api/programs';
import { programPath } from '../paths';
import { useFocusLater } from './focus-later';
import { QuestionnaireFrame } from './questionnaire-frame';
import { notifyFailure, useIsAdmin } from './shared';

type Values = z.input<typeof questionnaireAssignmentsInputSchema>;
type Output = z.output<typeof questionnaireAssignmentsInputSchema>;

const ALL_UNITS = 'ALL';

/** The services that ask the questionnaire at booking: code and name of each. */
function ServicesField({ control }: { control: Control<Values, unknown, Output> }) {
  const { t } = useTranslation('questionnaires');
  const services = useServiceChoices();
  const { field, error } = useBoundField({ control, name: 'serviceCodes' });
  const value = field.value ?? [];
  const known = new Set((services.data ?? []).map((s) => s.code));
  const data = [
    ...(services.data ?? []).map((s) => ({ value: s.code, label: `${s.code} — ${s.name}` })),
    // A stored code the list no longer has stays visible (and removable).
    ...value.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
  ];
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      label={t('assignments.services')}
      description={t('assignments.servicesDescription')}
      data={data}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      searchable
      clearable
      checkIconPosition="right"
      nothingFoundMessage={t('assignments.noService')}
    />
  );
}

/** A row's unit: one of the units, or every unit (null). */
function UnitField({ control, index }: { control: Control<Values, unknown, Output>; index: number }) {
  const { t } = useTranslation('questionnaires');
  const units = useUnitChoices();
  const { field, error } = useBoundField({ control, name: `specialities.${index}.unitId` });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('assignments.unit')}
      data={[{ value: ALL_UNITS, label: t('assignments.allUnits') }, ...(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
      value={field.value == null ? ALL_UNITS : String(field.value)}
      onChange={(next) => field.onChange(!next || next === ALL_UNITS ? null : Number(next))}
      onBlur={field.onBlur}
      error={error}
      allowDeselect={false}
      checkIconPosition="right"
      style={{ flex: 1 }}
    />
  );
}

function SpecialityField({ control, index }: { control: Control<Values, unknown, Output>; index: number }) {
  const { t } = useTranslation('questionnaires');
  const specialities = useSpecialities();
  const specialityName = useSpecialityName();
  const { field, error } = useBoundField({ control, name: `specialities.${index}.speciality` });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('assignments.speciality')}
      data={(specialities.data ?? []).map((s) => ({ value: s.code, label: specialityName(s.code, s.name) }))}
      value={field.value || null}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={error}
      searchable
      checkIconPosition="right"
      style={{ flex: 1 }}
      withAsterisk
    />
  );
}

function AssignmentsForm({ id, stored }: { id: number; stored: QuestionnaireAssignments }) {
  const { t } = useTranslation('questionnaires');
  const editable = useIsAdmin();
  const save = useSaveAssignments(id);
  const focusLater = useFocusLater();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(questionnaireAssignmentsInputSchema),
    defaultValues: { serviceCodes: stored.serviceCodes, specialities: stored.specialities },
  });
  const rows = useFieldArray({ control: form.control, name: 'specialities' });
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      form.reset({ serviceCodes: saved.serviceCodes, specialities: saved.specialities });
      notify.success(t('assignments.saved'));
    } catch (error) {
      if (isApiError(error) && error.body && error.status === 400) {
        const paths = ['serviceCodes', ...form.getValues('specialities').flatMap((_, i) => [`specialities.${i}.unitId`, `specialities.${i}.speciality`])];
        if (!applyServerErrors(error, form.setError, paths)) form.setError('serviceCodes', { type: 'server', message: error.body.message });
        notify.warning(error.body.message);
      } else if (isApiError(error) && error.body && error.status === 409) {
        form.setError('serviceCodes', { type: 'server', message: error.body.message }, { shouldFocus: true });
        notify.warning(error.body.message);
      } else {
        notifyFailure(error, t('assignments.saveFailed'));
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
            <ServicesField control={form.control} />
            <Stack gap="xs" role="group" aria-labelledby="specialities-heading">
              <Title order={2} size="h4" id="specialities-heading">
                {t('assignments.specialities')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('assignments.specialitiesDescription')}
              </Text>
              {rows.fields.length === 0 && <Text size="sm">{t('assignments.noSpecialities')}</Text>}
              {rows.fields.map((row, i) => (
                <Card key={row.id} withBorder padding="xs" data-testid={`speciality-row-${i}`}>
                  <Group align="flex-end" gap="xs" wrap="wrap">
                    <UnitField control={form.control} index={i} />
                    <SpecialityField control={form.control} index={i} />
                    {editable && (
                      <ActionIcon
                        id={`sp${i}-remove`}
                        variant="subtle"
                        color="red.9"
                        mb={4}
                        onClick={() => {
                          rows.remove(i);
                          focusLater([`sp${Math.min(i, rows.fields.length - 2)}-remove`, 'add-speciality']);
                        }}
                        aria-label={t('editor.remove', { name: t('assignments.rowName', { n: i + 1 }) })}
                      >
                        <span aria-hidden>✕</span>
                      </ActionIcon>
                    )}
                  </Group>
                </Card>
              ))}
              {editable && (
                <Button id="add-speciality" variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => rows.append({ unitId: null, speciality: '' })}>
                  {t('assignments.addSpeciality')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Fieldset>
        {editable && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('assignments.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The programmes that use the questionnaire (each names its questionnaire in its own form). */
function ProgramsUsing({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('questionnaires');
  const programs = usePrograms();
  const using = (programs.data ?? []).filter((p) => ids.includes(p.id));
  return (
    <Stack gap="xs" component="section" aria-labelledby="programs-using-heading">
      <Title order={2} size="h4" id="programs-using-heading">
        {t('assignments.programs')}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm">{t('assignments.noPrograms')}</Text>
      ) : (
        <List>
          {ids.map((pid) => {
            const program = using.find((p) => p.id === pid);
            return (
              <List.Item key={pid}>
                <Anchor component={Link} to={programPath(pid)}>
                  {program?.name ?? t('assignments.programNumber', { id: pid })}
                </Anchor>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

/** /questionnaires/:questionnaireId/assignments: services, unit specialities and programmes that ask it. */
export function AssignmentsPage() {
  const { t } = useTranslation('questionnaires');
  return (
    <QuestionnaireFrame part={t('tabs.assignments')}>
      {(q) => <Assignments id={q.id} />}
    </QuestionnaireFrame>
  );
}

function Assignments({ id }: { id: number }) {
  const { t } = useTranslation('questionnaires');
  const assignments = useAssignments(id);
  return (
    <QueryBoundary query={assignments} failure={t('loadFailed')}>
      {(stored) => (
        <Stack gap="xl">
          <AssignmentsForm id={id} stored={stored} />
          <ProgramsUsing ids={stored.programIds} />
        </Stack>
      )}
    </QueryBoundary>
  );
}
