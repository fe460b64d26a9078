import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Partner } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { usePartners } from '../api/get-partners';
import { NEW, partnerPath } from '../paths';
import { PartnerActiveBadge } from './partner-parts';
import { OrganisationSwitch } from './shared';

function PartnersTable({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation('organisation');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('partners.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('partners.columns.name')}</Table.Th>
            <Table.Th>{t('partners.columns.kind')}</Table.Th>
            <Table.Th>{t('partners.columns.nip')}</Table.Th>
            <Table.Th>{t('partners.columns.personnel')}</Table.Th>
            <Table.Th>{t('partners.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partners.map((p) => (
            <Table.Tr key={p.id} data-testid={`partner-${p.id}`}>
              <Table.Td>
                <Anchor component={Link} to={partnerPath(p.id)} fw={600}>
                  {p.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`partners.kinds.${p.kind}`)}</Table.Td>
              <Table.Td>{p.nip ?? t('partners.noNip')}</Table.Td>
              <Table.Td>{t('partners.personnelCount', { count: p.personnelCount })}</Table.Td>
              <Table.Td>
                <PartnerActiveBadge active={p.active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /organisation/partners: the clinic's partners by name, with search; a new one and each partner's page (the administrator's). */
export function PartnersPage() {
  const { t } = useTranslation('organisation');
  const filters = useFilterParams();
  const q = filters.get('q') || undefined;
  const partners = usePartners({ q });
  return (
    <Stack>
      <OrganisationSwitch />
      <Group justify="space-between">
        <PageHeading documentTitle={t('partners.title')}>{t('partners.title')}</PageHeading>
        <Button component={Link} to={partnerPath(NEW)}>
          {t('partners.add')}
        </Button>
      </Group>
      <Text>{t('partners.intro')}</Text>
      <SearchFilter label={t('search')} description={t('partners.searchHint')} />
      <PagedList query={partners} renderItems={(items) => <PartnersTable partners={items} />} empty={q ? t('partners.empty') : t('partners.none')} failure={t('loadFailed')} />
    </Stack>
  );
}
