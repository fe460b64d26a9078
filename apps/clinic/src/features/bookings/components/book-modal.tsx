import { formatDay } from '@portal/domain';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { CalendarSlot, PatientSearchItem } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPatients, useBookByPhone } from '../api/desk';
import { clock } from './parts';

/**
 * "Zarezerwuj" on a free slot: the registrar finds the patient (the console's patient search) and books.
 * The service's rules are checked; their warnings (and a parallel booking) are shown, and she may book
 * anyway by ticking the override.
 */
export function BookModal({ slot, onClose }: { slot: CalendarSlot | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const book = useBookByPhone();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PatientSearchItem[] | null>(null);
  const [patient, setPatient] = useState<PatientSearchItem | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [override, setOverride] = useState(false);
  const close = () => {
    setQ('');
    setFound(null);
    setPatient(null);
    setWarnings([]);
    setOverride(false);
    onClose();
  };
  const search = async () => {
    if (q.trim().length < 2) return;
    try {
      setFound((await searchPatients(q.trim())).items);
    } catch (e) {
      reportFailure(e, t('book.searchFailed'));
    }
  };
  const submit = async () => {
    if (!slot || !patient) return;
    try {
      await book.mutateAsync({ patientId: patient.id, timeSlotId: slot.id, overrideWarnings: override });
      notify.success(t('book.done', { name: `${patient.name} ${patient.lastName}` }));
      close();
    } catch (e) {
      if (isApiError(e) && e.body?.errorCode === 'BOOKING_VALIDATION') setWarnings(Object.values((e.body as { details?: Record<string, string> }).details ?? {}));
      else if (isApiError(e) && e.body?.errorCode === 'BOOKING_PARALLEL') setWarnings([t('book.parallel')]);
      else reportFailure(e, t('book.failed'));
    }
  };
  return (
    <Modal opened={slot !== null} onClose={close} title={t('book.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      {slot && (
        <Stack>
          <Text>{t('book.slot', { service: slot.service.name, unit: slot.unit.name, day: formatDay(slot.startsAt), time: clock(slot.startsAt) })}</Text>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <Group align="flex-end">
              <TextInput label={t('book.search')} description={t('book.searchHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} style={{ flex: 1 }} />
              <Button type="submit" variant="light">
                {t('book.find')}
              </Button>
            </Group>
          </form>
          {found && found.length === 0 && <Text c="dimmed">{t('book.noneFound')}</Text>}
          {found && found.length > 0 && (
            <Stack gap={4} component="ul" p={0} m={0} aria-label={t('book.results')}>
              {found.map((p) => (
                <li key={p.id} style={{ listStyle: 'none' }}>
                  <Button
                    variant={patient?.id === p.id ? 'filled' : 'default'}
                    fullWidth
                    justify="flex-start"
                    aria-pressed={patient?.id === p.id}
                    onClick={() => {
                      setPatient(p);
                      setWarnings([]);
                    }}
                  >
                    {p.name} {p.lastName}
                    {p.nationalIdentificationNumber ? ` · PESEL ${p.nationalIdentificationNumber}` : ''}
                    {p.birthDate ? ` · ${p.birthDate}` : ''}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
          {warnings.length > 0 && (
            <Alert color="yellow" title={t('book.warnings')}>
              <List size="sm">
                {warnings.map((w) => (
                  <List.Item key={w}>{w}</List.Item>
                ))}
              </List>
              <Checkbox mt="sm" label={t('book.override')} checked={override} onChange={(e) => setOverride(e.currentTarget.checked)} />
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('close')}
            </Button>
            <Button disabled={!patient || (warnings.length > 0 && !override)} loading={book.isPending} onClick={() => void submit()}>
              {patient ? t('book.confirm', { name: `${patient.name} ${patient.lastName}` }) : t('book.pickPatient')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
