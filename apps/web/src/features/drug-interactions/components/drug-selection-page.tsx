import { Alert, Badge, Button, CloseButton, Group, Loader, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DRUG_SELECTION_MAX } from '@portal/contracts';
import { drugQueryReady, formatDay } from '@portal/domain';
import { LoadFailure, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PatientPicker } from '../../../shared/patient-picker';
import { useInteractionMatrix } from '../api/matrix';
import { useDrugSearch } from '../api/search-drugs';
import { useTakenDrugs } from '../api/taken-drugs';
import { interactionsPath } from '../paths';
import { DrugRow, DrugRows } from './drug-card';
import { useSelection } from './use-selection';

type Selection = ReturnType<typeof useSelection>;

/** Her taken drugs (prescriptions and the clinic's record), each added with one click. */
function TakenDrugs({ patientId, selection }: { patientId: number; selection: Selection }) {
  const { t } = useTranslation('drug-interactions');
  const query = useTakenDrugs(patientId);
  const { learn } = selection;
  useEffect(() => {
    if (query.data) learn(query.data);
  }, [query.data, learn]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('taken.title')}
      </Title>
      <QueryBoundary query={query} failure={t('taken.failed')} loading={t('loading')} isEmpty={(d) => d.length === 0} empty={<Text c="dimmed">{t('taken.empty')}</Text>}>
        {(drugs) => (
          <DrugRows label={t('taken.title')}>
            {drugs.map((d) => (
              <DrugRow
                key={d.id}
                drug={d}
                chosen={selection.ids.includes(d.id)}
                onAdd={() => selection.add(d)}
                extra={
                  <Group gap={6}>
                    {d.sources.map((s) => (
                      <Badge key={s} variant="outline" color="gray.8" tt="none" size="sm">
                        {t(`taken.source.${s}`)}
                      </Badge>
                    ))}
                    {d.lastDate ? (
                      <Text size="xs" c="dimmed">
                        {t('taken.lastDate', { date: formatDay(d.lastDate) })}
                      </Text>
                    ) : null}
                  </Group>
                }
              />
            ))}
          </DrugRows>
        )}
      </QueryBoundary>
    </Stack>
  );
}

/** The register's search: 3 characters at least, by trade or international name, 10 a page. */
function DrugSearch({ patientId, selection }: { patientId: number; selection: Selection }) {
  const { t } = useTranslation('drug-interactions');
  const [drugName, setDrugName] = useState('');
  const [isInternationalName, setInternational] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const query = useDrugSearch({ patientId, drugName, isInternationalName, pageIndex });
  const ready = drugQueryReady(drugName);
  const { learn } = selection;
  useEffect(() => {
    if (query.data) learn(query.data.items);
  }, [query.data, learn]);

  return (
    <Stack gap="xs" role="search" aria-label={t('search.title')}>
      <Title order={2} size="h3">
        {t('search.title')}
      </Title>
      <TextInput
        label={t('search.label')}
        description={t('search.hint')}
        type="search"
        value={drugName}
        onChange={(e) => {
          setDrugName(e.currentTarget.value);
          setPageIndex(0);
        }}
        maxLength={100}
        maw={{ base: '100%', sm: 420 }}
      />
      <Switch
        label={t('search.byInternationalName')}
        checked={isInternationalName}
        onChange={(e) => {
          setInternational(e.currentTarget.checked);
          setPageIndex(0);
        }}
      />
      {!ready ? null : query.isError ? (
        <LoadFailure message={t('search.failed')} query={query} />
      ) : !query.isSuccess ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('loading')}</Text>
        </Group>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('search.notFound')}
        </Text>
      ) : (
        <Stack gap="xs">
          <DrugRows label={t('search.results')}>
            {query.data.items.map((d) => (
              <DrugRow key={d.id} drug={d} chosen={selection.ids.includes(d.id)} onAdd={() => selection.add(d)} />
            ))}
          </DrugRows>
          {pageIndex > 0 || query.data.hasNextPage ? (
            <Group gap="sm" justify="center" component="nav" aria-label={t('search.results')}>
              <Button variant="default" size="xs" disabled={pageIndex === 0 || query.isPlaceholderData} onClick={() => setPageIndex((p) => p - 1)}>
                {t('search.previous')}
              </Button>
              <Text size="sm" aria-live="polite">
                {t('search.page', { page: pageIndex + 1 })}
              </Text>
              <Button variant="default" size="xs" disabled={!query.data.hasNextPage || query.isPlaceholderData} onClick={() => setPageIndex((p) => p + 1)}>
                {t('search.next')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** The choice: each chosen drug removable, the 30-drug limit's message, and the way to the matrix. */
function ChosenDrugs({ patientId, selection }: { patientId: number; selection: Selection }) {
  const { t } = useTranslation('drug-interactions');
  const { ids, seen, learn } = selection;
  // A choice opened from a link or reloaded names drugs this page has not shown: the matrix's answer names them.
  const unknown = ids.some((id) => !seen.has(id));
  const resolved = useInteractionMatrix(patientId, unknown ? ids : []);
  useEffect(() => {
    if (resolved.data) learn(resolved.data.drugs);
  }, [resolved.data, learn]);
  const nameOf = (id: string) => seen.get(id)?.fullName ?? id;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chosen-drugs-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="chosen-drugs-title">
            {t('selection.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('selection.count', { count: ids.length, max: DRUG_SELECTION_MAX })}
          </Text>
        </Group>
        {ids.length === 0 ? (
          <Text c="dimmed">{t('selection.none')}</Text>
        ) : (
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('selection.title')}>
            {ids.map((id) => (
              <li key={id} style={{ maxWidth: '100%' }}>
                <Badge
                  variant="light"
                  size="lg"
                  tt="none"
                  styles={{ root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 }, label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                  rightSection={<CloseButton size="xs" onClick={() => selection.remove(id)} aria-label={t('selection.remove', { name: nameOf(id) })} />}
                >
                  {nameOf(id)}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        {selection.overLimit ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('selection.limit')}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {ids.length > 1 ? (
            <Button component={Link} to={interactionsPath(patientId, ids)}>
              {t('selection.check')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('selection.needTwo')}
            </Text>
          )}
          {ids.length > 0 ? (
            <Button variant="subtle" onClick={selection.clear}>
              {t('selection.clear')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /druginteractions — the choice of drugs of the patient the account acts for (spec part 2 §2). */
export function DrugSelectionPage() {
  const { t } = useTranslation('drug-interactions');
  const selection = useSelection();
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <PatientPicker maw={{ base: '100%', sm: 360 }} />
      <PatientGate none={t('noPatient')} failure={t('loadFailed')}>
        {(patientId) => (
          <Stack gap="lg">
            <Text>{t('intro')}</Text>
            <ChosenDrugs patientId={patientId} selection={selection} />
            <TakenDrugs patientId={patientId} selection={selection} />
            <DrugSearch patientId={patientId} selection={selection} />
          </Stack>
        )}
      </PatientGate>
    </Stack>
  );
}
