import { Anchor, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClinicDocumentRequest } from '@portal/contracts';
import { documentRequestStatuses, type DocumentRequestStatus } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, useFilterParams } from '../../../shared/list-filters';
import { useRequests } from '../api/requests';
import { requestPath } from '../paths';
import { moment, RequestBadge } from './parts';

function RequestItem({ request }: { request: ClinicDocumentRequest }) {
  const { t } = useTranslation('documentRequests');
  const headingId = `request-${request.id}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h5" id={headingId}>
            <Anchor component={Link} to={requestPath(request.id)} inherit>
              {t('list.item', { name: request.patientName, date: moment(request.registeredAt) })}
            </Anchor>
          </Title>
          <RequestBadge status={request.status} />
        </Group>
        <Text size="sm">
          {[request.patientPesel ? `PESEL ${request.patientPesel}` : null, t(`delivery.${request.deliveryMethod}`), t('list.documents', { count: request.documents.length })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /document-requests — patients' requests for copies of their documentation: open ones first, filtered by state. */
export function RequestsPage() {
  const { t } = useTranslation('documentRequests');
  const filters = useFilterParams();
  // Open requests only unless the registrar asks for every one.
  const onlyOpen = filters.get('all') !== 'true';
  const status = (filters.get('status') || undefined) as DocumentRequestStatus | undefined;
  const requests = useRequests({ status, onlyOpen: onlyOpen && !status });
  return (
    <Stack>
      <PageHeading documentTitle={t('list.title')}>{t('list.title')}</PageHeading>
      <Text c="dimmed">{t('list.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter name="status" label={t('list.status')} data={documentRequestStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
        <Checkbox label={t('list.onlyOpen')} checked={onlyOpen && !status} disabled={Boolean(status)} onChange={(e) => filters.set('all', e.currentTarget.checked ? null : 'true')} mb={8} />
      </Group>
      <PagedList query={requests} renderItem={(r) => <RequestItem key={r.id} request={r} />} empty={<Text>{t('list.empty')}</Text>} failure={t('list.loadFailed')} />
    </Stack>
  );
}
