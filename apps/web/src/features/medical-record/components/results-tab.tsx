import { Accordion } from '@mantine/core';
import { defaultRange } from '@portal/domain';
import { dateRangeFilter, RecordList } from '@portal/ui/records';
import { useTranslation } from 'react-i18next';
import { useDocumentSharing } from '../api/document-sharing';
import { useResultsSettings } from '../api/get-results-settings';
import { testResultsQuery } from '../api/get-test-results';
import { ResultOrderControl, ResultOrderPanel } from './result-order';

const LIMITS = { allowFuture: false } as const;

/**
 * /benefits/medicaltestresult (spec part 1 §2, part 2 §2, §9): the result orders of the range (default
 * the last year) as an accordion, 10 a page with "Wczytaj więcej" while the server has more.
 */
export function ResultsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const settings = useResultsSettings();
  const sharing = useDocumentSharing(patientId, 'RES');

  return (
    <RecordList
      filters={{ range: dateRangeFilter({ label: t('range'), limits: LIMITS, default: (today) => defaultRange('lastYear', today) }) }}
      source={({ range }) => ({ paged: testResultsQuery(patientId, range) })}
      failure={t('results.loadFailed')}
      empty={t('results.empty')}
      more={t('results.loadMore')}
      renderItems={(orders) => (
        <Accordion variant="separated" multiple chevronPosition="left">
          {orders.map((order) => (
            <Accordion.Item key={order.id} value={String(order.id)}>
              <ResultOrderControl order={order} />
              <Accordion.Panel>
                <ResultOrderPanel order={order} settings={settings.data} sharing={sharing} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    />
  );
}
