import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Measurement, MeasurementKind } from '@portal/contracts';
import { formatDateTime, pressureBands } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { measurementPath } from '../paths';
import { numberFormat, valueOf } from './measurement-words';

/** The ESC/ESH category of a measurement's pressure, in its band's colour. */
export function PressureCategoryBadge({ measurement }: { measurement: Measurement }) {
  const { t } = useTranslation('measurements');
  const category = measurement.pressureCategory;
  if (!category) return null;
  const colour = pressureBands.find((b) => b.category === category)?.colour;
  return (
    <Badge variant="dot" color={colour} styles={{ root: { textTransform: 'none' } }}>
      {t(`category.${category}`)}
    </Badge>
  );
}

/**
 * The measurements of a page, newest first: a table on a wide screen, cards on a phone. The columns are
 * the kinds the clinic shows; a row's date opens the measurement's edit (`editable`: the patient's own pages).
 */
export function MeasurementList({ items, kinds, editable = true }: { items: Measurement[]; kinds: readonly MeasurementKind[]; editable?: boolean }) {
  const { t, i18n } = useTranslation('measurements');
  const isPhone = useIsPhone();
  const format = numberFormat(i18n.language);
  const label = (kind: MeasurementKind) => `${t(`kinds.${kind}`)} (${t(`units.${kind}`)})`;
  const when = (m: Measurement) => {
    const text = formatDateTime(m.dateMeasurement);
    return editable ? (
      <Anchor component={Link} to={measurementPath(m)} aria-label={t('list.edit', { date: text })}>
        {text}
      </Anchor>
    ) : (
      text
    );
  };

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.table')}>
        {items.map((m) => (
          <Card component="li" key={m.id} withBorder padding="sm">
            <Title order={2} size="h5" mb={4}>
              {when(m)}
            </Title>
            <Stack gap={2}>
              {/* A card names only the values the measurement has (a phone's screen is short). */}
              {kinds
                .filter((kind) => valueOf(m, kind, format) !== '—')
                .map((kind) => (
                <Group key={kind} gap="xs" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {label(kind)}:
                  </Text>
                  <Text size="sm">{valueOf(m, kind, format)}</Text>
                  {kind === 'PRESSURE' ? <PressureCategoryBadge measurement={m} /> : null}
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('list.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.date')}</Table.Th>
            {kinds.map((kind) => (
              <Table.Th key={kind}>{label(kind)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                {when(m)}
                {m.source === 'IMPORT' ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    ({t('list.imported')})
                  </Text>
                ) : null}
              </Table.Td>
              {kinds.map((kind) => (
                <Table.Td key={kind}>
                  {kind === 'PRESSURE' ? (
                    <Group gap={6} wrap="nowrap">
                      <span>{valueOf(m, kind, format)}</span>
                      <PressureCategoryBadge measurement={m} />
                    </Group>
                  ) : (
                    valueOf(m, kind, format)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
