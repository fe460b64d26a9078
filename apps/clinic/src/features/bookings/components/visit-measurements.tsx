import { Anchor, Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { BookingMeasurements, ClinicBooking } from '@portal/contracts';
import { formatDateTime, formatDay } from '@portal/domain';
import { api } from '@portal/ui/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clock } from './parts';

/** GET /api/clinic/bookings/{bookingId}/measurements — what the patient attached to the visit (the read is audited). */
const getVisitMeasurements = (bookingId: number) => api<BookingMeasurements>(`/clinic/bookings/${bookingId}/measurements`);

/**
 * "Pomiary" of a visit (issue 31): the measurements the patient attached when booking (addMeasurements
 * of the availability), from the day she picked up to the visit, for the clinicians.
 */
export function VisitMeasurements({ booking }: { booking: ClinicBooking }) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)} aria-label={t('visitMeasurements.openLabel', { time: clock(booking.startsAt) })}>
        {t('visitMeasurements.open')}
      </Button>
      {open ? <VisitMeasurementsModal booking={booking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function VisitMeasurementsModal({ booking, onClose }: { booking: ClinicBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation('bookings');
  const query = useQuery({ queryKey: ['clinic', 'bookings', booking.id, 'measurements'], queryFn: () => getVisitMeasurements(booking.id) });
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const n = (v: number | null) => (v === null ? '—' : numbers.format(v));
  const data = query.data;
  return (
    <Modal opened onClose={onClose} title={t('visitMeasurements.title')} size="xl" closeButtonProps={{ 'aria-label': t('visitMeasurements.close') }}>
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('visitMeasurements.loading')} />
        </Center>
      ) : query.isError || !data ? (
        <Text c="red.8">{t('visitMeasurements.loadFailed')}</Text>
      ) : (
        <Stack gap="sm">
          <Text>
            {data.isAddMeasurement && data.dateFromMeasurement
              ? t('visitMeasurements.attached', { from: formatDay(data.dateFromMeasurement), visit: formatDateTime(data.visitDate) })
              : t('visitMeasurements.notAttached')}
          </Text>
          {data.isAddMeasurement ? (
            data.items.length === 0 ? (
              <Text>{t('visitMeasurements.none')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={520} mah={360} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
                <Table striped aria-label={t('visitMeasurements.table')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('visitMeasurements.date')}</Table.Th>
                      <Table.Th>{t('visitMeasurements.pressure')}</Table.Th>
                      <Table.Th>{t('visitMeasurements.weight')}</Table.Th>
                      <Table.Th>{t('visitMeasurements.height')}</Table.Th>
                      <Table.Th>{t('visitMeasurements.bmi')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{formatDateTime(m.dateMeasurement)}</Table.Td>
                        <Table.Td>{m.pressureHigh !== null && m.pressureLow !== null ? `${m.pressureHigh}/${m.pressureLow}` : '—'}</Table.Td>
                        <Table.Td>{n(m.weight)}</Table.Td>
                        <Table.Td>{n(m.height)}</Table.Td>
                        <Table.Td>{n(m.bmi)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          ) : null}
          {data.truncated ? <Text size="sm">{t('visitMeasurements.truncated')}</Text> : null}
          <Anchor component={Link} to={`/patients/${data.patientId}/measurements`} size="sm">
            {t('visitMeasurements.all')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
