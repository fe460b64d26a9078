import { Alert, Button, Fieldset, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClinicQuestionnaire, QuestionnaireDefinition } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormNumberInput, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveQuestionnaire } from '../api/save-questionnaire';
import { questionnairePath } from '../paths';
import { editorFieldPaths, editorResolver, emptyQuestionnaire, newSection, valuesOf, type EditorValues } from './editor-model';
import { useFocusLater } from './focus-later';
import { ListError } from './list-error';
import { QuestionnairePreview } from './questionnaire-preview';
import { SectionEditor } from './section-editor';
import { notifyFailure, useIsAdmin } from './shared';

/** Where each section's questions start in the whole questionnaire's numbering (1, then after the previous sections' questions). */
const firstNumbersOf = (values: Partial<EditorValues>) => {
  const numbers: number[] = [];
  (values.sections ?? []).forEach((_, i) => numbers.push(i === 0 ? 1 : numbers[i - 1]! + (values.sections?.[i - 1]?.questions?.length ?? 0)));
  return numbers;
};

/**
 * The sections' first question numbers, followed as questions come and go: the editor re-renders when
 * they change, not on every key typed (the preview follows the typing on its own).
 */
function useFirstNumbers(subscribe: UseFormReturn<EditorValues>['subscribe'], getValues: () => EditorValues) {
  const [numbers, setNumbers] = useState(() => firstNumbersOf(getValues()));
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const next = firstNumbersOf(values);
          setNumbers((current) => (current.length === next.length && current.every((n, i) => n === next[i]) ? current : next));
        },
      }),
    [subscribe],
  );
  return numbers;
}

/**
 * The questionnaire's content: title, description, deadline, sections with their questions, and beside
 * it (below it on a phone) the form as a patient will see it. Saving a stored questionnaire publishes
 * a new version; answers already given keep the version they answered.
 */
export function QuestionnaireEditor({ stored }: { stored?: ClinicQuestionnaire }) {
  const { t } = useTranslation('questionnaires');
  const editable = useIsAdmin();
  const navigate = useNavigate();
  const save = useSaveQuestionnaire();
  const form = useForm<EditorValues, unknown, QuestionnaireDefinition>({
    resolver: editorResolver,
    defaultValues: stored ? valuesOf(stored) : emptyQuestionnaire(),
  });
  const { control, setValue, setError, getValues, reset } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const firstNumbers = useFirstNumbers(form.subscribe, getValues);
  const focusLater = useFocusLater();

  const submit = form.handleSubmit(
    async (input) => {
      try {
        const saved = await save.mutateAsync({ id: stored?.id ?? null, input });
        reset(valuesOf(saved));
        if (!stored) {
          notify.success(t('editor.created'));
          void navigate(questionnairePath(saved.id), { replace: true });
        } else if (saved.version !== stored.version) {
          notify.success(t('editor.published', { version: saved.version }));
        } else {
          notify.info(t('editor.unchanged', { version: saved.version }));
        }
      } catch (error) {
        if (isApiError(error) && error.status === 400 && error.body) {
          applyServerErrors(error, setError, editorFieldPaths(getValues()));
          notify.warning(error.body.message);
        } else {
          notifyFailure(error, t('editor.saveFailed'));
        }
      }
    },
    () => notify.warning(t('editor.invalid')),
  );

  const anyControl = control as unknown as Control<EditorValues, unknown, unknown>;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('editor.formLabel')}>
          <Stack>
            {stored && editable && (
              <Alert color="blue" variant="light">
                {t('editor.versionNote', { version: stored.version })}
              </Alert>
            )}
            <Fieldset variant="unstyled" disabled={!editable}>
              <Stack>
                {!editable && (
                  <Text size="sm" c="dimmed">
                    {t('readOnly')}
                  </Text>
                )}
                <FormTextInput control={control} name="title" label={t('editor.title')} withAsterisk />
                <FormTextarea control={control} name="description" label={t('editor.description')} autosize minRows={2} maxRows={8} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormNumberInput control={control} name="deadlineDays" label={t('editor.deadlineDays')} description={t('editor.deadlineDescription')} min={0} max={365} />
                </SimpleGrid>
                {sections.fields.map((field, si) => (
                  <SectionEditor
                    key={field.id}
                    control={anyControl}
                    setValue={setValue}
                    si={si}
                    count={sections.fields.length}
                    firstNumber={firstNumbers[si] ?? 1}
                    editable={editable}
                    onMove={(from, to) => {
                      sections.move(from, to);
                      focusLater(to < from ? [`s${to}-up`, `s${to}-down`] : [`s${to}-down`, `s${to}-up`]);
                    }}
                    onRemove={(index) => {
                      sections.remove(index);
                      focusLater([`s${Math.min(index, sections.fields.length - 2)}-remove`, 'add-section']);
                    }}
                  />
                ))}
                <ListError control={anyControl} name="sections" />
                {editable && (
                  <Button
                    id="add-section"
                    variant="default"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => {
                      sections.append(newSection());
                      focusLater([`s${sections.fields.length}-title`]);
                    }}
                  >
                    {t('editor.addSection')}
                  </Button>
                )}
              </Stack>
            </Fieldset>
            {editable && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {stored ? t('editor.publish') : t('editor.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Grid.Col>
      {/* Beside the editor's form, not in it: the preview is a form of its own. */}
      <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="aside" aria-labelledby="preview-heading" pos={{ base: 'static', md: 'sticky' }} top={76}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="preview-heading">
                {t('editor.preview')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('editor.previewNote')}
              </Text>
              <QuestionnairePreview control={anyControl} />
            </Stack>
          </Paper>
      </Grid.Col>
    </Grid>
  );
}
