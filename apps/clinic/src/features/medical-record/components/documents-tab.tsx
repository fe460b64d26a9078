import { Button, Group, Stack, Text } from '@mantine/core';
import { PagedList } from '@portal/ui/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicalDocuments } from '../api/clinical-documents';
import { DocumentModal } from './document-modal';
import { DocumentRow } from './document-row';

/** Every document of the patient, published or not; a draft outside a visit is published from here. */
export function DocumentsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const documents = useClinicalDocuments(patientId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setAdding(true)}>{t('documents.add')}</Button>
      </Group>
      <PagedList
        query={documents}
        renderItem={(d) => <DocumentRow key={d.id} document={d} publishable={d.encounterId === null} />}
        empty={<Text>{t('documents.empty')}</Text>}
        failure={t('documents.loadFailed')}
      />
      {adding ? <DocumentModal patientId={patientId} encounterId={null} opened onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
