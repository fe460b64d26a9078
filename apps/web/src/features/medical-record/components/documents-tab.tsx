import { Button, Center, Loader, Select, Stack, Text } from '@mantine/core';
import type { DayRange } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { LoadFailure } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClinicalDocuments, type DocumentFilters } from '../api/get-clinical-documents';
import { useDocumentByContext } from '../api/get-document-link';
import { useDocumentTypes } from '../api/get-document-types';
import { DocumentCard } from './document-card';
import { RangeFilter } from './range';

const LIMITS = { allowFuture: false } as const;

/**
 * /benefits/clinicaldocuments (spec part 1 §2, §7, §9): the documents filtered by type and days; the
 * first load asks pageIndex -1 and pageSize -1. With `contextId` (a notice's link) its document is
 * read, shown first, opened and scrolled to.
 */
export function DocumentsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => clinicToday());
  const filters: DocumentFilters = {};
  for (const key of ['after', 'before', 'documentType'] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const contextId = search.get('contextId');
  const update = (changes: Partial<Record<'after' | 'before' | 'documentType', string | undefined>>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const types = useDocumentTypes();
  const query = useClinicalDocuments(patientId, filters);
  const linked = useDocumentByContext(patientId, contextId);
  const linkedId = linked.data?.id;
  const items = query.items.filter((d) => d.id !== linkedId);

  return (
    <Stack gap="md">
      <Select
        label={t('documents.type')}
        placeholder={t('documents.anyType')}
        data={(types.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
        value={filters.documentType ?? null}
        onChange={(value) => update({ documentType: value ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': t('documents.clearType') }}
        maw={{ base: '100%', sm: 360 }}
      />
      <RangeFilter range={filters as Partial<DayRange>} onChange={(r) => update({ after: r.after, before: r.before })} today={today} limits={LIMITS} label={t('range')} />
      {contextId && linked.isError && <Text c="red.8">{t('documents.linkFailed')}</Text>}
      {linked.data && <DocumentCard document={linked.data} focused />}
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
            <DocumentCard key={d.id} document={d} />
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
