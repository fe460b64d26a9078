import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { WaitingListEntry } from '@portal/contracts';
import { QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingList } from '../api/waiting-list';
import { author, day } from './parts';
import { WaitingModal } from './waiting-modal';

/** The patient's places on the waiting lists; a new entry, and the planned date, position and state of one. */
export function WaitingTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('records');
  const list = useWaitingList(patientId);
  const [editing, setEditing] = useState<WaitingListEntry | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('waiting.add')}</Button>
      </Group>
      <QueryBoundary query={list} failure={t('waiting.loadFailed')} isEmpty={(l) => l.length === 0} empty={<Text>{t('waiting.empty')}</Text>}>
        {(entries) => (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={t('record.tabs.waiting')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('waiting.service')}</Table.Th>
                  <Table.Th>{t('waiting.unit')}</Table.Th>
                  <Table.Th>{t('waiting.category')}</Table.Th>
                  <Table.Th>{t('waiting.registeredAt')}</Table.Th>
                  <Table.Th>{t('waiting.plannedDate')}</Table.Th>
                  <Table.Th>{t('waiting.position')}</Table.Th>
                  <Table.Th>{t('waiting.status')}</Table.Th>
                  <Table.Th>{t('waiting.authors')}</Table.Th>
                  <Table.Th>{t('waiting.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.service.name}</Table.Td>
                    <Table.Td>{e.unit.name}</Table.Td>
                    <Table.Td>{t(`waiting.categories.${e.category}`)}</Table.Td>
                    <Table.Td>{day(e.registeredAt)}</Table.Td>
                    <Table.Td>{day(e.plannedDate)}</Table.Td>
                    <Table.Td>{e.position ?? '—'}</Table.Td>
                    <Table.Td>{t(`waiting.statuses.${e.status}`)}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{t('waiting.placedBy', { author: author(e.placedBy) })}</Text>
                      {e.changedBy ? <Text size="xs">{t('waiting.changedBy', { author: author(e.changedBy) })}</Text> : null}
                    </Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="light" onClick={() => setEditing(e)} aria-label={t('waiting.editOf', { service: e.service.name })}>
                        {t('waiting.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
      {editing ? <WaitingModal patientId={patientId} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
