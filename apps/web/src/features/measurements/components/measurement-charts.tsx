import '@mantine/charts/styles.css';
import { LineChart, type ChartReferenceAreaProps } from '@mantine/charts';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Measurement, MeasurementKind, MeasurementSeries } from '@portal/contracts';
import { formatDateTime, formatDay, pressureBands } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The charts of a range, one per kind the clinic shows (drawn with @mantine/charts, like the results'
 * trends; this file is a chunk of its own): blood pressure with both values over the ESC/ESH 2018
 * systolic bands, weight, BMI, and height when it changes in the range (a growing child's). A kind
 * without values in the range has no chart; the list under the charts has every value as text.
 */
export function MeasurementCharts({ series, kinds }: { series: UseQueryResult<MeasurementSeries>; kinds: readonly MeasurementKind[] }) {
  const { t } = useTranslation('measurements');
  if (series.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (series.isError) return <Text c="red.8">{t('chart.loadFailed')}</Text>;
  const items = series.data.items;
  const charted = kinds.filter((kind) => hasChart(kind, items));
  if (charted.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('chart.title')}
      </Title>
      {series.data.truncated ? <Text size="sm">{t('chart.truncated')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: charted.length > 1 ? 2 : 1 }} spacing="md">
        {charted.map((kind) => (
          <KindChart key={kind} kind={kind} items={items} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const valueOfKind: Record<Exclude<MeasurementKind, 'PRESSURE'>, (m: Measurement) => number | null> = {
  WEIGHT: (m) => m.weight,
  HEIGHT: (m) => m.height,
  BMI: (m) => m.bmi,
  SURFACE: (m) => m.surface,
};

/** Whether a kind gets a chart: pressure, weight and BMI with a value; height only when it changes; body surface never (the list has it). */
function hasChart(kind: MeasurementKind, items: Measurement[]): boolean {
  if (kind === 'PRESSURE') return items.some((m) => m.pressureHigh !== null);
  if (kind === 'SURFACE') return false;
  const values = items.map(valueOfKind[kind]).filter((v): v is number => v !== null);
  if (kind === 'HEIGHT') return new Set(values).size > 1;
  return values.length > 0;
}

/** The systolic bands of the guidelines as areas behind the lines (kept inside the values' own axis; the note under the chart names them). */
const systolicAreas = (): ChartReferenceAreaProps[] =>
  pressureBands.map((band, i) => ({
    y1: band.systolicFrom,
    y2: pressureBands[i + 1]?.systolicFrom ?? 300,
    color: band.colour,
    fillOpacity: 0.08,
    strokeOpacity: 0,
    ifOverflow: 'hidden',
  }));

function KindChart({ kind, items }: { kind: MeasurementKind; items: Measurement[] }) {
  const { t, i18n } = useTranslation('measurements');
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const unit = t(`units.${kind}`);
  const pressure = kind === 'PRESSURE';
  const points = pressure
    ? items.filter((m) => m.pressureHigh !== null).map((m) => ({ day: formatDay(m.dateMeasurement), when: formatDateTime(m.dateMeasurement), systolic: m.pressureHigh, diastolic: m.pressureLow }))
    : items
        .filter((m) => valueOfKind[kind as Exclude<MeasurementKind, 'PRESSURE'>](m) !== null)
        .map((m) => ({ day: formatDay(m.dateMeasurement), when: formatDateTime(m.dateMeasurement), value: valueOfKind[kind as Exclude<MeasurementKind, 'PRESSURE'>](m) }));
  const name = t(`kinds.${kind}`);
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {name} ({unit})
      </Title>
      <div role="img" aria-label={t('chart.image', { kind: name, count: points.length })} data-testid={`chart-${kind}`}>
        <LineChart
          h={220}
          data={points}
          dataKey="day"
          series={
            pressure
              ? [
                  { name: 'systolic', label: t('chart.systolic'), color: 'red.8' },
                  { name: 'diastolic', label: t('chart.diastolic'), color: 'blue.8' },
                ]
              : [{ name: 'value', label: name, color: 'blue.8' }]
          }
          valueFormatter={(v) => `${numbers.format(v)} ${unit}`}
          yAxisProps={{ domain: pressure ? [(min: number) => Math.max(30, Math.floor(min / 10) * 10 - 10), (max: number) => Math.ceil(max / 10) * 10 + 10] : ['auto', 'auto'], width: 48, tickFormatter: (v: number) => numbers.format(v) }}
          xAxisProps={{ padding: { left: 12, right: 12 }, minTickGap: 16 }}
          lineChartProps={{ margin: { top: 12, right: 24, bottom: 8, left: 4 } }}
          referenceAreas={pressure ? systolicAreas() : undefined}
          withLegend={pressure}
          curveType="linear"
          withDots
          connectNulls
        />
      </div>
      {pressure ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('chart.bands')}
        </Text>
      ) : null}
    </Paper>
  );
}
