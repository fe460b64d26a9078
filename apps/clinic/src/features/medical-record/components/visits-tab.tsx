import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClinicEncounter } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEncounters } from '../api/encounters';
import { encounterPath } from '../paths';
import { OpenVisitModal } from './open-visit-modal';
import { EncounterBadge, moment } from './parts';

function VisitItem({ encounter }: { encounter: ClinicEncounter }) {
  const { t } = useTranslation('medical-record');
  const headingId = `visit-${encounter.id}`;
  const primary = encounter.diagnoses.find((d) => d.primary) ?? encounter.diagnoses[0];
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId}>
            <Anchor component={Link} to={encounterPath(encounter.id)} inherit>
              {`${moment(encounter.startTime)} · ${encounter.unitSpeciality.name}`}
            </Anchor>
          </Title>
          <EncounterBadge status={encounter.status} />
        </Group>
        <Text size="sm">{[encounter.unit.name, encounter.practitioner?.displayName].filter(Boolean).join(' · ')}</Text>
        {primary ? <Text size="sm">{t('visits.diagnosis', { code: primary.code, name: primary.name })}</Text> : null}
        <Text size="xs" c="dimmed">
          {t('visits.documents', { count: encounter.documents.length })} · {t('visits.care', { careId: encounter.careId })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The patient's visits, newest first, and a new one. */
export function VisitsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const encounters = useEncounters(patientId);
  const [opening, setOpening] = useState(false);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setOpening(true)}>{t('visits.open')}</Button>
      </Group>
      <PagedList query={encounters} renderItem={(e) => <VisitItem key={e.id} encounter={e} />} empty={<Text>{t('visits.empty')}</Text>} failure={t('visits.loadFailed')} />
      {opening ? <OpenVisitModal patientId={patientId} opened onClose={() => setOpening(false)} /> : null}
    </Stack>
  );
}
