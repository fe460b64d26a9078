import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { useHandInIdentityDocuments } from '../api/hand-in-identity-documents';
import { useOwnIdentity } from '../api/own-identity';
import { useProfileSettings } from '../api/profile-settings';

/**
 * Part of the authorisation block: where the clinic's confirmation of the own identity stands — the
 * document waits for a look, or the clinic did not accept it (the reason) and a new scan may be sent
 * (a record registered with documents) or the document is shown at the clinic.
 */
export function IdentityReviewNotice() {
  const { t } = useTranslation('account');
  const { data: identity } = useOwnIdentity();
  if (identity?.identityStatus !== 'REQUESTED') return null;
  if (!identity.rejection) {
    return (
      <Alert color="blue" data-testid="identity-waiting">
        {t('identityReview.waiting')}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={t('identityReview.rejectedTitle')} data-testid="identity-rejected">
      <Stack gap="sm">
        <Text size="sm">{t('identityReview.reason', { reason: identity.rejection.reason })}</Text>
        {identity.newDocumentsAccepted ? <NewScanForm /> : <Text size="sm">{t('identityReview.atClinic')}</Text>}
      </Stack>
    </Alert>
  );
}

function NewScanForm() {
  const { t } = useTranslation('account');
  const settings = useProfileSettings();
  const handIn = useHandInIdentityDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (files.length === 0) {
      setError(t('identityReview.noFile'));
      return;
    }
    try {
      await handIn.mutateAsync(files);
      setFiles([]);
      notify.success(t('identityReview.sent'));
    } catch (err) {
      reportFailure(err, t('identityReview.failed'));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('identityReview.newScan')}</Text>
      {settings.data ? (
        <FileDrop
          value={files}
          onChange={(next) => {
            setFiles(next);
            if (next.length > 0) setError(undefined);
          }}
          limits={settings.data.fileUploadParams}
          label={t('identityReview.file')}
          required
          error={error}
        />
      ) : null}
      <Group>
        <Button onClick={() => void submit()} loading={handIn.isPending} disabled={!settings.data}>
          {t('identityReview.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
