import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui/page';
import { linkStatusPalette } from '../link-status';

/**
 * The people of one link list (wards, children, wardens, parents) as cards: name, birth date, the
 * link's state as a word and a colour, an explanation when the link no longer gives access, and the
 * actions the tab offers for that person.
 */
export function LinkedProfileList({
  profiles,
  label,
  note,
  actions,
}: {
  profiles: readonly LinkedProfile[];
  /** The list's accessible name. */
  label: string;
  /** A line under the name (why the link gives no access now, say). */
  note?: (profile: LinkedProfile) => ReactNode;
  actions?: (profile: LinkedProfile) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {profiles.map((p) => (
        <Paper component="li" key={`${p.accountId}-${p.patientId}`} withBorder p="md">
          <Stack gap="xs" h="100%">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={3} fz="lg">
                {p.name} {p.lastName}
              </Title>
              <StatusBadge status={p.status} palette={linkStatusPalette} label={t(`linkStatus.${p.status}`)} />
            </Group>
            {p.birthDate ? (
              <Text size="sm">
                {t('linked.birthDate')}: {formatDay(p.birthDate)}
              </Text>
            ) : null}
            {note?.(p)}
            {actions ? (
              <Group gap="xs" mt="auto" pt="xs">
                {actions(p)}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
