import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Unit } from '@portal/contracts';
import { formatPhone } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnits } from '../api/get-units';
import { NEW, unitPath } from '../paths';
import { ActiveFilter, SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { ActiveBadge, flagOf, OrganisationSwitch, useIsAdmin } from './shared';

/** "ul. Zakopiańska 62/3, 30-418 Kraków". */
export const addressOf = (u: Pick<Unit, 'street' | 'houseNumber' | 'apartmentNumber' | 'postalCode' | 'city'>) =>
  `${u.street} ${u.houseNumber}${u.apartmentNumber ? `/${u.apartmentNumber}` : ''}, ${u.postalCode} ${u.city}`;

function UnitRow({ unit }: { unit: Unit }) {
  const { t } = useTranslation('organisation');
  return (
    <Card withBorder padding="md" data-testid={`unit-${unit.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={unitPath(unit.id)} fw={600}>
            {unit.name}
          </Anchor>
          <Text size="sm">{addressOf(unit)}</Text>
          <Text size="sm" c="dimmed">
            {t('units.codeIs', { code: unit.code })}
            {unit.phone ? ` · ${t('units.phoneIs', { phone: formatPhone(unit.phone) })}` : ''}
          </Text>
        </Stack>
        <ActiveBadge active={unit.active} />
      </Group>
    </Card>
  );
}

/** /organisation/units: the units the member sees, by name, with search and the activity filter. */
export function UnitsPage() {
  const { t } = useTranslation('organisation');
  const filters = useFilterParams();
  const units = useUnits({ q: filters.get('q') || undefined, active: flagOf(filters.get('active')) });
  return (
    <Stack>
      <OrganisationSwitch />
      <Group justify="space-between">
        <PageHeading documentTitle={t('units.title')}>{t('units.title')}</PageHeading>
        {useIsAdmin() && (
          <Button component={Link} to={unitPath(NEW)}>
            {t('units.add')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchFilter label={t('search')} description={t('units.searchHint')} />
        <ActiveFilter />
      </SimpleGrid>
      <PagedList query={units} renderItem={(unit) => <UnitRow key={unit.id} unit={unit} />} empty={t('units.empty')} failure={t('loadFailed')} />
    </Stack>
  );
}
