import { Stack } from '@mantine/core';
import type { Encounter } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { useEncounters } from '../api/get-encounters';
import { useEncountersSettings } from '../api/get-encounters-settings';
import { EncounterCard } from './encounter-card';
import { RangeFilter, useRangeParams } from './range';
import { RequestDialog } from './request-dialog';

const LIMITS = { allowFuture: false } as const;

/** /benefits/encounters (spec part 1 §2, §9): the visits within the range (default the last year), 10 a page with the probe. */
export function EncountersTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const { range, setRange, today } = useRangeParams('lastYear');
  const query = useEncounters(patientId, range);
  const settings = useEncountersSettings();
  const requestsOn = useApplicationSettings().data?.clinicalDocumentRequestsModule === true;
  const [asking, setAsking] = useState<Encounter | null>(null);

  return (
    <Stack gap="md">
      <RangeFilter range={range} onChange={setRange} today={today} limits={LIMITS} label={t('range')} />
      <PagedList
        query={query}
        failure={t('encounters.loadFailed')}
        empty={t('encounters.empty')}
        renderItem={(e) => <EncounterCard key={e.id} encounter={e} settings={settings.data} onRequest={requestsOn ? () => setAsking(e) : undefined} />}
      />
      {asking && <RequestDialog patientId={patientId} encounter={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
