import { Anchor, Stack, Table, Text } from '@mantine/core';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIdentityQueue } from '../api/identity-queue';
import { identityReviewPath } from '../paths';
import { day, moment, Pager } from './parts';

/** /clinic/identities — identities waiting for the clinic, oldest first; each opens its review. */
export function IdentityQueuePage() {
  const { t } = useTranslation('patients');
  const [params, setParams] = useSearchParams();
  const pageIndex = Math.max(0, Number(params.get('page')) || 0);
  const queue = useIdentityQueue(pageIndex);
  return (
    <Stack>
      <PageHeading documentTitle={t('queue.title')}>{t('queue.title')}</PageHeading>
      <Text c="dimmed">{t('queue.intro')}</Text>
      <QueryBoundary query={queue} failure={t('queue.failed')} isEmpty={(page) => page.items.length === 0 && page.pageIndex === 0} empty={<Text>{t('queue.empty')}</Text>}>
        {(page) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-label={t('queue.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('queue.columns.person')}</Table.Th>
                    <Table.Th>{t('queue.columns.birthDate')}</Table.Th>
                    <Table.Th>{t('queue.columns.identifier')}</Table.Th>
                    <Table.Th>{t('queue.columns.login')}</Table.Th>
                    <Table.Th>{t('queue.columns.createdAt')}</Table.Th>
                    <Table.Th>{t('queue.columns.attachments')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((item) => {
                    const name = `${item.lastName} ${item.name}`;
                    return (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          <Anchor component={Link} to={identityReviewPath(item.id)} aria-label={t('queue.review', { name })}>
                            {name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{day(item.birthDate) ?? '—'}</Table.Td>
                        <Table.Td>
                          {item.nationalIdentificationNumber ?? ([item.documentNumber, item.countryCode].filter(Boolean).join(', ') || '—')}
                        </Table.Td>
                        <Table.Td>{item.accountLogin ?? t('queue.noLogin')}</Table.Td>
                        <Table.Td>{moment(item.createdAt)}</Table.Td>
                        <Table.Td>{item.attachmentCount}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager pageIndex={page.pageIndex} hasNextPage={page.hasNextPage} onPage={(next) => setParams({ page: String(next) })} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
