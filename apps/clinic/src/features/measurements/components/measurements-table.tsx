import { Table, Text } from '@mantine/core';
import type { Measurement, MeasurementKind } from '@portal/contracts';
import { formatDateTime, measurementKinds } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** A patient's measurements as a table, every kind a column (the console shows them all), newest first. */
export function MeasurementsTable({ items, label }: { items: Measurement[]; label: string }) {
  const { t, i18n } = useTranslation('measurements');
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const n = (v: number | null) => (v === null ? '—' : numbers.format(v));
  const value = (m: Measurement, kind: MeasurementKind) =>
    kind === 'PRESSURE'
      ? m.pressureHigh !== null && m.pressureLow !== null
        ? `${m.pressureHigh}/${m.pressureLow}${m.pressureCategory ? ` (${t(`category.${m.pressureCategory}`)})` : ''}`
        : '—'
      : n({ WEIGHT: m.weight, HEIGHT: m.height, BMI: m.bmi, SURFACE: m.surface }[kind]);
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('date')}</Table.Th>
            {measurementKinds.map((kind) => (
              <Table.Th key={kind}>
                {t(`kinds.${kind}`)} ({t(`units.${kind}`)})
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                {formatDateTime(m.dateMeasurement)}
                {m.source === 'IMPORT' ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    ({t('imported')})
                  </Text>
                ) : null}
              </Table.Td>
              {measurementKinds.map((kind) => (
                <Table.Td key={kind}>{value(m, kind)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
