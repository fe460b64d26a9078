import { Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ServiceBookingSettingsWrite } from '@portal/contracts';
import { formatDay, formatMoney } from '@portal/domain';
import { DayInput } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { useAddPrice, useOptions, usePrices, useRemovePrice, useSaveServiceSettings, useServiceSettings } from '../api/schedules';
import { todayInClinic } from './parts';

type Rules = ServiceBookingSettingsWrite['rules'];
const numberRules = ['minAge', 'maxAge', 'minHoursBefore', 'maxDaysBefore', 'maxActivePerService', 'maxActiveAuthorized', 'maxActiveUnauthorized'] as const;
const flags = ['bookingConfReq', 'addMeasurements', 'phoneRequired', 'parallelAllowed', 'anyPractitioner', 'employeeStatusVisible'] as const;

function TermsForm({ serviceId, initial, editable }: { serviceId: number; initial: ServiceBookingSettingsWrite; editable: boolean }) {
  const { t } = useTranslation('bookings');
  const save = useSaveServiceSettings(serviceId);
  const [v, setV] = useState(initial);
  const setRule = (patch: Partial<Rules>) => setV((x) => ({ ...x, rules: { ...x.rules, ...patch } }));
  const submit = async () => {
    try {
      await save.mutateAsync(v);
      notify.success(t('terms.saved'));
    } catch (e) {
      reportFailure(e, t('terms.failed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="terms">
      <Stack>
        <Title order={2} fz="h4" id="terms">
          {t('terms.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label={t('terms.referralStatus')} disabled={!editable} allowDeselect={false} data={(['N', 'O', 'R'] as const).map((r) => ({ value: r, label: t(`referral.${r}`) }))} value={v.referralStatus} onChange={(r) => setV({ ...v, referralStatus: (r ?? 'N') as 'N' })} />
          <Select label={t('terms.declaration')} disabled={!editable} clearable data={(['GP', 'NURSE', 'MIDWIFE'] as const).map((d) => ({ value: d, label: t(`declaration.${d}`) }))} value={v.declarationRequired} onChange={(d) => setV({ ...v, declarationRequired: d as 'GP' | null })} />
          <Select label={t('terms.gender')} disabled={!editable} clearable data={(['F', 'M'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))} value={v.rules.gender} onChange={(g) => setRule({ gender: g as 'F' | null })} />
          <Select
            label={t('terms.firstVisit')}
            disabled={!editable}
            clearable
            data={(['FORBIDDEN', 'REQUIRED'] as const).map((f) => ({ value: f, label: t(`firstVisit.${f}`) }))}
            value={v.rules.firstVisit}
            onChange={(f) => setRule({ firstVisit: f as 'FORBIDDEN' | null })}
          />
          {numberRules.map((k) => (
            <NumberInput key={k} label={t(`terms.${k}`)} disabled={!editable} min={0} value={v.rules[k] ?? ''} onChange={(n) => setRule({ [k]: n === '' ? null : Number(n) })} />
          ))}
        </SimpleGrid>
        <Group wrap="wrap">
          {flags.map((k) => (
            <Checkbox key={k} label={t(`terms.${k}`)} disabled={!editable} checked={v[k]} onChange={(e) => setV({ ...v, [k]: e.currentTarget.checked })} />
          ))}
          <Checkbox label={t('terms.insurerRequired')} disabled={!editable} checked={v.rules.insurerRequired} onChange={(e) => setRule({ insurerRequired: e.currentTarget.checked })} />
          <Checkbox label={t('terms.phoneConfirmedRequired')} disabled={!editable} checked={v.rules.phoneConfirmedRequired} onChange={(e) => setRule({ phoneConfirmedRequired: e.currentTarget.checked })} />
        </Group>
        {editable && (
          <Group justify="flex-end">
            <Button loading={save.isPending} onClick={() => void submit()}>
              {t('terms.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function PriceList({ serviceId, editable }: { serviceId: number; editable: boolean }) {
  const { t } = useTranslation('bookings');
  const prices = usePrices(serviceId);
  const add = useAddPrice(serviceId);
  const remove = useRemovePrice(serviceId);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [validFrom, setValidFrom] = useState(todayInClinic());
  const [validTo, setValidTo] = useState('');
  const submit = async () => {
    try {
      await add.mutateAsync({ name, price, validFrom, validTo: validTo || null, position: prices.data?.length ?? 0 });
      setName('');
      setPrice('');
      notify.success(t('prices.added'));
    } catch (e) {
      reportFailure(e, t('prices.failed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="prices">
      <Stack>
        <Title order={2} fz="h4" id="prices">
          {t('prices.title')}
        </Title>
        {prices.data && prices.data.length === 0 && <Text c="dimmed">{t('prices.empty')}</Text>}
        {prices.data && prices.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('prices.name')}</Table.Th>
                <Table.Th>{t('prices.price')}</Table.Th>
                <Table.Th>{t('prices.validity')}</Table.Th>
                {editable && <Table.Th aria-label={t('prices.remove')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{formatMoney(p.price)}</Table.Td>
                  <Table.Td>{`${formatDay(p.validFrom)} – ${p.validTo ? formatDay(p.validTo) : '…'}`}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove.mutateAsync(p.id).catch((e: unknown) => reportFailure(e, t('prices.failed')))}>
                        {t('prices.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {editable && (
          <Group align="flex-end" wrap="wrap">
            <TextInput label={t('prices.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <TextInput label={t('prices.price')} description={t('prices.priceHint')} value={price} onChange={(e) => setPrice(e.currentTarget.value)} w={140} />
            <DayInput label={t('prices.validFrom')} value={validFrom} onChange={setValidFrom} />
            <DayInput label={t('prices.validTo')} clearable value={validTo} onChange={setValidTo} />
            <Button loading={add.isPending} disabled={!name.trim() || !price.trim()} onClick={() => void submit()}>
              {t('prices.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /bookings/services/:serviceId — what booking the service asks (codes 101–206 come from these rules) and its price list. */
export function ServiceTermsPage() {
  const { t } = useTranslation('bookings');
  const serviceId = Number(useParams().serviceId);
  const member = useMember();
  const editable = member.roles.some((r) => r === 'REGISTRAR' || r === 'ADMIN');
  const settings = useServiceSettings(serviceId);
  const services = useOptions('services');
  const name = services.data?.find((s) => s.value === String(serviceId))?.label ?? '';
  return (
    <Stack>
      <PageHeading documentTitle={t('terms.pageTitle')}>{name ? t('terms.pageTitleOf', { name }) : t('terms.pageTitle')}</PageHeading>
      {settings.isError && <Text c="red">{t('terms.loadFailed')}</Text>}
      {settings.data && <TermsForm serviceId={serviceId} initial={settings.data} editable={editable} />}
      <PriceList serviceId={serviceId} editable={editable} />
    </Stack>
  );
}
