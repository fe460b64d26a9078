import { Anchor, Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import type { ClinicBooking } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { useBookingLock, usePatientBookings, useSetBookingLock } from '../api/desk';
import { patientCardPath } from '../paths';
import { CancelModal } from './cancel-modal';
import { BookingBadge, clinicDay, clock } from './parts';

function LockPanel({ patientId, desk }: { patientId: number; desk: boolean }) {
  const { t } = useTranslation('bookings');
  const lock = useBookingLock(patientId);
  const save = useSetBookingLock(patientId);
  const [reason, setReason] = useState('');
  if (!lock.data) return null;
  const toggle = async (locked: boolean) => {
    try {
      await save.mutateAsync({ locked, reason: reason.trim() || null });
      notify.success(t(locked ? 'lock.locked' : 'lock.unlocked'));
      setReason('');
    } catch (e) {
      reportFailure(e, t('lock.failed'));
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="booking-lock">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="booking-lock">
          {t('lock.title')}
        </Title>
        <Text>{lock.data.locked ? t('lock.isLocked', { reason: lock.data.reason ?? '—', at: lock.data.lockedAt ? clinicDay(lock.data.lockedAt) : '' }) : t('lock.isOpen')}</Text>
        {desk && !lock.data.locked && <Textarea label={t('lock.reason')} autosize maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
        {desk && (
          <Switch label={t('lock.switch')} description={t('lock.hint')} checked={lock.data.locked} disabled={save.isPending} onChange={(e) => void toggle(e.currentTarget.checked)} />
        )}
      </Stack>
    </Paper>
  );
}

/** /bookings/patients/:patientId — the patient's bookings (a year back and ahead) and her online-booking lock. */
export function PatientBookingsPage() {
  const { t } = useTranslation('bookings');
  const patientId = Number(useParams().patientId);
  const member = useMember();
  const desk = member.roles.some((r) => r === 'REGISTRAR' || r === 'ADMIN');
  const list = usePatientBookings(patientId);
  const [cancelling, setCancelling] = useState<ClinicBooking | null>(null);
  const first = list.data?.[0];
  const name = first ? `${first.patient.name} ${first.patient.lastName}` : '';
  return (
    <Stack>
      <PageHeading documentTitle={t('patient.title')}>{name ? t('patient.titleOf', { name }) : t('patient.title')}</PageHeading>
      <Anchor component={Link} to={patientCardPath(patientId)}>
        {t('patient.card')}
      </Anchor>
      <LockPanel patientId={patientId} desk={desk} />
      {list.isError && <Text c="red">{t('patient.loadFailed')}</Text>}
      {list.data && list.data.length === 0 && <Text>{t('patient.empty')}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0}>
        {list.data?.map((b) => (
          <Paper key={b.id} withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>
                  {clinicDay(b.startsAt)} {clock(b.startsAt)} · {b.service.name}
                </Text>
                <Text size="sm">
                  {b.practitioner.name} · {b.unit.name}
                  {b.price ? ` · ${formatMoney(b.price)}` : ''}
                  {b.cancelReason ? ` · ${t('patient.reason', { reason: b.cancelReason })}` : ''}
                </Text>
              </Stack>
              <Group gap="xs">
                <BookingBadge booking={b} />
                {desk && (b.status === 'SCHEDULED' || b.status === 'REGISTERED') && (
                  <Button size="xs" variant="light" color="red" onClick={() => setCancelling(b)}>
                    {t('actions.cancel')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <CancelModal booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
