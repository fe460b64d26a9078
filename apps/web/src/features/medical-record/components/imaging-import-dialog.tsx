import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { ResultsSettings } from '@portal/contracts';
import { imagingCanRemove, imagingCanRemoveAll, imagingCanSend, imagingDuplicateNames, imagingNameAllowed } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { LoadFailure } from '@portal/ui/page';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteImagingFile, imagingFilesPath, sendImagingFiles, useImagingFiles, useImagingFilesChange } from '../api/imaging-files';
import { medicalRecordKeys } from '../api/keys';
import { uploadImagingFile } from '../api/upload-imaging-file';
import { imagingUploadError } from './imaging-upload-errors';

/** A file of this dialog's drops: uploading (progress 0–1), or refused with its reason. */
interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

/**
 * "Importuj pliki DICOM" (spec part 2 §2, §4, §5): a drop zone taking only DCM/DICOM names and no name
 * twice (also against the order's files), each file its own upload with progress; the order's files with
 * their states (read again every 15 s), removing one (N, P, R) or all, and sending the ready ones.
 */
export function ImagingImportDialog({ patientId, orderId, settings, onClose }: { patientId: number; orderId: number; settings?: ResultsSettings; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const queryClient = useQueryClient();
  const files = useImagingFiles(patientId, orderId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const remove = useImagingFilesChange(patientId, orderId, (fileIds: number[]) => Promise.all(fileIds.map((id) => deleteImagingFile(patientId, orderId, id))));
  const send = useImagingFilesChange(patientId, orderId, () => sendImagingFiles(patientId, orderId));
  const states = (files.data ?? []).map((f) => f.status);
  const busy = uploads.some((u) => u.error === null && u.progress < 1);

  const patch = (key: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const drop = async (dropped: File[]) => {
    const present = [...(files.data ?? []).map((f) => f.fileName), ...uploads.filter((u) => u.error === null).map((u) => u.name)];
    const allowed = dropped.filter((f) => imagingNameAllowed(f.name));
    const duplicates = new Set(imagingDuplicateNames(present, allowed.map((f) => f.name)));
    const queued: Array<{ file: File; key: number }> = [];
    const added: Upload[] = dropped.map((file) => {
      const key = nextKey.current++;
      const tooBig = settings !== undefined && file.size > settings.imagingMaxFileSize;
      const error = !imagingNameAllowed(file.name)
        ? t('imaging.notDicom')
        : duplicates.has(file.name)
          ? t('imaging.duplicate')
          : tooBig
            ? imagingUploadError(null, settings.imagingMaxFileSize, true)
            : null;
      // A name twice in one drop: the first goes, the next is refused (imagingDuplicateNames names the later ones).
      if (error === null) queued.push({ file, key });
      if (duplicates.has(file.name)) duplicates.delete(file.name);
      return { key, name: file.name, progress: 0, error };
    });
    setUploads((all) => [...all, ...added]);
    for (const { file, key } of queued) {
      try {
        await uploadImagingFile(imagingFilesPath(patientId, orderId), file, (progress) => patch(key, { progress }));
        patch(key, { progress: 1 });
      } catch (error) {
        patch(key, { error: imagingUploadError(error, settings?.imagingMaxFileSize) });
      }
      void queryClient.invalidateQueries({ queryKey: [...medicalRecordKeys.patient(patientId), 'imaging-files', orderId] });
    }
  };

  const sendAll = () =>
    send.mutate(undefined, {
      onSuccess: () => notify.success(t('imaging.sent')),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) notify.error(t('results.badParameters'));
        else if (isApiError(error) && error.status === 404) notify.error(t('results.imagingCommunication'));
        else if (isApiError(error) && error.status === 409 && error.body) notify.warning(error.body.message);
        else notify.error(t('imaging.sendFailed'));
      },
    });
  const removeFiles = (fileIds: number[]) =>
    remove.mutate(fileIds, { onError: (error) => (isApiError(error) && error.status === 409 && error.body ? notify.warning(error.body.message) : notify.failure(error)) });

  return (
    <Modal opened onClose={onClose} title={t('imaging.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Dropzone onDrop={(f) => void drop(f)} multiple aria-label={t('imaging.drop')}>
          <Stack gap={4} align="center" py="md">
            <Text fw={600}>{t('imaging.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('imaging.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
        {uploads.length > 0 && (
          <Stack gap={6} aria-live="polite">
            {uploads.map((u) => (
              <div key={u.key} data-testid="imaging-upload">
                <Text size="sm">{u.name}</Text>
                {u.error ? (
                  <Text size="sm" c="red.8" role="alert">
                    {u.error}
                  </Text>
                ) : (
                  <Progress value={u.progress * 100} aria-label={t('imaging.progress', { name: u.name })} size="sm" />
                )}
              </div>
            ))}
          </Stack>
        )}
        {files.isError ? (
          <LoadFailure message={t('imaging.loadFailed')} query={files} />
        ) : files.isSuccess && files.data.length === 0 ? (
          <Text c="dimmed">{t('imaging.none')}</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('imaging.files')}>
            {(files.data ?? []).map((f) => (
              <Group key={f.fileId} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="imaging-file">
                <Text size="sm">
                  {f.fileName} — <strong>{t(`imaging.states.${f.status}`)}</strong>
                </Text>
                {imagingCanRemove(f.status) && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => removeFiles([f.fileId])} aria-label={t('imaging.removeOf', { name: f.fileName })}>
                    {t('imaging.remove')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {send.isError && isApiError(send.error) && send.error.status === 502 && <Alert color="red">{t('imaging.sendFailed')}</Alert>}
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" color="red" disabled={!imagingCanRemoveAll(states) || busy} loading={remove.isPending} onClick={() => removeFiles((files.data ?? []).filter((f) => imagingCanRemove(f.status)).map((f) => f.fileId))}>
            {t('imaging.removeAll')}
          </Button>
          <Button disabled={!imagingCanSend(states) || busy} loading={send.isPending} onClick={sendAll}>
            {t('imaging.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
