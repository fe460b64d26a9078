import { Button, Group, Text } from '@mantine/core';
import type { ClinicalDocument } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentLabel } from '../document-label';
import { documentFileUrl } from '../paths';

/** A document's downloads: its rendered content and its archive (the CDA or the original), each in a new window. */
export function DocumentLinks({ document }: { document: ClinicalDocument }) {
  const { t } = useTranslation('medical-record');
  const label = documentLabel(document);
  const hintId = useId();
  const cda = document.archiveKind === 'CDA';
  return (
    <Group gap="xs">
      {document.hasContent && (
        <Button component="a" size="compact-sm" variant="light" href={documentFileUrl(document.patientId, document.id, 'content')} target="_blank" rel="noopener" aria-label={t('documents.contentOf', { name: label })}>
          {t('documents.content')}
        </Button>
      )}
      {document.hasArchive && (
        <Button component="a" size="compact-sm" variant="default" href={documentFileUrl(document.patientId, document.id, 'archive')} target="_blank" rel="noopener" aria-label={t(cda ? 'documents.archiveCdaOf' : 'documents.archiveOf', { name: label })} aria-describedby={cda ? hintId : undefined}>
          {cda ? t('documents.archiveCda') : t('documents.archive')}
        </Button>
      )}
      {document.hasArchive && cda && (
        <Text id={hintId} size="xs" c="dimmed">
          {t('documents.archiveCdaHint')}
        </Text>
      )}
    </Group>
  );
}
