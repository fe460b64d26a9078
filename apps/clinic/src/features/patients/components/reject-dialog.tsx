import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { identityRejectionSchema, type IdentityRejection } from '@portal/contracts';
import { applyServerErrors, FormTextarea } from '@portal/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The reason dialog of a rejection: 3 to 500 characters (the contracts' schema), shown to the patient. */
export function RejectDialog({
  opened,
  onClose,
  onReject,
  sending,
}: {
  opened: boolean;
  onClose: () => void;
  /** Sends the reason; a failure with field errors lands at the field. */
  onReject: (reason: string) => Promise<void>;
  sending: boolean;
}) {
  const { t } = useTranslation(['patients', 'ui']);
  const form = useForm<IdentityRejection>({ resolver: zodResolver(identityRejectionSchema), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onReject(reason);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('review.rejectTitle')} closeButtonProps={{ 'aria-label': t('ui:close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <FormTextarea control={form.control} name="reason" label={t('review.reason')} description={t('review.reasonHint')} autosize minRows={3} maxLength={500} withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" color="red" loading={sending}>
              {t('review.rejectSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
