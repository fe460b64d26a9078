import '@mantine/charts/styles.css';
import { LineChart, type ChartReferenceAreaProps } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import type { Measurement, MeasurementKind } from '@portal/contracts';
import { formatDateTime, formatDay, pressureBands } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/*
 * A patient's measurements of one kind over a range, drawn with @mantine/charts: the portal's diary and
 * the console's patient page show the same chart (each with its own words). Blood pressure has both
 * values over the ESC/ESH 2018 systolic bands; the others one line.
 */

const valueOfKind: Record<Exclude<MeasurementKind, 'PRESSURE'>, (m: Measurement) => number | null> = {
  WEIGHT: (m) => m.weight,
  HEIGHT: (m) => m.height,
  BMI: (m) => m.bmi,
  SURFACE: (m) => m.surface,
};

/** The kinds, of those given, that get a chart: pressure, weight and BMI with a value; height only when it changes (a growing child's); body surface never (the list has it). */
export function chartedKinds(kinds: readonly MeasurementKind[], items: readonly Measurement[]): MeasurementKind[] {
  return kinds.filter((kind) => {
    if (kind === 'PRESSURE') return items.some((m) => m.pressureHigh !== null);
    if (kind === 'SURFACE') return false;
    const values = items.map(valueOfKind[kind]).filter((v): v is number => v !== null);
    return kind === 'HEIGHT' ? new Set(values).size > 1 : values.length > 0;
  });
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

/** The chart's words, in the caller's namespace. */
export interface MeasurementChartLabels {
  /** The kind's name ("Ciśnienie tętnicze") and unit ("mmHg"). */
  name: string;
  unit: string;
  systolic: string;
  diastolic: string;
  /** The chart's accessible name for so many values. */
  image: (count: number) => string;
  /** The note under the pressure chart naming its bands. */
  bands: string;
}

export function MeasurementChart({ kind, items, labels }: { kind: MeasurementKind; items: readonly Measurement[]; labels: MeasurementChartLabels }) {
  const { i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const pressure = kind === 'PRESSURE';
  const points = pressure
    ? items.filter((m) => m.pressureHigh !== null).map((m) => ({ day: formatDay(m.dateMeasurement), when: formatDateTime(m.dateMeasurement), systolic: m.pressureHigh, diastolic: m.pressureLow }))
    : items
        .filter((m) => valueOfKind[kind as Exclude<MeasurementKind, 'PRESSURE'>](m) !== null)
        .map((m) => ({ day: formatDay(m.dateMeasurement), when: formatDateTime(m.dateMeasurement), value: valueOfKind[kind as Exclude<MeasurementKind, 'PRESSURE'>](m) }));
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {labels.name} ({labels.unit})
      </Title>
      <div role="img" aria-label={labels.image(points.length)} data-testid={`chart-${kind}`}>
        <LineChart
          h={220}
          data={points}
          dataKey="day"
          series={
            pressure
              ? [
                  { name: 'systolic', label: labels.systolic, color: 'red.8' },
                  { name: 'diastolic', label: labels.diastolic, color: 'blue.8' },
                ]
              : [{ name: 'value', label: labels.name, color: 'blue.8' }]
          }
          valueFormatter={(v) => `${numbers.format(v)} ${labels.unit}`}
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
          {labels.bands}
        </Text>
      ) : null}
    </Paper>
  );
}
