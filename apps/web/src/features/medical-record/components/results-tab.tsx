import { Accordion, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { LoadFailure } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useResultsSettings } from '../api/get-results-settings';
import { useTestResults } from '../api/get-test-results';
import { RangeFilter, useRangeParams } from './range';
import { ResultOrderControl, ResultOrderPanel } from './result-order';

const LIMITS = { allowFuture: false } as const;

/**
 * /benefits/medicaltestresult (spec part 1 §2, part 2 §2, §9): the result orders of the range (default
 * the last year) as an accordion, 10 a page with "Wczytaj więcej" while the server has more.
 */
export function ResultsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const { range, setRange, today } = useRangeParams('lastYear');
  const query = useTestResults(patientId, range);
  const settings = useResultsSettings();

  return (
    <Stack gap="md">
      <RangeFilter range={range} onChange={setRange} today={today} limits={LIMITS} label={t('range')} />
      {query.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : query.isError && query.items.length === 0 ? (
        <LoadFailure message={t('results.loadFailed')} query={query} />
      ) : query.items.length === 0 ? (
        <Text c="dimmed">{t('results.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Accordion variant="separated" multiple chevronPosition="left">
            {query.items.map((order) => (
              <Accordion.Item key={order.id} value={String(order.id)}>
                <ResultOrderControl order={order} />
                <Accordion.Panel>
                  <ResultOrderPanel order={order} settings={settings.data} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {query.isFetchNextPageError && <LoadFailure message={t('results.loadFailed')} query={{ ...query, refetch: () => query.fetchNextPage() }} />}
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
