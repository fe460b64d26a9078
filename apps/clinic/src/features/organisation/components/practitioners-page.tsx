import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { occupationValues, practitionerDisplayName, primaryCareRoleValues, type Practitioner } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePractitioners } from '../api/get-practitioners';
import { useUnitChoices } from '../api/get-units';
import { NEW, practitionerPath } from '../paths';
import { choicesOf, useLabels } from './labels';
import { ActiveFilter, ChoiceFilter, SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { ActiveBadge, flagOf, oneOf, OrganisationSwitch, useIsAdmin } from './shared';

function PractitionerRow({ practitioner: p, labels }: { practitioner: Practitioner; labels: ReturnType<typeof useLabels> }) {
  const { t } = useTranslation('organisation');
  return (
    <Card withBorder padding="md" data-testid={`practitioner-${p.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={practitionerPath(p.id)} fw={600}>
            {practitionerDisplayName(p)}
          </Anchor>
          <Text size="sm">
            {labels.occupation(p.occupation)}
            {p.specialities.length > 0 ? ` · ${p.specialities.map(labels.speciality).join(', ')}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {p.practiceNumber ? t('practitioners.practiceNumberIs', { number: p.practiceNumber }) : t('practitioners.noPracticeNumber')}
            {p.units.length > 0 ? ` · ${p.units.map((u) => u.code).join(', ')}` : ''}
          </Text>
          {p.primaryCareRoles.length > 0 && (
            <Group gap={4}>
              {p.primaryCareRoles.map((role) => (
                <Badge key={role} variant="outline" color="blue.8">
                  {labels.primaryCareRole(role)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <ActiveBadge active={p.active} />
      </Group>
    </Card>
  );
}

/** /organisation/practitioners: the practitioners of the member's units, by last name, with search and filters. */
export function PractitionersPage() {
  const { t } = useTranslation('organisation');
  const labels = useLabels();
  const units = useUnitChoices();
  const filters = useFilterParams();
  const unitId = Number(filters.get('unitId')) || undefined;
  const practitioners = usePractitioners({
    q: filters.get('q') || undefined,
    unitId,
    occupation: oneOf(occupationValues, filters.get('occupation')),
    primaryCareRole: oneOf(primaryCareRoleValues, filters.get('primaryCareRole')),
    active: flagOf(filters.get('active')),
  });
  return (
    <Stack>
      <OrganisationSwitch />
      <Group justify="space-between">
        <PageHeading documentTitle={t('practitioners.title')}>{t('practitioners.title')}</PageHeading>
        {useIsAdmin() && (
          <Button component={Link} to={practitionerPath(NEW)}>
            {t('practitioners.add')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SearchFilter label={t('search')} description={t('practitioners.searchHint')} />
        <ChoiceFilter name="unitId" label={t('unit')} data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} />
        <ChoiceFilter name="occupation" label={t('practitioners.occupation')} data={choicesOf(labels.dictionaries.data?.occupations, labels.occupation)} />
        <ChoiceFilter name="primaryCareRole" label={t('practitioners.primaryCareRole')} data={choicesOf(labels.dictionaries.data?.primaryCareRoles, labels.primaryCareRole)} />
        <ActiveFilter />
      </SimpleGrid>
      <PagedList
        query={practitioners}
        renderItem={(p) => <PractitionerRow key={p.id} practitioner={p} labels={labels} />}
        empty={t('practitioners.empty')}
        failure={t('loadFailed')}
      />
    </Stack>
  );
}
