import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { LoadFailure } from '@portal/ui/page';
import { dateRangeFilter, RecordFilterFields, selectFilter, useRecordFilters } from '@portal/ui/records';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentSharing } from '../api/document-sharing';
import { useClinicalDocuments, type DocumentFilters } from '../api/get-clinical-documents';
import { useDocumentByContext } from '../api/get-document-link';
import { useDocumentTypes } from '../api/get-document-types';
import { DocumentCard } from './document-card';

const LIMITS = { allowFuture: false } as const;

/**
 * /benefits/clinicaldocuments (spec part 1 §2, §7, §9): the documents filtered by type and days; the
 * first load asks pageIndex -1 and pageSize -1. With `contextId` (a notice's link) its document is
 * read, shown first, opened and scrolled to.
 */
export function DocumentsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const [search] = useSearchParams();
  const types = useDocumentTypes();
  const sharing = useDocumentSharing(patientId, 'DOC');
  const declared = {
    documentType: selectFilter({
      param: 'documentType',
      label: t('documents.type'),
      placeholder: t('documents.anyType'),
      clearLabel: t('documents.clearType'),
      options: (types.data ?? []).map((d) => ({ value: d.code, label: d.name })),
    }),
    range: dateRangeFilter({ label: t('range'), limits: LIMITS }),
  };
  const filterState = useRecordFilters(declared);
  const { documentType, range } = filterState.values;
  const filters: DocumentFilters = { ...range, ...(documentType ? { documentType } : {}) };
  const contextId = search.get('contextId');
  const query = useClinicalDocuments(patientId, filters);
  const linked = useDocumentByContext(patientId, contextId);
  const linkedId = linked.data?.id;
  const items = query.items.filter((d) => d.id !== linkedId);

  return (
    <Stack gap="md">
      <RecordFilterFields filters={declared} state={filterState} />
      {contextId && linked.isError && <Text c="red.8">{t('documents.linkFailed')}</Text>}
      {linked.data && <DocumentCard document={linked.data} focused sharing={sharing} />}
      {query.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : query.isError && query.items.length === 0 ? (
        <LoadFailure message={t('documents.loadFailed')} query={query} />
      ) : items.length === 0 && !linked.data ? (
        <Text c="dimmed">{t('documents.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {items.map((d) => (
            <DocumentCard key={d.id} document={d} sharing={sharing} />
          ))}
          {query.isFetchNextPageError && <LoadFailure message={t('documents.loadFailed')} query={{ ...query, refetch: () => query.fetchNextPage() }} />}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
              {t('results.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
