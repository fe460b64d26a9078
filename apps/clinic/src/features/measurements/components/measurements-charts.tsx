import { SimpleGrid, Title } from '@mantine/core';
import type { Measurement } from '@portal/contracts';
import { chartedKinds, MeasurementChart } from '@portal/ui/measurements';
import { useTranslation } from 'react-i18next';

/** The range's charts as the patient's diary draws them (@portal/ui/measurements): pressure over the ESC/ESH 2018 systolic bands, weight, BMI, and height when it changes. */
export function MeasurementsCharts({ items }: { items: Measurement[] }) {
  const { t } = useTranslation('measurements');
  const charted = chartedKinds(['PRESSURE', 'WEIGHT', 'BMI', 'HEIGHT'], items);
  if (charted.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t('chartsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: charted.length > 1 ? 2 : 1 }} spacing="md">
        {charted.map((kind) => (
          <MeasurementChart
            key={kind}
            kind={kind}
            items={items}
            labels={{
              name: t(`kinds.${kind}`),
              unit: t(`units.${kind}`),
              systolic: t('systolic'),
              diastolic: t('diastolic'),
              image: (count) => t('chart', { kind: t(`kinds.${kind}`), count }),
              bands: t('bands'),
            }}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
