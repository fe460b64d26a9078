import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consentPath } from '../paths';
import { ConsentBadges } from './consent-badges';
import { consentTypeName, recipientWords, scopeWords, validityWords } from './consent-words';

/** The consents as a table (cards on a phone), each one's type linking to its details. */
export function ConsentList({ consents }: { consents: readonly Consent[] }) {
  const { t } = useTranslation('consents');
  const isPhone = useIsPhone();
  const none = t('none');
  const link = (c: Consent) => (
    <Anchor component={Link} to={consentPath(c.id)} fw={600} aria-label={t('list.showDetails', { name: consentTypeName(t, c.consentType), date: formatDay(c.validFrom) })}>
      {consentTypeName(t, c.consentType)}
    </Anchor>
  );

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.caption')}>
        {consents.map((c) => (
          <Paper component="li" key={c.id} withBorder p="md">
            <Stack gap={6}>
              <Title order={2} fz="lg">
                {link(c)}
              </Title>
              <Group gap={6}>
                <ConsentBadges consent={c} />
              </Group>
              <Text size="sm">
                {t('fields.validity')}: {validityWords(t, c.validFrom, c.validTo)}
              </Text>
              <Text size="sm">
                {t('fields.recipient')}: {recipientWords(t, c) ?? none}
              </Text>
              <Text size="sm">
                {t('fields.scope')}: {scopeWords(t, c) ?? none}
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
            <Table.Th scope="col">{t('fields.status')}</Table.Th>
            <Table.Th scope="col">{t('fields.validity')}</Table.Th>
            <Table.Th scope="col">{t('fields.recipient')}</Table.Th>
            <Table.Th scope="col">{t('fields.scope')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consents.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{link(c)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  <ConsentBadges consent={c} />
                </Group>
              </Table.Td>
              <Table.Td>{validityWords(t, c.validFrom, c.validTo)}</Table.Td>
              <Table.Td>{recipientWords(t, c) ?? none}</Table.Td>
              <Table.Td>{scopeWords(t, c) ?? none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
