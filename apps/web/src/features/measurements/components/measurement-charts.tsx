import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MeasurementKind, MeasurementSeries } from '@portal/contracts';
import { chartedKinds, MeasurementChart } from '@portal/ui/measurements';
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
  const charted = chartedKinds(kinds, items);
  if (charted.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('chart.title')}
      </Title>
      {series.data.truncated ? <Text size="sm">{t('chart.truncated')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: charted.length > 1 ? 2 : 1 }} spacing="md">
        {charted.map((kind) => (
          <MeasurementChart
            key={kind}
            kind={kind}
            items={items}
            labels={{
              name: t(`kinds.${kind}`),
              unit: t(`units.${kind}`),
              systolic: t('chart.systolic'),
              diastolic: t('chart.diastolic'),
              image: (count) => t('chart.image', { kind: t(`kinds.${kind}`), count }),
              bands: t('chart.bands'),
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
