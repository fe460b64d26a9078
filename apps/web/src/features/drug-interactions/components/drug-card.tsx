import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RegisterDrug } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A register drug as a row of a list: its full name, international name and substances, and an add button. */
export function DrugRow({ drug, chosen, onAdd, extra }: { drug: RegisterDrug; chosen: boolean; onAdd: () => void; extra?: ReactNode }) {
  const { t } = useTranslation('drug-interactions');
  const substances = drug.substances.map((s) => (s.amount ? `${s.name} ${s.amount}` : s.name)).join(', ');
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {drug.fullName}
          </Text>
          {drug.internationalName ? (
            <Text size="sm" c="dimmed">
              {t('drug.international', { name: drug.internationalName })}
            </Text>
          ) : null}
          {substances ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('drug.substances', { names: substances })}
            </Text>
          ) : null}
          {extra}
        </Stack>
        {chosen ? (
          <Badge variant="light" color="teal" tt="none" aria-label={t('drug.addedNamed', { name: drug.fullName })}>
            {t('drug.added')}
          </Badge>
        ) : (
          <Button size="xs" variant="light" onClick={onAdd} aria-label={t('drug.addNamed', { name: drug.fullName })}>
            {t('drug.add')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** A list of drug rows, without bullets. */
export function DrugRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
