import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { signatureFileTypes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { useFileSettings } from '../api/file-settings';
import { useVerifySignature } from '../api/verify-signature';

/**
 * The signature attachment dialog (spec part 1 §2 "Modals"): a document signed electronically (an XML
 * file with the signature, e.g. from Profil Zaufany) within the file settings' limits. None added:
 * "Nie dodano załącznika". The answer is a toast (§8): verified — the account is authorised and the
 * dialog closes; negative — the dialog stays for another file.
 */
export function SignatureModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const settings = useFileSettings();
  const verify = useVerifySignature();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const limits = settings.data ? { ...settings.data.fileUploadParams, fileTypes: [...signatureFileTypes] } : null;

  const close = () => {
    setFiles([]);
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (files.length === 0) {
      const message = t('documents.signature.noAttachment');
      setError(message);
      notify.warning(message);
      return;
    }
    try {
      const result = await verify.mutateAsync(files);
      if (result.verified) {
        notify.success(t('documents.signature.verified'));
        close();
      } else {
        notify.error(t('documents.signature.rejected'));
      }
    } catch (err) {
      reportFailure(err);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('documents.signature.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <Text size="sm">{t('documents.signature.intro')}</Text>
        {settings.isError ? <Alert color="red">{t('common:loadFailed')}</Alert> : null}
        {limits ? (
          <FileDrop
            value={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length > 0) setError(undefined);
            }}
            limits={limits}
            label={t('documents.signature.file')}
            required
            error={error}
          />
        ) : settings.isPending ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={verify.isPending} disabled={!limits}>
            {t('documents.signature.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
