import '@mantine/dates/styles.css';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ClinicEncounter, Diagnosis } from '@portal/contracts';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { useSpecialityName } from '@portal/ui/speciality';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { useCloseEncounter } from '../api/close-encounter';
import { useEncounter } from '../api/encounter';
import { useUpdateEncounter } from '../api/update-encounter';
import { patientRecordPath } from '../paths';
import { DiagnosesField } from './diagnoses-field';
import { EncounterDocuments } from './encounter-documents';
import { OrderModal } from './order-modal';
import { author, EncounterBadge, Field, isClinical, moment } from './parts';

/** The record of an open visit, as the doctor writes it: diagnoses and recommendations, saved, then the visit closed. */
function EncounterForm({ encounter }: { encounter: ClinicEncounter }) {
  const { t } = useTranslation('medical-record');
  const [diagnoses, setDiagnoses] = useState<Diagnosis[]>(encounter.diagnoses);
  const [recommendations, setRecommendations] = useState(encounter.recommendations ?? '');
  const [diagnosesError, setDiagnosesError] = useState<string | undefined>();
  const [ordering, setOrdering] = useState(false);
  const update = useUpdateEncounter(encounter.id);
  const close = useCloseEncounter(encounter.id);
  // The server names each diagnosis from its ICD-10 dictionary: only the code and the rank are sent.
  const body = { practitionerId: encounter.practitioner?.id ?? null, endTime: encounter.endTime, diagnoses: diagnoses.map(({ code, primary }) => ({ code, primary })), recommendations: recommendations || null };
  const changed = JSON.stringify(diagnoses) !== JSON.stringify(encounter.diagnoses) || (recommendations || null) !== encounter.recommendations;

  const save = async () => {
    try {
      await update.mutateAsync(body);
      notify.success(t('encounter.saved'));
      return true;
    } catch (error) {
      reportFailure(error, t('encounter.saveFailed'));
      return false;
    }
  };
  const closeVisit = async () => {
    if (diagnoses.length === 0) {
      setDiagnosesError(t('encounter.needsDiagnosis'));
      return;
    }
    const sure = await confirmAction({ title: t('encounter.closeTitle'), message: t('encounter.closeMessage'), confirmLabel: t('encounter.close'), danger: false });
    if (!sure) return;
    if (changed && !(await save())) return;
    try {
      await close.mutateAsync();
      notify.success(t('encounter.closed'));
    } catch (error) {
      reportFailure(error, t('encounter.closeFailed'));
    }
  };

  return (
    <Stack>
      <Paper withBorder p="lg" component="section" aria-labelledby="visit-record">
        <Stack>
          <Title order={2} fz="h4" id="visit-record">
            {t('encounter.record')}
          </Title>
          <DiagnosesField
            value={diagnoses}
            onChange={(next) => {
              setDiagnoses(next);
              setDiagnosesError(undefined);
            }}
            error={diagnosesError}
          />
          <Textarea
            label={t('encounter.recommendations')}
            description={encounter.recommendationsWrittenBy ? `${t('encounter.recommendationsBy')}: ${author(encounter.recommendationsWrittenBy)}` : undefined}
            value={recommendations} onChange={(e) => setRecommendations(e.currentTarget.value)} autosize minRows={3} maxRows={12} maxLength={10_000} />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setOrdering(true)}>
              {t('encounter.order')}
            </Button>
            <Button variant="light" onClick={() => void save()} loading={update.isPending} disabled={!changed}>
              {t('encounter.save')}
            </Button>
            <Button onClick={() => void closeVisit()} loading={close.isPending}>
              {t('encounter.close')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {ordering ? <OrderModal patientId={encounter.patientId} encounterId={encounter.id} opened onClose={() => setOrdering(false)} /> : null}
    </Stack>
  );
}

/** A closed visit (or one the member does not write): what it holds, read-only. */
function EncounterView({ encounter }: { encounter: ClinicEncounter }) {
  const { t } = useTranslation('medical-record');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="visit-record">
      <Stack>
        <Title order={2} fz="h4" id="visit-record">
          {t('encounter.record')}
        </Title>
        {encounter.diagnoses.length === 0 ? (
          <Text c="dimmed">{t('diagnoses.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {encounter.diagnoses.map((d) => (
              <Text component="li" key={d.code}>
                <Text span fw={600}>
                  {d.code}
                </Text>{' '}
                {d.name}
                {d.primary ? ` (${t('diagnoses.primaryMark')})` : ''}
                {d.writtenBy ? (
                  <Text span size="xs" c="dimmed">
                    {' — '}
                    {t('encounter.writtenBy', { author: author(d.writtenBy) })}
                  </Text>
                ) : null}
              </Text>
            ))}
          </Stack>
        )}
        <SimpleGrid component="dl" cols={1} m={0}>
          <Field label={t('encounter.recommendations')}>{encounter.recommendations || '—'}</Field>
          {encounter.recommendationsWrittenBy ? <Field label={t('encounter.recommendationsBy')}>{author(encounter.recommendationsWrittenBy)}</Field> : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /encounters/:encounterId — a visit: its facts, its record (editable while open), its documents. */
function EncounterPageContent() {
  const { t } = useTranslation('medical-record');
  const specialityName = useSpecialityName();
  const encounterId = Number(useParams().encounterId);
  const encounter = useEncounter(encounterId);
  const { roles } = useMember();
  const writes = isClinical(roles);
  // Diagnoses and recommendations, and the close, are a doctor's (the server admits DOCTOR only).
  const records = roles.includes('DOCTOR');
  return (
    <QueryBoundary query={encounter} failure={t('encounter.loadFailed')}>
      {(e) => (
        <Stack>
          <Anchor component={Link} to={patientRecordPath(e.patientId, 'visits')} size="sm">
            ← {t('encounter.back')}
          </Anchor>
          <Group justify="space-between" wrap="wrap">
            <PageHeading documentTitle={t('encounter.title', { date: moment(e.startTime) })}>{t('encounter.title', { date: moment(e.startTime) })}</PageHeading>
            <EncounterBadge status={e.status} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
            <Field label={t('encounter.unit')}>{e.unit.name}</Field>
            <Field label={t('encounter.speciality')}>{specialityName(e.unitSpeciality.code, e.unitSpeciality.name)}</Field>
            <Field label={t('encounter.practitioner')}>{e.practitioner?.displayName ?? '—'}</Field>
            <Field label={t('encounter.care')}>{e.careId}</Field>
            <Field label={t('encounter.start')}>{moment(e.startTime)}</Field>
            <Field label={t('encounter.published')}>{e.publishedAt ? moment(e.publishedAt) : t('encounter.notPublished')}</Field>
          </SimpleGrid>
          {e.status === 'OPEN' && records ? <EncounterForm key={e.id} encounter={e} /> : <EncounterView encounter={e} />}
          {writes ? <EncounterDocuments encounter={e} /> : null}
        </Stack>
      )}
    </QueryBoundary>
  );
}

export function EncounterPage() {
  return (
    <LocalizedDatesProvider>
      <EncounterPageContent />
    </LocalizedDatesProvider>
  );
}
