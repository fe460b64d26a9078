import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatFileSize, MAX_UPLOAD_FILE_SIZE, MAX_UPLOAD_FILES, settingsEditSchemas, type ClinicSettings, type SettingsGroupKey } from '@portal/contracts';
import { deliveryMethods } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, fieldPaths, FormMultiSelect, FormNumberInput, FormSelect, FormSwitch, FormTagsInput, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useForm, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveSettingsGroup } from '../api/save-settings-group';
import { groupFields, type FieldSpec } from './group-fields';

type Values = FieldValues;

/** A text of the settings namespace named at run time (the groups' and fields' keys come from the contracts). */
type DynamicKey = 'title';

function Field({ group, spec, control, values }: { group: SettingsGroupKey; spec: FieldSpec<SettingsGroupKey>; control: Control<Values>; values: Values }) {
  const { t } = useTranslation('settings');
  const key = `fields.${group}.${spec.name}`;
  const label = t(`${key}.label` as DynamicKey);
  const size = typeof values.maxFileSize === 'number' ? formatFileSize(values.maxFileSize) : '—';
  const description = t(`${key}.description` as DynamicKey, { max: spec.name === 'maxFiles' ? MAX_UPLOAD_FILES : formatFileSize(MAX_UPLOAD_FILE_SIZE), size });
  const common = { control, name: spec.name, label, description };
  switch (spec.kind) {
    case 'switch':
      return <FormSwitch {...common} />;
    case 'text':
      return <FormTextInput {...common} />;
    case 'textarea':
      return <FormTextarea {...common} autosize minRows={3} maxRows={10} />;
    case 'number':
      return <FormNumberInput {...common} thousandSeparator=" " />;
    case 'fixed':
      return <FormNumberInput {...common} thousandSeparator=" " readOnly />;
    case 'tags':
      return <FormTagsInput {...common} />;
    case 'deliveryMethods':
      return <FormMultiSelect {...common} data={deliveryMethods.map((method) => ({ value: method, label: t(`options.deliveryMethods.${method}`) }))} />;
    case 'usernamePromptMode':
      return (
        <FormSelect
          {...common}
          allowDeselect={false}
          data={(['E_MAIL', 'LOGIN'] as const).map((mode) => ({ value: mode, label: t(`options.usernamePromptMode.${mode}`) }))}
        />
      );
  }
}

/**
 * One settings group as a form: its fields (group-fields.ts), checked with the contracts' edit schema
 * of the group before it is sent; the server's field errors land at the fields. Saved, the form shows
 * the group as the portal now serves it.
 */
export function GroupForm<K extends SettingsGroupKey>({ group, value }: { group: K; value: ClinicSettings[K] }) {
  const { t } = useTranslation('settings');
  const save = useSaveSettingsGroup(group);
  const form = useForm<Values>({
    resolver: zodResolver(settingsEditSchemas[group] as never) as unknown as Resolver<Values>,
    defaultValues: value as Values,
  });
  const title = t(`groups.${group}.title` as DynamicKey);
  const headingId = `settings-group-${group}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved as Values);
      notify.success(t('saved', { group: title }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        applyServerErrors(error, form.setError, fieldPaths(value as object));
        notify.warning(error.body?.message ?? t('saveFailed'));
      } else {
        notify.failure(error, t('saveFailed'));
      }
    }
  });

  const values = form.watch();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`groups.${group}.description` as DynamicKey)}
            </Text>
          </div>
          {(groupFields[group] as ReadonlyArray<FieldSpec<SettingsGroupKey>>).map((spec) => (
            <Field key={spec.name} group={group} spec={spec} control={form.control} values={values} />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} aria-label={`${t('save')}: ${title}`}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
