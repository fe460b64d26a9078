import { Anchor, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOptions } from '../api/schedules';
import { serviceTermsPath } from '../paths';

/** /bookings/services — the services whose booking terms and price lists the clinic sets. */
export function ServicesPage() {
  const { t } = useTranslation('bookings');
  const services = useOptions('services');
  const [q, setQ] = useState('');
  const shown = (services.data ?? []).filter((s) => s.label.toLowerCase().includes(q.trim().toLowerCase()));
  return (
    <Stack>
      <PageHeading documentTitle={t('services.title')}>{t('services.title')}</PageHeading>
      <Text c="dimmed">{t('services.intro')}</Text>
      <TextInput label={t('services.filter')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w="100%" maw={360} />
      <Stack gap={6} component="ul" p={0} m={0}>
        {shown.map((s) => (
          <Paper key={s.value} withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
            <Group justify="space-between">
              <Anchor component={Link} to={serviceTermsPath(Number(s.value))}>
                {s.label}
              </Anchor>
              {s.commercial && <Badge color="grape" variant="light">{t('funding.COMMERCIAL')}</Badge>}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
