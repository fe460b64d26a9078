import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Allergy } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allergyPath } from '../paths';
import { AllergyCategoryBadges, AllergyStatusBadge, EnteredByPatientBadge } from './allergy-badges';
import { useIsPhone } from '@portal/ui/page';

export function AllergyList({ allergies }: { allergies: readonly Allergy[] }) {
  const { t } = useTranslation('allergies');
  // On a phone six columns do not fit, so each allergy becomes a card.
  const isPhone = useIsPhone();
  const none = t('none');

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.caption')}>
        {allergies.map((a) => (
          <Paper component="li" key={a.allergyId} withBorder p="md">
            <Stack gap={6}>
              <Title order={2} fz="lg">
                <Anchor component={Link} to={allergyPath(a)} aria-label={t('list.showDetails', { name: a.allergyName })}>
                  {a.allergyName}
                </Anchor>
              </Title>
              <Group gap={6}>
                <AllergyStatusBadge flags={a} />
                <AllergyCategoryBadges categories={a.allergyCategory} />
                {a.enteredByPatient && <EnteredByPatientBadge />}
              </Group>
              <Text size="sm">
                {t('fields.type')}: {a.allergyTypeName}
              </Text>
              <Text size="sm">
                {t('fields.severity')}: {a.degreeOfSeverityName ?? none}
              </Text>
              <Text size="sm">
                {t('fields.occurrenceDate')}: {formatDay(a.allergyOccurrenceDate) || none}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{t('list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.name')}</Table.Th>
            <Table.Th scope="col">{t('fields.type')}</Table.Th>
            <Table.Th scope="col">{t('fields.categories')}</Table.Th>
            <Table.Th scope="col">{t('fields.status')}</Table.Th>
            <Table.Th scope="col">{t('fields.severity')}</Table.Th>
            <Table.Th scope="col">{t('fields.occurrenceDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {allergies.map((a) => (
            <Table.Tr key={a.allergyId}>
              <Table.Td>
                <Anchor component={Link} to={allergyPath(a)} fw={600} aria-label={t('list.showDetails', { name: a.allergyName })}>
                  {a.allergyName}
                </Anchor>
                {a.enteredByPatient && (
                  <Group mt={4}>
                    <EnteredByPatientBadge />
                  </Group>
                )}
              </Table.Td>
              <Table.Td>{a.allergyTypeName}</Table.Td>
              <Table.Td>
                <AllergyCategoryBadges categories={a.allergyCategory} />
              </Table.Td>
              <Table.Td>
                <AllergyStatusBadge flags={a} />
              </Table.Td>
              <Table.Td>{a.degreeOfSeverityName ?? none}</Table.Td>
              <Table.Td>{formatDay(a.allergyOccurrenceDate) || none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
