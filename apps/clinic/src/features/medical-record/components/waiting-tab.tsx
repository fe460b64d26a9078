import { Text } from '@mantine/core';
import { CrudTablePage } from '@portal/ui/crud';
import { useTranslation } from 'react-i18next';
import { useWaitingList } from '../api/waiting-list';
import { author, day } from './parts';
import { WaitingForm } from './waiting-form';

/** The patient's places on the waiting lists; a new entry, and the planned date, position and state of one. */
export function WaitingTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('medical-record');
  const list = useWaitingList(patientId);
  return (
    <CrudTablePage
      addLabel={t('waiting.add')}
      query={list}
      failure={t('waiting.loadFailed')}
      empty={<Text>{t('waiting.empty')}</Text>}
      minWidth={720}
      tableProps={{ 'aria-label': t('record.tabs.waiting') }}
      columns={[
        { header: t('waiting.service'), cell: (e) => e.service.name },
        { header: t('waiting.unit'), cell: (e) => e.unit.name },
        { header: t('waiting.category'), cell: (e) => t(`waiting.categories.${e.category}`) },
        { header: t('waiting.registeredAt'), cell: (e) => day(e.registeredAt) },
        { header: t('waiting.plannedDate'), cell: (e) => day(e.plannedDate) },
        { header: t('waiting.position'), cell: (e) => e.position ?? '—' },
        { header: t('waiting.status'), cell: (e) => t(`waiting.statuses.${e.status}`) },
        {
          header: t('waiting.authors'),
          cell: (e) => (
            <>
              <Text size="xs">{t('waiting.placedBy', { author: author(e.placedBy) })}</Text>
              {e.changedBy ? <Text size="xs">{t('waiting.changedBy', { author: author(e.changedBy) })}</Text> : null}
            </>
          ),
        },
      ]}
      editColumn={{ header: t('waiting.actions'), text: t('waiting.edit'), label: (e) => t('waiting.editOf', { service: e.service.name }) }}
      rowKey={(e) => e.id}
      modalTitle={(e) => (e ? t('waiting.editTitle', { service: e.service.name }) : t('waiting.addTitle'))}
      modalSize="md"
      form={(e, close) => <WaitingForm patientId={patientId} entry={e} onClose={close} />}
    />
  );
}
