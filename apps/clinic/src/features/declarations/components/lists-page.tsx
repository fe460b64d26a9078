import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { practitionerListLimitInputSchema, type z } from '@portal/contracts';
import { applyServerErrors, FormNumberInput } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePractitionerLists, type PractitionerList } from '../api/practitioner-lists';
import { useSetListLimit } from '../api/set-list-limit';
import { DECLARATIONS_PATH } from '../paths';

type Values = z.input<typeof practitionerListLimitInputSchema>;
type Output = z.output<typeof practitionerListLimitInputSchema>;

const listName = (l: PractitionerList) => `${l.name} ${l.lastName}`;

/** A list's limit: 1 to 10 000, or empty for none (the contracts' schema, its messages at the field). */
function LimitForm({ list, onDone }: { list: PractitionerList; onDone: () => void }) {
  const { t } = useTranslation('declarations');
  const save = useSetListLimit();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(practitionerListLimitInputSchema), defaultValues: { listLimit: list.listLimit } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ employeeId: list.employeeId, type: list.type, input });
      notify.success(t('lists.saved'));
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['listLimit'])) reportFailure(error, t('lists.failed'));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Text size="sm">{t('lists.size', { size: list.listSize, pending: list.pending })}</Text>
        <FormNumberInput control={form.control} name="listLimit" label={t('lists.limitField')} description={t('lists.limitHint')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('lists.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('lists.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /declarations/lists — each POZ practitioner's list per type: its size, those waiting, its limit; the limit changed in a dialog. */
export function ListsPage() {
  const { t, i18n } = useTranslation(['declarations', 'ui']);
  const lists = usePractitionerLists();
  const [editing, setEditing] = useState<PractitionerList | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Stack>
      <Anchor component={Link} to={DECLARATIONS_PATH} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <PageHeading documentTitle={t('lists.title')}>{t('lists.title')}</PageHeading>
      <Text c="dimmed">{t('lists.intro')}</Text>
      <QueryBoundary query={lists} failure={t('lists.loadFailed')} isEmpty={(rows) => rows.length === 0} empty={<Text>{t('lists.empty')}</Text>}>
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={t('lists.title')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lists.columns.practitioner')}</Table.Th>
                  <Table.Th>{t('lists.columns.type')}</Table.Th>
                  <Table.Th>{t('lists.columns.size')}</Table.Th>
                  <Table.Th>{t('lists.columns.pending')}</Table.Th>
                  <Table.Th>{t('lists.columns.limit')}</Table.Th>
                  <Table.Th>{t('lists.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((l) => (
                  <Table.Tr key={`${l.employeeId}-${l.type}`} data-testid={`list-${l.employeeId}-${l.type}`}>
                    <Table.Td>{listName(l)}</Table.Td>
                    <Table.Td>{t(`types.${l.type}`)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {number(l.listSize)}
                        {l.listFull ? (
                          <Badge color="red.9" variant="filled">
                            {t('lists.full')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{number(l.pending)}</Table.Td>
                    <Table.Td>{l.listLimit === null ? t('lists.noLimit') : number(l.listLimit)}</Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="light" onClick={() => setEditing(l)} aria-label={t('lists.editOf', { name: listName(l), type: t(`types.${l.type}`) })}>
                        {t('lists.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('lists.dialogTitle', { name: listName(editing), type: t(`types.${editing.type}`) }) : ''}
        closeButtonProps={{ 'aria-label': t('ui:close') }}
      >
        {editing ? <LimitForm key={`${editing.employeeId}-${editing.type}`} list={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
