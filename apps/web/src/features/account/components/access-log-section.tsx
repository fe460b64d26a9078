import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { accessLogWhatValues, type AccessLogItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@portal/ui/lists';
import { useAccessLog } from '../api/access-log';

const knownWhat = (what: string): what is (typeof accessLogWhatValues)[number] => (accessLogWhatValues as readonly string[]).includes(what);

function Entry({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** One read: when, who (name and roles), what in words, whose record. */
function AccessLogRow({ item }: { item: AccessLogItem }) {
  const { t } = useTranslation('account');
  const roles = item.staffRoles.map((role) => t(`accessLog.roles.${role}`)).join(', ');
  return (
    <Paper withBorder p="sm">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 4 }} spacing="xs" m={0}>
        <Entry label={t('accessLog.when')}>{formatDateTime(item.at)}</Entry>
        <Entry label={t('accessLog.who')}>{roles ? `${item.staffName} (${roles})` : item.staffName}</Entry>
        <Entry label={t('accessLog.what')}>{t(`accessLog.whats.${knownWhat(item.what) ? item.what : 'OTHER'}`)}</Entry>
        <Entry label={t('accessLog.whose')}>{`${item.patient.name} ${item.patient.lastName}`}</Entry>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The account tab's "Kto przeglądał moje dane": the clinic's read audit of the own record and of the
 * profiles the account acts for, newest first, a page at a time.
 */
export function AccessLogSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const query = useAccessLog();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {t('accessLog.title')}
        </Title>
        <Text size="sm">{t('accessLog.intro')}</Text>
        <Text size="sm">{t('accessLog.covers')}</Text>
        <PagedList
          query={query}
          empty={t('accessLog.empty')}
          failure={t('accessLog.failed')}
          renderItem={(item) => <AccessLogRow key={item.id} item={item} />}
        />
      </Stack>
    </Paper>
  );
}
