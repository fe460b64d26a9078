import { Button, Group } from '@mantine/core';
import type { ClinicalDocument } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { documentFileUrl } from '../paths';

/** A document's downloads: its rendered content and its archive (the CDA or the original), each in a new window. */
export function DocumentLinks({ document }: { document: ClinicalDocument }) {
  const { t } = useTranslation('benefits');
  const label = `${document.typeName}: ${document.title}`;
  return (
    <Group gap="xs">
      {document.hasContent && (
        <Button component="a" size="compact-sm" variant="light" href={documentFileUrl(document.patientId, document.id, 'content')} target="_blank" rel="noopener" aria-label={t('documents.contentOf', { name: label })}>
          {t('documents.content')}
        </Button>
      )}
      {document.hasArchive && (
        <Button component="a" size="compact-sm" variant="default" href={documentFileUrl(document.patientId, document.id, 'archive')} target="_blank" rel="noopener" aria-label={t('documents.archiveOf', { name: label })}>
          {document.archiveKind === 'CDA' ? t('documents.archiveCda') : t('documents.archive')}
        </Button>
      )}
    </Group>
  );
}
