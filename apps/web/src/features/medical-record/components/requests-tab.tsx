import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentRequest } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { checkboxFilter, dateRangeFilter, RecordList } from '@portal/ui/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentRequestsQuery } from '../api/get-document-requests';
import { requestAttachmentUrl } from '../paths';
import { RequestDialog } from './request-dialog';
import { WrittenByLine } from './written-by-line';
import { documentLabel } from '../document-label';

const LIMITS = { allowFuture: false } as const;
const statusColor = { REGISTERED: 'blue', IN_PROGRESS: 'yellow', COMPLETED: 'green', REJECTED: 'red' } as const;

/** /benefits/cdocrequests (spec part 1 §2, §7): the requests ("Tylko niezrealizowane", registration days, kept in the address) and "Nowy wniosek". */
export function RequestsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const [creating, setCreating] = useState(false);

  return (
    <RecordList
      toolbar={
        <Group justify="flex-end">
          <Button onClick={() => setCreating(true)}>{t('requests.new')}</Button>
        </Group>
      }
      filters={{
        onlyUncompleted: checkboxFilter({ param: 'onlyUncompleted', label: t('requests.onlyUncompleted') }),
        range: dateRangeFilter({ label: t('requests.range'), limits: LIMITS }),
      }}
      source={({ onlyUncompleted, range }) => ({ paged: documentRequestsQuery(patientId, onlyUncompleted, range) })}
      failure={t('requests.loadFailed')}
      empty={t('requests.empty')}
      renderItem={(r) => <RequestCard key={r.id} request={r} />}
    >
      {creating && <RequestDialog patientId={patientId} onClose={() => setCreating(false)} />}
    </RecordList>
  );
}

function RequestCard({ request: r }: { request: DocumentRequest }) {
  const { t } = useTranslation('medical-record');
  return (
    <Card withBorder component="article" aria-labelledby={`request-${r.id}`} data-testid="document-request">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`request-${r.id}`}>
            {t('requests.heading', { date: formatDay(r.registeredAt) })}
          </Title>
          <Badge color={statusColor[r.status]} variant="light">
            {t(`requests.statuses.${r.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('requests.deliveryLabel')}: {t(`requests.delivery.${r.deliveryMethod}`)}
          {r.address && ` — ${r.address.street} ${r.address.houseNumber}${r.address.apartmentNumber ? `/${r.address.apartmentNumber}` : ''}, ${r.address.postalCode} ${r.address.city}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {r.description}
        </Text>
        {r.documents.length > 0 && (
          <Text size="sm">
            {t('requests.documents')}: {r.documents.map((d) => `${documentLabel(d)} (${formatDay(d.documentDate)})`).join('; ')}
          </Text>
        )}
        {r.completedAt && <Text size="sm">{t('requests.completedAt', { date: formatDay(r.completedAt) })}</Text>}
        <WrittenByLine writtenBy={r.handledBy} text="requests.handledBy" />
        {r.clinicComment && (
          <Text size="sm">
            {t('requests.comment')}: {r.clinicComment}
          </Text>
        )}
        {r.attachments.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {r.attachments.map((a) => (
              <Button key={a.id} component="a" size="compact-sm" variant="light" href={requestAttachmentUrl(r.id, a.id)} target="_blank" rel="noopener" aria-label={t('requests.download', { name: a.fileName })}>
                {a.fileName}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
