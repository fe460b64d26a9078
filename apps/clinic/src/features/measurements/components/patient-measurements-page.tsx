import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { defaultRange } from '@portal/domain';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { dateRangeFilter, RecordFilterFields, RecordList, useRecordFilters } from '@portal/ui/records';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { patientMeasurementsQuery, patientReportPath, patientSeriesQuery } from '../api/measurements';
import { MeasurementsCharts } from './measurements-charts';
import { MeasurementsTable } from './measurements-table';

const LIMITS = { allowFuture: false } as const;

/**
 * /clinic/patients/:patientId/measurements — the patient's diary for the clinicians: a range of days (the
 * last year at first, in the address), the charts of the range and the table, ten at a time; the report.
 * Every read is written to the audit the patient sees.
 */
export function PatientMeasurementsPage() {
  const { t } = useTranslation(['measurements', 'ui']);
  const patientId = Number(useParams().patientId);
  const filters = useMemo(() => ({ range: dateRangeFilter({ label: t('range'), limits: LIMITS, default: (today: string) => defaultRange('lastYear', today) }) }), [t]);
  const state = useRecordFilters(filters);
  const range = state.values.range;
  const series = useQuery({ ...patientSeriesQuery(patientId, range), enabled: state.valid });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/patients/${patientId}`} size="sm">
        {t('back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        <Button variant="light" disabled={!state.valid} onClick={() => void openPrintout(patientReportPath(patientId, range))}>
          {t('report')}
        </Button>
      </Group>
      <RecordFilterFields filters={filters} state={state} />
      {state.valid ? (
        <>
          <QueryBoundary query={series} failure={t('loadFailed')}>
            {(data) => <MeasurementsCharts items={data.items} />}
          </QueryBoundary>
          <RecordList
            source={() => ({ paged: patientMeasurementsQuery(patientId, range) })}
            failure={t('loadFailed')}
            empty={<Text>{t('empty')}</Text>}
            renderItems={(items) => <MeasurementsTable items={items} label={t('table')} />}
          />
        </>
      ) : (
        <Text c="dimmed">{t('ui:range.fixToList')}</Text>
      )}
    </Stack>
  );
}
