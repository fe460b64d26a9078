import { Stack, Title } from '@mantine/core';
import type { MedicalCaseDetails } from '@portal/contracts';
import { formatFileSize } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { AttachmentsPanel } from '@portal/ui/forms';
import { confirmAction } from '@portal/ui/page';
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
  const { patientId, medicalCaseId: caseId, attachments } = medicalCase;

  return (
    <Stack gap="sm" component="section" aria-labelledby="case-attachments">
      <Title order={2} size="h4" id="case-attachments">
        {t('attachments.title')}
      </Title>
      <AttachmentsPanel
        items={attachments.map((a) => ({
          id: a.attachmentId,
          name: a.fileName,
          href: attachmentUrl(access, patientId, caseId, a.attachmentId),
          detail: [a.size !== null ? formatFileSize(a.size) : null, formatDay(a.createdAt), a.consultationId !== null ? t('attachments.given') : null].filter(Boolean).join(', '),
          removable: a.removable,
        }))}
        limits={settings.data?.fileUploadParams}
        limitsFailed={settings.isError}
        canAdd={medicalCase.writable}
        texts={{
          list: t('attachments.title'),
          empty: t('attachments.empty'),
          newFiles: t('attachments.new'),
          none: t('attachments.none'),
          full: t('attachments.full'),
          settingsFailed: t('attachments.settingsFailed'),
          send: t('attachments.send'),
          added: t('attachments.added'),
          removed: t('attachments.removed'),
          removeFailed: t('attachments.removeFailed'),
          remove: (name) => t('attachments.remove', { name }),
        }}
        onAdd={(files) => add.mutateAsync({ access, patientId, caseId, files })}
        adding={add.isPending}
        onRemove={(attachmentId) => remove.mutateAsync({ access, patientId, caseId, attachmentId })}
        confirmRemove={(a) => confirmAction({ title: t('attachments.removeTitle'), message: t('attachments.removeConfirm', { name: a.name }), confirmLabel: t('attachments.removeButton') })}
      />
    </Stack>
  );
}
