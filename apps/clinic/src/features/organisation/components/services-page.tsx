import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { serviceTypeValues, type Service } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../api/get-services';
import { useUnitChoices } from '../api/get-units';
import { NEW, servicePath } from '../paths';
import { choicesOf, useLabels } from './labels';
import { ActiveFilter, ChoiceFilter, SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { MissingTranslations } from '../../../shared/missing-translations';
import { ActiveBadge, flagOf, oneOf, OrganisationSwitch, useIsAdmin } from './shared';

/** "250,00 zł" in every language, the portal's one money format (prices travel as "250.00"). */
export function usePriceFormat() {
  return (price: string) => formatMoney(price);
}

function ServiceRow({ service: s, labels }: { service: Service; labels: ReturnType<typeof useLabels> }) {
  const { t } = useTranslation('organisation');
  const price = usePriceFormat();
  return (
    <Card withBorder padding="md" data-testid={`service-${s.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={servicePath(s.id)} fw={600}>
            {s.name}
          </Anchor>
          <MissingTranslations name={{ pl: s.name, en: s.nameEn, uk: s.nameUk }} />
          <Text size="sm">
            {labels.serviceType(s.type)}
            {s.speciality ? ` · ${labels.speciality(s.speciality)}` : ''} · {t('services.minutes', { count: s.durationMinutes })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('services.codeIs', { code: s.code })} · {s.commercial && s.price ? price(s.price) : t('services.nfz')}
            {s.units.length > 0 ? ` · ${s.units.map((u) => u.code).join(', ')}` : ''}
          </Text>
        </Stack>
        <ActiveBadge active={s.active} />
      </Group>
    </Card>
  );
}

/** /organisation/services: the services of the member's units, by name, with search and filters. */
export function ServicesPage() {
  const { t } = useTranslation('organisation');
  const labels = useLabels();
  const units = useUnitChoices();
  const filters = useFilterParams();
  const services = useServices({
    q: filters.get('q') || undefined,
    unitId: Number(filters.get('unitId')) || undefined,
    type: oneOf(serviceTypeValues, filters.get('type')),
    commercial: flagOf(filters.get('commercial')),
    active: flagOf(filters.get('active')),
  });
  return (
    <Stack>
      <OrganisationSwitch />
      <Group justify="space-between">
        <PageHeading documentTitle={t('services.title')}>{t('services.title')}</PageHeading>
        {useIsAdmin() && (
          <Button component={Link} to={servicePath(NEW)}>
            {t('services.add')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SearchFilter label={t('search')} description={t('services.searchHint')} />
        <ChoiceFilter name="unitId" label={t('unit')} data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} />
        <ChoiceFilter name="type" label={t('services.type')} data={choicesOf(labels.dictionaries.data?.serviceTypes, labels.serviceType)} />
        <ChoiceFilter
          name="commercial"
          label={t('services.funding')}
          data={[
            { value: 'false', label: t('services.nfz') },
            { value: 'true', label: t('services.commercial') },
          ]}
        />
        <ActiveFilter />
      </SimpleGrid>
      <PagedList query={services} renderItem={(s) => <ServiceRow key={s.id} service={s} labels={labels} />} empty={t('services.empty')} failure={t('loadFailed')} />
    </Stack>
  );
}
