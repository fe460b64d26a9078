import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { medicalCaseCreateSchema, type MedicalCaseCreate } from '@portal/contracts';
import { MEDICAL_CASE_DESCRIPTION_MAX, MEDICAL_CASE_TITLE_MAX } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCase, type CaseAccess } from '../api/medical-cases';
import { medicalCasePath } from '../paths';

type Values = { title: string; description: string };

/** "Nowy przypadek medyczny": a title (required, ≤ 200) and a description (≤ 2000, the spec's message); saved, the case opens. */
export function NewCaseDialog({ access, patientId, onClose }: { access: CaseAccess; patientId: number; onClose: () => void }) {
  const { t } = useTranslation('medical-cases');
  const navigate = useNavigate();
  const create = useCreateCase();
  const form = useForm<Values, unknown, MedicalCaseCreate>({ defaultValues: { title: '', description: '' }, resolver: zodResolver(medicalCaseCreateSchema) as never, mode: 'onTouched' });

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await create.mutateAsync({ access, patientId, input });
      notify.success(t('create.saved'));
      onClose();
      await navigate(medicalCasePath({ patientId, caseId: saved.medicalCaseId }));
    } catch (err) {
      if (isApiError(err) && err.status === 400 && applyServerErrors(err, form.setError, ['title', 'description'])) return;
      if (isApiError(err) && err.status === 400 && err.body) notify.warning(err.body.message);
      else notify.error(t('create.failed'));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('create.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <FormTextInput control={form.control} name="title" label={t('create.caseTitle')} required maxLength={MEDICAL_CASE_TITLE_MAX} />
          <FormTextarea
            control={form.control}
            name="description"
            label={t('create.description')}
            description={t('create.descriptionHint', { max: MEDICAL_CASE_DESCRIPTION_MAX })}
            autosize
            minRows={4}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
