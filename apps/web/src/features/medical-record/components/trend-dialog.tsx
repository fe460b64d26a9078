import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { ElementaryResult } from '@portal/contracts';
import { formatDay, referenceRangeText } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useTrend } from '../api/get-trend';

/**
 * The value axis of a trend chart: its numbers in the page's language, thousands grouped from 1 000
 * ("1 250,5"), and its width in px, enough for its longest label (about 7 px a character at the axis'
 * 12 px, and the 10 px gap to the plot) so no label is clipped (issue 28 item 18).
 */
export function trendAxis(language: string, values: ReadonlyArray<number | null>) {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: 'always' });
  const format = (v: number) => numbers.format(v);
  const longest = Math.max(0, ...values.filter((v): v is number => v !== null).map((v) => format(v).length));
  return { format, width: Math.max(40, longest * 7 + 18) };
}

/**
 * One analyte's values over time against its reference band (beyond the spec: GET .../trend?code=),
 * drawn with @mantine/charts (this file is a chunk of its own), and the same values as a table for
 * those who do not see the chart.
 */
export function TrendDialog({ patientId, element, onClose }: { patientId: number; element: ElementaryResult; onClose: () => void }) {
  const { t, i18n } = useTranslation('medical-record');
  const trend = useTrend(patientId, element.code);
  const points = trend.data?.points ?? [];
  const data = points.map((p) => ({ day: formatDay(p.resultAt), value: p.value }));
  const last = points.at(-1);
  const low = last?.referenceLow ?? element.referenceLow;
  const high = last?.referenceHigh ?? element.referenceHigh;
  const unit = trend.data?.unit ?? element.unit ?? '';
  const axis = trendAxis(i18n.language, [...points.map((p) => p.value), low, high]);

  return (
    <Modal opened onClose={onClose} title={t('results.trendTitle', { name: element.name })} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      {trend.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : trend.isError ? (
        <Text c="red">{t('results.trendFailed')}</Text>
      ) : (
        <Stack gap="sm">
          <div role="img" aria-label={t('results.trendChart', { name: element.name, count: points.length })} data-testid="trend-chart">
            <LineChart
              h={220}
              data={data}
              dataKey="day"
              series={[{ name: 'value', label: element.name, color: 'blue.7' }]}
              // The axis reads bare numbers ("1 250,5"; the unit is in the range line under the chart), the tooltip a value with its unit.
              valueFormatter={(v) => (unit ? `${axis.format(v)} ${unit}` : axis.format(v))}
              // Room for the longest value label, and for half a date beyond the first and last points (issue 28 item 18).
              yAxisProps={{ domain: ['auto', 'auto'], width: axis.width, tickFormatter: (v: number) => axis.format(v) }}
              xAxisProps={{ padding: { left: 12, right: 12 }, minTickGap: 16 }}
              lineChartProps={{ margin: { top: 12, right: 40, bottom: 8, left: 4 } }}
              referenceLines={[
                ...(low !== null ? [{ y: low, label: t('results.low'), color: 'orange.8' }] : []),
                ...(high !== null ? [{ y: high, label: t('results.high'), color: 'red.8' }] : []),
              ]}
              curveType="linear"
              withDots
            />
          </div>
          <Text size="sm">
            {t('results.range')}: {referenceRangeText(low, high, i18n.language) || '—'} {unit}
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table aria-label={t('results.trendTable', { name: element.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.date')}</Table.Th>
                  <Table.Th>{t('results.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((p) => (
                  <Table.Tr key={`${p.orderId}-${p.resultAt}`}>
                    <Table.Td>{formatDay(p.resultAt)}</Table.Td>
                    <Table.Td>
                      {axis.format(p.value)} {unit}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
