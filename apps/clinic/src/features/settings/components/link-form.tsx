import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { clinicLinkInputSchema, type ClinicLink, type ClinicLinkInput, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, fieldPaths, FormSelect, FormSwitch, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateLink } from '../api/create-link';
import { useUpdateLink } from '../api/update-link';

type Values = z.input<typeof clinicLinkInputSchema>;

const valuesOf = (link: ClinicLink | null): Values =>
  link
    ? { kind: link.kind, namePl: link.namePl, nameEn: link.nameEn, nameUk: link.nameUk ?? '', url: link.url, sso: link.sso }
    : { kind: 'OTHER', namePl: '', nameEn: '', nameUk: '', url: '', sso: false };

/** Adding a top-bar link (`link` null) or changing one: names in Polish and English (and Ukrainian, optional), address, kind, SSO. */
export function LinkForm({ link, onDone }: { link: ClinicLink | null; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateLink();
  const update = useUpdateLink();
  const form = useForm<Values, unknown, ClinicLinkInput>({ resolver: zodResolver(clinicLinkInputSchema), defaultValues: valuesOf(link) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (link) await update.mutateAsync({ id: link.id, body: values });
      else await create.mutateAsync(values);
      notify.success(t(link ? 'links.form.saved' : 'links.form.added'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        applyServerErrors(error, form.setError, fieldPaths(valuesOf(link)));
        notify.warning(error.body?.message ?? t('links.form.failed'));
      } else {
        notify.failure(error, t('links.form.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <FormTextInput control={form.control} name="namePl" label={t('links.form.namePl')} withAsterisk lang="pl" />
        <FormTextInput control={form.control} name="nameEn" label={t('links.form.nameEn')} withAsterisk lang="en" />
        <FormTextInput control={form.control} name="nameUk" label={t('links.form.nameUk')} description={t('links.form.nameUkDescription')} lang="uk" />
        <FormTextInput control={form.control} name="url" label={t('links.form.url')} description={t('links.form.urlDescription')} withAsterisk />
        <FormSelect
          control={form.control}
          name="kind"
          label={t('links.form.kind')}
          allowDeselect={false}
          data={(['OTHER', 'HELP'] as const).map((kind) => ({ value: kind, label: t(`links.kinds.${kind}`) }))}
        />
        <FormSwitch control={form.control} name="sso" label={t('links.form.sso')} description={t('links.form.ssoDescription')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('links.form.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('links.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
