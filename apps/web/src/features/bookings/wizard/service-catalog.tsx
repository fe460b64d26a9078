import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { useSpecialityName } from '@portal/ui/speciality';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalog } from '../api/catalog';
import { catalogGroups, catalogTree, catalogUnitsOf, practitionerName, unitPractitioners } from './catalog-tree';
import { money } from './format';

/**
 * The catalogue (spec part 2 §2): a search box (also by speciality in words), a unit filter when there are
 * several, the services grouped by speciality, then the units of the chosen one, then its
 * practitioners ("Dowolny lekarz" where the service allows). A visitor's (patientId null) or a patient's.
 * A link's context (service, orgUnit, occupation) opens it where it points.
 */
export function ServiceCatalog({ patientId, onChoose, busy }: { patientId: number | null; onChoose: (entry: CatalogEntry, anyPractitioner: boolean) => void; busy?: boolean }) {
  const { t } = useTranslation('bookings');
  const [search] = useSearchParams();
  const catalog = useCatalog(patientId);
  const specialityName = useSpecialityName();
  const [text, setText] = useState('');
  const [code, setCode] = useState<string | null>(search.get('service'));
  const [unitId, setUnitId] = useState<number | null>(search.get('orgUnit') ? Number(search.get('orgUnit')) : null);
  const [unitFilter, setUnitFilter] = useState<number | null>(null);
  const allUnits = useMemo(() => catalogUnitsOf(catalog.data ?? []), [catalog.data]);
  const tree = useMemo(
    () => catalogTree(catalog.data ?? [], { text, occupation: search.get('occupation'), unitId: unitFilter, specialityName }),
    [catalog.data, text, search, unitFilter, specialityName],
  );
  const groups = useMemo(() => catalogGroups(tree, specialityName), [tree, specialityName]);
  const fullTree = useMemo(() => catalogTree(catalog.data ?? []), [catalog.data]);
  const service = code ? fullTree.find((s) => s.code === code) : undefined;
  const unit = service && unitId !== null ? (service.units.find((u) => u.id === unitId) ?? (service.units.length === 1 ? service.units[0] : undefined)) : service?.units.length === 1 ? service.units[0] : undefined;

  if (catalog.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('services.loading')}</Text>
      </Group>
    );
  }
  if (catalog.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('services.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void catalog.refetch()}>
            {t('wizard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (service && unit) {
    const practitioners = unitPractitioners(unit);
    const choose = (entry: CatalogEntry, any: boolean) => () => onChoose(entry, any);
    return (
      <Stack gap="sm">
        <Chosen label={t('services.service')} value={service.name} onChange={() => { setCode(null); setUnitId(null); }} />
        <Chosen label={t('services.unit')} value={`${unit.name}, ${unit.city}`} onChange={service.units.length > 1 ? () => setUnitId(null) : undefined} />
        <Title order={2} size="h4">
          {t('services.practitioners')}
        </Title>
        {unit.anyPractitioner || practitioners.length === 0 ? (
          <Option title={t('services.anyPractitioner')} detail={t('services.anyPractitionerHint')} onChoose={choose(unit.entries.find((e) => e.anyPractitioner) ?? unit.entries[0]!, true)} busy={busy} />
        ) : null}
        {practitioners.map((e) => (
          <Option key={e.availabilityId} title={practitionerName(e.practitioner!)} detail={e.practitioner!.specialities.map((c) => specialityName(c)).join(', ')} onChoose={choose(e, false)} busy={busy} />
        ))}
      </Stack>
    );
  }

  if (service) {
    return (
      <Stack gap="sm">
        <Chosen label={t('services.service')} value={service.name} onChange={() => setCode(null)} />
        <Title order={2} size="h4">
          {t('services.units')}
        </Title>
        {service.units.map((u) => (
          <Option key={u.id} title={u.name} detail={u.city} onChoose={() => setUnitId(u.id)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: allUnits.length > 1 ? 2 : 1 }} spacing="sm">
        <TextInput label={t('services.search')} description={t('services.searchHint')} value={text} onChange={(e) => setText(e.currentTarget.value)} type="search" />
        {allUnits.length > 1 ? (
          <Select
            label={t('services.unitFilter')}
            data={[{ value: '', label: t('services.allUnits') }, ...allUnits.map((u) => ({ value: String(u.id), label: `${u.name}, ${u.city}` }))]}
            value={unitFilter === null ? '' : String(unitFilter)}
            onChange={(v) => setUnitFilter(v ? Number(v) : null)}
            allowDeselect={false}
          />
        ) : null}
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        {t('services.found', { count: tree.length })}
      </Text>
      {groups.map((g) => (
        <Stack key={g.speciality ?? ''} gap="xs" component="section" aria-label={g.label ?? t('services.otherServices')}>
          <Title order={2} size="h4">
            {g.label ?? t('services.otherServices')}
          </Title>
          {g.services.map((s) => (
            <Option
              key={s.code}
              title={s.name}
              detail={unitFilter === null && s.units.length > 1 ? `${s.typeName} · ${t('services.unitsCount', { count: s.units.length })}` : s.typeName}
              badge={s.commercial ? (s.priceFrom ? t('services.priceFrom', { price: money(s.priceFrom) }) : t('services.commercial')) : t('services.nfz')}
              onChoose={() => {
                setCode(s.code);
                setUnitId(unitFilter);
              }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function Chosen({ label, value, onChange }: { label: string; value: string; onChange?: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
      {onChange ? (
        <Anchor component="button" type="button" size="sm" onClick={onChange} aria-label={`${t('services.change')}: ${label}`}>
          {t('services.change')}
        </Anchor>
      ) : null}
    </Group>
  );
}

function Option({ title, detail, badge, onChoose, busy }: { title: string; detail?: string; badge?: string; onChoose: () => void; busy?: boolean }) {
  const { t } = useTranslation('bookings');
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
          {badge ? (
            <Badge variant="light" w="fit-content" tt="none">
              {badge}
            </Badge>
          ) : null}
        </Stack>
        <Button size="sm" onClick={onChoose} disabled={busy} aria-label={`${t('services.choose')}: ${title}`} style={{ flexShrink: 0 }}>
          {t('services.choose')}
        </Button>
      </Group>
    </Paper>
  );
}
