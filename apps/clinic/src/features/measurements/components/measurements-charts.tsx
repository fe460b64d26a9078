import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Measurement } from '@portal/contracts';
import { formatDay, pressureBands } from '@portal/domain';
import { useTranslation } from 'react-i18next';

type Charted = 'PRESSURE' | 'WEIGHT' | 'BMI';

/** The range's pressure (both values over the ESC/ESH 2018 systolic bands), weight and BMI, each kind with values. */
export function MeasurementsCharts({ items }: { items: Measurement[] }) {
  const { t, i18n } = useTranslation('measurements');
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const of: Record<Exclude<Charted, 'PRESSURE'>, (m: Measurement) => number | null> = { WEIGHT: (m) => m.weight, BMI: (m) => m.bmi };
  const charts = (['PRESSURE', 'WEIGHT', 'BMI'] as const)
    .map((kind) => ({
      kind,
      points:
        kind === 'PRESSURE'
          ? items.filter((m) => m.pressureHigh !== null).map((m) => ({ day: formatDay(m.dateMeasurement), systolic: m.pressureHigh, diastolic: m.pressureLow }))
          : items.filter((m) => of[kind](m) !== null).map((m) => ({ day: formatDay(m.dateMeasurement), value: of[kind](m) })),
    }))
    .filter((c) => c.points.length > 0);
  if (charts.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t('chartsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: charts.length > 1 ? 2 : 1 }} spacing="md">
        {charts.map(({ kind, points }) => {
          const unit = t(`units.${kind}`);
          const name = t(`kinds.${kind}`);
          const pressure = kind === 'PRESSURE';
          return (
            <Paper key={kind} withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                {name} ({unit})
              </Title>
              <div role="img" aria-label={t('chart', { kind: name, count: points.length })}>
                <LineChart
                  h={200}
                  data={points}
                  dataKey="day"
                  series={
                    pressure
                      ? [
                          { name: 'systolic', label: t('systolic'), color: 'red.8' },
                          { name: 'diastolic', label: t('diastolic'), color: 'blue.8' },
                        ]
                      : [{ name: 'value', label: name, color: 'blue.8' }]
                  }
                  valueFormatter={(v) => `${numbers.format(v)} ${unit}`}
                  yAxisProps={{ domain: pressure ? [(min: number) => Math.max(30, Math.floor(min / 10) * 10 - 10), (max: number) => Math.ceil(max / 10) * 10 + 10] : ['auto', 'auto'], width: 48 }}
                  xAxisProps={{ padding: { left: 12, right: 12 }, minTickGap: 16 }}
                  referenceAreas={
                    pressure
                      ? pressureBands.map((band, i) => ({ y1: band.systolicFrom, y2: pressureBands[i + 1]?.systolicFrom ?? 300, color: band.colour, fillOpacity: 0.08, strokeOpacity: 0, ifOverflow: 'hidden' as const }))
                      : undefined
                  }
                  withLegend={pressure}
                  curveType="linear"
                  withDots
                  connectNulls
                />
              </div>
              {pressure ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('bands')}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </SimpleGrid>
    </>
  );
}
