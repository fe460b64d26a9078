import { ActionIcon, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { MedicalCaseAttachment, MedicalCaseDetails } from '@portal/contracts';
import { formatFileSize } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { FileDrop } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentUrl, useAddAttachments, useFileLimits, useRemoveAttachment, type CaseAccess } from '../api/medical-cases';

/**
 * The case's files: each downloaded by its name; removed (after a question) while the case is open and
 * no teleconsultation took it; new ones within the file settings' limits (the count allowed is the
 * maximum minus those it has; sending none warns "Nie dodano załącznika").
 */
export function AttachmentsSection({ access, medicalCase }: { access: CaseAccess; medicalCase: MedicalCaseDetails }) {
  const { t } = useTranslation('medical-cases');
  const settings = useFileLimits();
  const add = useAddAttachments();
  const remove = useRemoveAttachment();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<number | null>(null);
  const { patientId, medicalCaseId: caseId, attachments } = medicalCase;
  const limits = settings.data?.fileUploadParams;
  const left = limits ? Math.max(0, limits.maxFiles - attachments.length) : 0;

  const submit = async () => {
    if (files.length === 0) {
      setError(t('attachments.none'));
      notify.warning(t('attachments.none'));
      return;
    }
    try {
      await add.mutateAsync({ access, patientId, caseId, files });
      setFiles([]);
      notify.success(t('attachments.added'));
    } catch (err) {
      if (isApiError(err) && err.body && err.status >= 400 && err.status < 500 && err.status !== 401) notify.warning(err.body.message);
      else notify.error(t('attachments.addFailed'));
    }
  };

  const drop = async (a: MedicalCaseAttachment) => {
    const confirmed = await confirmAction({ title: t('attachments.removeTitle'), message: t('attachments.removeConfirm', { name: a.fileName }), confirmLabel: t('attachments.removeButton') });
    if (!confirmed) return;
    setRemoving(a.attachmentId);
    try {
      await remove.mutateAsync({ access, patientId, caseId, attachmentId: a.attachmentId });
      notify.success(t('attachments.removed'));
    } catch (err) {
      if (isApiError(err) && err.body && err.status === 409) notify.warning(err.body.message);
      else if (isApiError(err) && err.status === 404) notify.error(t('attachments.removeFailed'));
      else notify.failure(err);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="case-attachments">
      <Title order={2} size="h4" id="case-attachments">
        {t('attachments.title')}
      </Title>
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attachments.empty')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" ml={0} pl={0} aria-label={t('attachments.title')}>
          {attachments.map((a) => (
            <List.Item key={a.attachmentId}>
              <Group gap="xs" wrap="nowrap">
                <Anchor href={attachmentUrl(access, patientId, caseId, a.attachmentId)} download={a.fileName} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {a.fileName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {a.size !== null ? `${formatFileSize(a.size)}, ` : ''}
                  {formatDay(a.createdAt)}
                  {a.consultationId !== null ? `, ${t('attachments.given')}` : ''}
                </Text>
                {a.removable ? (
                  <ActionIcon variant="subtle" color="red.8" loading={removing === a.attachmentId} aria-label={t('attachments.remove', { name: a.fileName })} onClick={() => void drop(a)}>
                    <span aria-hidden>×</span>
                  </ActionIcon>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {medicalCase.writable ? (
        limits ? (
          left > 0 ? (
            <Stack gap="xs">
              <FileDrop
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  if (next.length > 0) setError(undefined);
                }}
                limits={{ ...limits, maxFiles: left }}
                label={t('attachments.new')}
                error={error}
              />
              <Group justify="flex-end">
                <Button onClick={() => void submit()} loading={add.isPending}>
                  {t('attachments.send')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm">{t('attachments.full')}</Text>
          )
        ) : settings.isError ? (
          <Text size="sm" c="red.8">
            {t('attachments.settingsFailed')}
          </Text>
        ) : null
      ) : null}
    </Stack>
  );
}
