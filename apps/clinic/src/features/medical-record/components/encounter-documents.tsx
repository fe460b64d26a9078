import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClinicEncounter } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentModal } from './document-modal';
import { DocumentRow } from './document-row';

/** The visit's documents (published with the visit when it closes) and a new one while it is open. */
export function EncounterDocuments({ encounter }: { encounter: ClinicEncounter }) {
  const { t } = useTranslation('medical-record');
  const [adding, setAdding] = useState(false);
  const open = encounter.status === 'OPEN';
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="visit-documents">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="visit-documents">
            {t('encounter.documents')}
          </Title>
          {open ? <Button onClick={() => setAdding(true)}>{t('documents.add')}</Button> : null}
        </Group>
        {encounter.documents.length === 0 ? <Text c="dimmed">{t('documents.emptyVisit')}</Text> : null}
        {encounter.documents.map((d) => (
          <DocumentRow key={d.id} document={{ ...d, status: d.publishedAt ? 'PUBLISHED' : 'DRAFT' }} publishable={false} />
        ))}
      </Stack>
      {adding ? <DocumentModal patientId={encounter.patientId} encounterId={encounter.id} opened onClose={() => setAdding(false)} /> : null}
    </Paper>
  );
}
