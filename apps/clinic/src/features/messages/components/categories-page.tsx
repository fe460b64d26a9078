import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { messageCategoryInputSchema, newMessageCategorySchema, type ClinicMessageCategory, type NewMessageCategory, type z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { CrudTablePage } from '@portal/ui/crud';
import { applyServerErrors, fieldPaths, FormAlert, FormSwitch, FormTextarea, FormTextInput, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MissingTranslations } from '../../../shared/missing-translations';
import { useCategories } from '../api/categories';
import { useSaveCategory } from '../api/save-category';
import { MESSAGES_PATH } from '../paths';

type Values = z.input<typeof newMessageCategorySchema>;

const valuesOf = (category: ClinicMessageCategory | null): Values =>
  category
    ? {
        code: category.code,
        name: category.name,
        nameEn: category.nameEn ?? '',
        nameUk: category.nameUk ?? '',
        description: category.description ?? '',
        descriptionEn: category.descriptionEn ?? '',
        descriptionUk: category.descriptionUk ?? '',
        active: category.active,
        sortOrder: category.sortOrder,
      }
    : { code: '', name: '', nameEn: '', nameUk: '', description: '', descriptionEn: '', descriptionUk: '', active: true, sortOrder: 0 };

/** A category's fields; its code only when it is new (the code travels in messages and never changes). */
function CategoryForm({ category, onDone }: { category: ClinicMessageCategory | null; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const save = useSaveCategory();
  const [refusal, setRefusal] = useState<FormMessage | null>(null);
  // A stored category is sent without its code (the address names it).
  const schema = category ? messageCategoryInputSchema.extend({ code: newMessageCategorySchema.shape.code.optional() }) : newMessageCategorySchema;
  const form = useForm<Values, unknown, NewMessageCategory>({ resolver: zodResolver(schema) as never, defaultValues: valuesOf(category) });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const { code, ...rest } = values;
    try {
      await save.mutateAsync(category ? { code: category.code, body: rest } : { code: null, body: { ...rest, code } });
      notify.success(t('categories.form.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.body && (error.status === 400 || error.status === 409)) {
        // The server's own words (e.g. category M cannot be switched off) at the field, or above the form; a code taken is about the code.
        if (applyServerErrors(error, form.setError, fieldPaths(valuesOf(category)))) return;
        if (error.status === 409 && !category) form.setError('code', { type: 'server', message: error.body.message }, { shouldFocus: true });
        else setRefusal({ tone: 'warning', text: error.body.message });
      } else {
        notify.failure(error, t('categories.form.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <FormAlert message={refusal} />
        <FormTextInput
          control={form.control}
          name="code"
          label={t('categories.form.code')}
          description={category ? undefined : t('categories.form.codeHint')}
          withAsterisk={!category}
          readOnly={Boolean(category)}
          transform={(v) => v.toUpperCase()}
        />
        <FormTextInput control={form.control} name="name" label={t('categories.form.name')} withAsterisk />
        <FormTextInput control={form.control} name="nameEn" label={t('categories.form.nameEn')} description={t('categories.form.translationHint')} lang="en" />
        <FormTextInput control={form.control} name="nameUk" label={t('categories.form.nameUk')} lang="uk" />
        <FormTextarea control={form.control} name="description" label={t('categories.form.description')} autosize minRows={2} />
        <FormTextarea control={form.control} name="descriptionEn" label={t('categories.form.descriptionEn')} autosize minRows={2} lang="en" />
        <FormTextarea control={form.control} name="descriptionUk" label={t('categories.form.descriptionUk')} autosize minRows={2} lang="uk" />
        <Controller
          control={form.control}
          name="sortOrder"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('categories.form.order')}
              min={0}
              max={1000}
              allowDecimal={false}
              value={field.value ?? 0}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormSwitch control={form.control} name="active" label={t('categories.form.active')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('categories.form.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('categories.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /messages/categories — every category, inactive ones too; add and change (the administrator). */
export function CategoriesPage() {
  const { t } = useTranslation('messages');
  const categories = useCategories();
  return (
    <CrudTablePage
      above={
        <Anchor component={Link} to={MESSAGES_PATH} size="sm">
          ← {t('thread.back')}
        </Anchor>
      }
      heading={<PageHeading documentTitle={t('categories.title')}>{t('categories.title')}</PageHeading>}
      addLabel={t('categories.add')}
      intro={<Text>{t('categories.intro')}</Text>}
      query={categories}
      failure={t('categories.loadFailed')}
      empty={<Text c="dimmed">{t('categories.empty')}</Text>}
      minWidth={640}
      tableProps={{ 'aria-label': t('categories.title') }}
      columns={[
        { header: t('categories.columns.code'), cell: (c) => c.code },
        {
          header: t('categories.columns.name'),
          cell: (c) => (
            <>
              {/* The Polish name as the clinic wrote it (the form edits the other languages). */}
              <span lang="pl">{c.name}</span>
              <MissingTranslations name={{ pl: c.name, en: c.nameEn, uk: c.nameUk }} />
            </>
          ),
        },
        { header: t('categories.columns.description'), cell: (c) => c.description ?? '', cellProps: (c) => ({ lang: c.description ? 'pl' : undefined }) },
        { header: t('categories.columns.order'), cell: (c) => c.sortOrder },
        { header: t('categories.columns.active'), cell: (c) => (c.active ? t('categories.yes') : t('categories.no')) },
      ]}
      editColumn={{ header: t('categories.columns.actions'), text: t('categories.editShort'), label: (c) => t('categories.edit', { name: c.name }) }}
      rowKey={(c) => c.code}
      modalTitle={(c) => (c ? t('categories.form.editTitle', { code: c.code }) : t('categories.form.addTitle'))}
      form={(c, close) => <CategoryForm category={c} onDone={close} />}
    />
  );
}
