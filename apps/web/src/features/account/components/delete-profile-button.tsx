import { Button } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useDeleteProfile } from '../api/delete-profile';

/**
 * Ends the account's link to a ward or a child after the spec's confirmation ("delete ward or child
 * profile"): the patient record and the person's medical data stay with the clinic.
 */
export function DeleteProfileButton({ profile }: { profile: LinkedProfile }) {
  const { t } = useTranslation('account');
  const remove = useDeleteProfile();
  const name = `${profile.name} ${profile.lastName}`;
  const onClick = async () => {
    const confirmed = await confirmAction({
      title: t('deleteProfile.title'),
      message: t(profile.role === 'CHILD' ? 'deleteProfile.messageChild' : 'deleteProfile.messageWard', { name }),
      confirmLabel: t('deleteProfile.confirm'),
    });
    if (!confirmed) return;
    remove.mutate(profile.patientId, {
      onSuccess: () => notify.success(t('deleteProfile.done')),
      onError: (error) => notify.failure(error, t('deleteProfile.failed')),
    });
  };
  return (
    <Button variant="outline" color="red" size="xs" loading={remove.isPending} onClick={() => void onClick()} aria-label={t('deleteProfile.labelFor', { name })}>
      {t('deleteProfile.label')}
    </Button>
  );
}
