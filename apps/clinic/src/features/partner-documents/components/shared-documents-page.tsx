import { Anchor, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { sharedDocTypes, type PartnerSharedDocument, type SharedDocType } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { PageHeading, StatusBadge } from '@portal/ui/page';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, useFilterParams } from '../../../shared/list-filters';
import { useSharedDocuments, type SharedDocumentFilters } from '../api/shared-documents';
import { sharedDocumentPath } from '../paths';

const docTypePalette = { RES: 'teal.9', DOC: 'blue.9' } as const;

function DocumentItem({ document }: { document: PartnerSharedDocument }) {
  const { t } = useTranslation('partnerDocuments');
  const headingId = `shared-${document.docType}-${document.documentId}`;
  const { patient } = document;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h5" id={headingId}>
            <Anchor component={Link} to={sharedDocumentPath(document.docType, document.documentId)} inherit>
              {document.title}
            </Anchor>
          </Title>
          <StatusBadge status={document.docType} palette={docTypePalette} label={t(`docTypes.${document.docType}`)} />
        </Group>
        <Text size="sm">
          {[`${patient.name} ${patient.lastName}`, patient.nationalIdentificationNumber ? `PESEL ${patient.nationalIdentificationNumber}` : null, formatDay(document.documentDate)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {document.onlySelectedDocuments ? null : (
          <Text size="sm" c="dimmed">
            {t('list.sharedScope')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A text filter kept in the address under `name`, followed a moment after typing stops. */
function TextFilter({ name, label }: { name: string; label: string }) {
  const filters = useFilterParams();
  const stored = filters.get(name);
  const [text, setText] = useState(stored);
  const [settled] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== stored) filters.set(name, settled || null);
    // Only the settled text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextInput type="search" label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

/** A day kept in the address under `name`. */
function DayFilter({ name, label }: { name: string; label: string }) {
  const filters = useFilterParams();
  return <TextInput type="date" label={label} value={filters.get(name)} onChange={(e) => filters.set(name, e.currentTarget.value || null)} />;
}

/** /shared-documents — a partner's staff member's home: what patients share with her partner (or with her), newest first, filtered. */
export function SharedDocumentsPage() {
  const { t } = useTranslation('partnerDocuments');
  const params = useFilterParams();
  const filters: SharedDocumentFilters = {
    docType: (params.get('docType') || undefined) as SharedDocType | undefined,
    patient: params.get('patient') || undefined,
    title: params.get('title') || undefined,
    dateFrom: params.get('dateFrom') || undefined,
    dateTo: params.get('dateTo') || undefined,
  };
  const filtered = Object.values(filters).some(Boolean);
  const documents = useSharedDocuments(filters);
  return (
    <Stack>
      <PageHeading documentTitle={t('list.title')}>{t('list.title')}</PageHeading>
      <Text c="dimmed">{t('list.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter name="docType" label={t('list.docType')} data={sharedDocTypes.map((type) => ({ value: type, label: t(`docTypes.${type}`) }))} />
        <TextFilter name="patient" label={t('list.patient')} />
        <TextFilter name="title" label={t('list.titleFilter')} />
        <DayFilter name="dateFrom" label={t('list.dateFrom')} />
        <DayFilter name="dateTo" label={t('list.dateTo')} />
      </Group>
      <PagedList
        query={documents}
        renderItem={(d) => <DocumentItem key={`${d.docType}-${d.documentId}`} document={d} />}
        empty={<Text>{filtered ? t('list.emptyFiltered') : t('list.empty')}</Text>}
        failure={t('list.loadFailed')}
      />
    </Stack>
  );
}
