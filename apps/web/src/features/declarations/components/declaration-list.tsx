import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Declaration } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { declarationPath } from '../paths';
import { DeclarationBadges } from './declaration-badges';
import { personName, unitLine } from './declaration-words';

/** The declarations as a table (cards on a phone), each one's type linking to its details. */
export function DeclarationList({ declarations }: { declarations: readonly Declaration[] }) {
  const { t } = useTranslation('declarations');
  const isPhone = useIsPhone();
  const none = t('none');
  const link = (d: Declaration) => (
    <Anchor component={Link} to={declarationPath(d.id)} fw={600} aria-label={t('list.showDetails', { name: t(`types.${d.type}`), date: formatDay(d.registrationDate) })}>
      {t(`types.${d.type}`)}
    </Anchor>
  );
  const rejection = (d: Declaration) =>
    d.decision === 'REJECTED' && d.decisionReason ? (
      <Text size="sm" mt={4}>
        {t('rejectedBecause', { reason: d.decisionReason })}
      </Text>
    ) : null;

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.caption')}>
        {declarations.map((d) => (
          <Paper component="li" key={d.id} withBorder p="md">
            <Stack gap={6}>
              <Title order={2} fz="lg">
                {link(d)}
              </Title>
              <Group gap={6}>
                <DeclarationBadges declaration={d} />
              </Group>
              {rejection(d)}
              <Text size="sm">
                {t('fields.practitioner')}: {personName(d.practitioner)}
              </Text>
              <Text size="sm">
                {t('fields.unit')}: {unitLine(d.hospitalOrganizationUnit)}
              </Text>
              <Text size="sm">
                {t('fields.registrationDate')}: {formatDay(d.registrationDate)}
              </Text>
              <Text size="sm">
                {t('fields.dateOfSubmission')}: {formatDay(d.dateOfSubmission) || none}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{t('list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.type')}</Table.Th>
            <Table.Th scope="col">{t('fields.state')}</Table.Th>
            <Table.Th scope="col">{t('fields.practitioner')}</Table.Th>
            <Table.Th scope="col">{t('fields.unit')}</Table.Th>
            <Table.Th scope="col">{t('fields.registrationDate')}</Table.Th>
            <Table.Th scope="col">{t('fields.dateOfSubmission')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {declarations.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{link(d)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  <DeclarationBadges declaration={d} />
                </Group>
                {rejection(d)}
              </Table.Td>
              <Table.Td>{personName(d.practitioner)}</Table.Td>
              <Table.Td>{unitLine(d.hospitalOrganizationUnit)}</Table.Td>
              <Table.Td>{formatDay(d.registrationDate)}</Table.Td>
              <Table.Td>{formatDay(d.dateOfSubmission) || none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
