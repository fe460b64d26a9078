import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { resultOrderInputSchema, type ResultOrderInput } from '@portal/contracts';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOrder } from '../api/create-order';
import { useResultPanels, type ResultPanel } from '../api/result-panels';
import { resultPath } from '../paths';

type Element = ResultPanel['elements'][number];
const bound = (v: string | number) => (typeof v === 'number' ? v : v === '' ? null : Number(v.replace(',', '.')));

/**
 * A new order from the lab's catalogue: the panel's analytes prefilled (names, units, ranges),
 * each editable or removable. From a visit the order joins it; otherwise its entry form opens.
 */
export function OrderModal({ patientId, encounterId, opened, onClose }: { patientId: number; encounterId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const panels = useResultPanels();
  const create = useCreateOrder(patientId);
  const navigate = useNavigate();
  const [panel, setPanel] = useState<ResultPanel | null>(null);
  const [name, setName] = useState('');
  const [elements, setElements] = useState<Element[]>([]);
  const [error, setError] = useState<string | null>(null);

  const choose = (code: string | null) => {
    const found = panels.data?.find((p) => p.code === code) ?? null;
    setPanel(found);
    setName(found?.name ?? '');
    setElements(found?.elements ?? []);
    setError(null);
  };
  const edit = (index: number, change: Partial<Element>) => setElements((all) => all.map((e, i) => (i === index ? { ...e, ...change } : e)));

  const submit = async () => {
    if (!panel) return setError(t('order.choosePanel'));
    const input: ResultOrderInput = { name, kind: panel.kind, encounterId, unitId: null, orderedAt: new Date().toISOString(), elements };
    const parsed = resultOrderInputSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('order.failed'));
    if (panel.kind === 'LAB' && elements.length === 0) return setError(t('order.noElements'));
    try {
      const order = await create.mutateAsync(input);
      notify.success(t('order.created', { number: order.orderNumber }));
      choose(null);
      onClose();
      if (encounterId === null) void navigate(resultPath(order.id));
    } catch (e) {
      reportFailure(e, t('order.failed'));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('order.title')} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Select
          label={t('order.panel')}
          required
          searchable
          checkIconPosition="right"
          value={panel?.code ?? null}
          onChange={choose}
          data={(panels.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${t(`order.kinds.${p.kind}`)})` }))}
        />
        {panel ? (
          <>
            <TextInput label={t('order.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} />
            {elements.length > 0 ? (
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label={t('order.elements')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('order.elementName')}</Table.Th>
                      <Table.Th>{t('order.unit')}</Table.Th>
                      <Table.Th>{t('order.low')}</Table.Th>
                      <Table.Th>{t('order.high')}</Table.Th>
                      <Table.Th aria-label={t('order.remove')} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {elements.map((e, i) => (
                      <Table.Tr key={e.code}>
                        <Table.Td>
                          <TextInput aria-label={`${t('order.elementName')}: ${e.code}`} value={e.name} onChange={(ev) => edit(i, { name: ev.currentTarget.value })} />
                        </Table.Td>
                        <Table.Td>
                          <TextInput aria-label={`${t('order.unit')}: ${e.name}`} value={e.unit ?? ''} onChange={(ev) => edit(i, { unit: ev.currentTarget.value || null })} w={100} />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput aria-label={`${t('order.low')}: ${e.name}`} value={e.referenceLow ?? ''} onChange={(v) => edit(i, { referenceLow: bound(v) })} decimalSeparator="," w={100} hideControls />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput aria-label={`${t('order.high')}: ${e.name}`} value={e.referenceHigh ?? ''} onChange={(v) => edit(i, { referenceHigh: bound(v) })} decimalSeparator="," w={100} hideControls />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red.9" aria-label={t('order.removeElement', { name: e.name })} onClick={() => setElements((all) => all.filter((_, j) => j !== i))}>
                            <span aria-hidden>×</span>
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{t('order.noElementsImaging')}</Text>
            )}
          </>
        ) : null}
        {error ? (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending}>
            {t('order.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
