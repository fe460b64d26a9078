import { Button, Group, Input, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import type { Booking } from '@portal/contracts';
import { bookingStatuses } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { clinicToday, DateRangeField } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { confirmAction, LoadFailure, PageHeading, setOrDelete, useAddressParams } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patientLabel } from '../../../shared/patient-picker';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { bookingPrintoutPath, useBookingsList, useCancelBooking } from '../api/bookings-list';
import { NEW_BOOKING_PATH } from '../paths';
import { AttachmentsDialog } from './attachments-dialog';
import { BookingCard } from './booking-card';
import { ALL_PATIENTS, BOOKINGS_RANGE_LIMITS, listPatient, listRange, listStatuses, STATUSES_PARAM, toggleStatus, visitTime } from './list-rules';

const fieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * /bookings?dateFrom&dateTo (spec part 2 §2 "Bookings", §4, §8, §9): her bookings and those of the
 * patients she acts for — patient filter, range (default today → the end of the month a year ahead,
 * 20 years either way), status switches (default SCHEDULED and REGISTERED), all kept in the address —
 * each as a card with the actions its status allows.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const [search, setParams] = useAddressParams();
  const [today] = useState(() => clinicToday());
  const patients = useActablePatients();
  const account = useCurrentAccount();
  const actable = patients.data ?? [];
  const range = listRange(search, today);
  const statuses = listStatuses(search);
  const patientId = listPatient(search, actable);
  const list = useBookingsList({ patientId, dateFrom: range.dateFrom, dateTo: range.dateTo, statuses });
  const cancel = useCancelBooking();
  const [attachmentsOf, setAttachmentsOf] = useState<string | null>(null);

  const onCancel = async (b: Booking) => {
    const yes = await confirmAction({ title: t('list.cancelTitle'), message: t('list.cancelQuestion', { service: b.service.description, when: visitTime(b) }), confirmLabel: t('list.cancelConfirm') });
    if (!yes) return;
    try {
      await cancel.mutateAsync(b);
      notify.success(t('list.cancelled'));
    } catch (err) {
      if (isApiError(err) && err.status === 409 && err.body) notify.warning(err.body.message);
      else notify.failure(err, t('list.cancelFailed'));
    }
  };
  const handlers = { onAttachments: (b: Booking) => setAttachmentsOf(b.systemId), onPrintout: (b: Booking) => void openPrintout(bookingPrintoutPath(b)), onCancel: (b: Booking) => void onCancel(b) };
  const withAttachments = list.data?.find((b) => b.systemId === attachmentsOf) ?? null;

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageHeading documentTitle={t('list.title')}>{t('list.title')}</PageHeading>
        <Button component={Link} to={NEW_BOOKING_PATH}>
          {t('list.newBooking')}
        </Button>
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        {actable.length > 1 && (
          <Select
            label={t('list.patientFilter')}
            w={{ base: '100%', sm: 300 }}
            data={[{ value: ALL_PATIENTS, label: t('list.allPatients') }, ...actable.map((p) => ({ value: String(p.id), label: p.relation === 'SELF' ? patientLabel(p) : `${patientLabel(p)} (${tc(`relation.${p.relation}`)})` }))]}
            value={patientId === null ? ALL_PATIENTS : String(patientId)}
            onChange={(v) => setParams((p) => setOrDelete(p, 'patientId', v === ALL_PATIENTS ? null : v))}
            allowDeselect={false}
            checkIconPosition="right"
          />
        )}
        <fieldset style={fieldset}>
          <legend>
            <Input.Label component="span">
              {t('list.range')}
            </Input.Label>
          </legend>
          <DateRangeField
            value={{ after: range.dateFrom, before: range.dateTo }}
            onChange={(r) =>
              setParams((p) => {
                setOrDelete(p, 'dateFrom', r.after);
                setOrDelete(p, 'dateTo', r.before);
              })
            }
            limits={BOOKINGS_RANGE_LIMITS}
            today={today}
          />
        </fieldset>
      </Group>
      <fieldset style={fieldset}>
        <legend>
          <Input.Label component="span">
            {t('list.statusFilter')}
          </Input.Label>
        </legend>
        <Group gap="lg" mt={6} wrap="wrap">
          {bookingStatuses.map((s) => (
            <Switch key={s} label={t(`list.status.${s}`)} checked={statuses.includes(s)} onChange={(e) => {
                const on = e.currentTarget.checked;
                setParams((p) => p.set(STATUSES_PARAM, toggleStatus(listStatuses(p), s, on).join(',')));
              }} />
          ))}
        </Group>
      </fieldset>
      {statuses.length === 0 ? (
        <Text>{t('list.noStatus')}</Text>
      ) : list.isError ? (
        <LoadFailure message={t('list.loadFailed')} query={list} />
      ) : !list.isSuccess ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('list.loading')}</Text>
        </Group>
      ) : list.data.length === 0 ? (
        <Text data-testid="bookings-empty">{t('list.empty')}</Text>
      ) : (
        <Stack gap="md" data-testid="bookings-list">
          <Text size="sm" c="dimmed" role="status">
            {t('list.count', { count: list.data.length })}
          </Text>
          {list.data.map((b) => (
            <BookingCard key={`${b.system}-${b.systemId}`} booking={b} accountId={account.data?.id ?? null} handlers={handlers} showPatient={patientId === null && actable.length > 1} />
          ))}
        </Stack>
      )}
      {withAttachments && <AttachmentsDialog booking={withAttachments} onClose={() => setAttachmentsOf(null)} />}
    </Stack>
  );
}
