import type { Encounter } from '@portal/contracts';
import { defaultRange } from '@portal/domain';
import { dateRangeFilter, RecordList } from '@portal/ui/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { encountersQuery } from '../api/get-encounters';
import { useEncountersSettings } from '../api/get-encounters-settings';
import { EncounterCard } from './encounter-card';
import { RequestDialog } from './request-dialog';

const LIMITS = { allowFuture: false } as const;

/** /benefits/encounters (spec part 1 §2, §9): the visits within the range (default the last year), 10 a page with the probe. */
export function EncountersTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const settings = useEncountersSettings();
  const requestsOn = useApplicationSettings().data?.clinicalDocumentRequestsModule === true;
  const [asking, setAsking] = useState<Encounter | null>(null);

  return (
    <RecordList
      filters={{ range: dateRangeFilter({ label: t('range'), limits: LIMITS, default: (today) => defaultRange('lastYear', today) }) }}
      source={({ range }) => ({ paged: encountersQuery(patientId, range) })}
      failure={t('encounters.loadFailed')}
      empty={t('encounters.empty')}
      renderItem={(e) => <EncounterCard key={e.id} encounter={e} settings={settings.data} onRequest={requestsOn ? () => setAsking(e) : undefined} />}
    >
      {asking && <RequestDialog patientId={patientId} encounter={asking} onClose={() => setAsking(null)} />}
    </RecordList>
  );
}
