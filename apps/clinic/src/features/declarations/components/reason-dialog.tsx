import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DECLARATION_DECISION_REASON_MAX, declarationReasonInputSchema, type z } from '@portal/contracts';
import { applyServerErrors, FormTextarea } from '@portal/ui/forms';
import { reportFailure } from '@portal/ui/notify';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Values = z.input<typeof declarationReasonInputSchema>;
type Output = z.output<typeof declarationReasonInputSchema>;

/**
 * A rejection's or a withdrawal's reason (required, the contracts' schema). `onSubmit` sends it: a
 * refusal with field errors lands at the field and keeps the dialog open; any other failure (a 409:
 * the declaration changed meanwhile) closes it and shows the server's message (else `failure`).
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  submitLabel,
  failure,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  failure: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['declarations', 'ui']);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(declarationReasonInputSchema), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
      close();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['reason'])) return;
      reportFailure(error, failure);
      close();
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('ui:close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{intro}</Text>
          <FormTextarea control={form.control} name="reason" label={t('decide.reason')} autosize minRows={3} maxLength={DECLARATION_DECISION_REASON_MAX} withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('decide.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
