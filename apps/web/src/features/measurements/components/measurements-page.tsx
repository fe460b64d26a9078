import { Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import type { MeasurementKind } from '@portal/contracts';
import { defaultRange, type DayRange } from '@portal/domain';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { dateRangeFilter, RecordFilterFields, RecordList, useRecordFilters } from '@portal/ui/records';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatientScope } from '../../../shared/page/patient-scope';
import { measurementReportPath, measurementSeriesQuery, measurementsQuery, useMeasurementConfiguration } from '../api/measurements';
import { newMeasurementPath } from '../paths';
import { ImportDialog } from './import-dialog';
import { MeasurementList } from './measurement-list';
import { shownInOrder } from './measurement-words';

// The charts' library is a chunk of its own, loaded with the first chart.
const MeasurementCharts = lazy(() => import('./measurement-charts').then((m) => ({ default: m.MeasurementCharts })));

/** Spec part 2 §9: no day in the future, none before 20 years ago; the last year at first. */
const LIMITS = { allowFuture: false } as const;

/**
 * /measurements (spec part 2 §2, §9): the measurements of the patient the account acts for, in a range
 * of days kept in the address (the last year at first): a chart per kind the clinic shows, then the
 * list, ten at a time, newest first. From here she adds one, imports a CSV file, prints the report.
 */
export function MeasurementsPage() {
  const { t } = useTranslation(['measurements', 'ui']);
  const patient = usePatientScope({ failure: t('list.loadFailed'), none: t('list.noPatient') });
  const filters = useMemo(
    () => ({ range: dateRangeFilter({ label: t('list.range'), limits: LIMITS, default: (today: string) => defaultRange('lastYear', today) }) }),
    [t],
  );
  const state = useRecordFilters(filters);
  const range = state.values.range;
  const configuration = useMeasurementConfiguration();
  const [importing, setImporting] = useState(false);
  const { patientId } = patient;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        {patientId !== null ? (
          <Group gap="sm">
            <Button component={Link} to={newMeasurementPath(patientId)}>
              {t('list.add')}
            </Button>
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('list.import')}
            </Button>
            <Button variant="light" disabled={!state.valid} onClick={() => void openPrintout(measurementReportPath(patientId, range))}>
              {t('list.report')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {patient.picker}
      <RecordFilterFields filters={filters} state={state} />
      {patient.gate((id) =>
        state.valid ? (
          <QueryBoundary query={configuration} failure={t('list.configFailed')}>
            {(config) => {
              const kinds = shownInOrder(config.shownKinds);
              return (
                <Stack gap="lg">
                  <PatientCharts patientId={id} range={range} kinds={kinds} />
                  <RecordList
                    source={() => ({ paged: measurementsQuery(id, range) })}
                    failure={t('list.loadFailed')}
                    empty={
                      <EmptyState align="left" description={t('list.empty')}>
                        <Button component={Link} to={newMeasurementPath(id)} mt="sm" variant="light">
                          {t('list.add')}
                        </Button>
                      </EmptyState>
                    }
                    renderItems={(items) => <MeasurementList items={items} kinds={kinds} />}
                  />
                </Stack>
              );
            }}
          </QueryBoundary>
        ) : (
          <Text c="dimmed">{t('ui:range.fixToList')}</Text>
        ),
      )}
      {importing && patientId !== null ? <ImportDialog patientId={patientId} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}

/** The charts of the patient's range (the series read here, drawn by the charts' own chunk). */
function PatientCharts({ patientId, range, kinds }: { patientId: number; range: DayRange; kinds: readonly MeasurementKind[] }) {
  const series = useQuery(measurementSeriesQuery(patientId, range));
  return (
    <Suspense fallback={null}>
      <MeasurementCharts series={series} kinds={kinds} />
    </Suspense>
  );
}
