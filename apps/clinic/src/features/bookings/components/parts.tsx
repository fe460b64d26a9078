import { Badge } from '@mantine/core';
import type { CalendarSlot, ClinicBooking } from '@portal/contracts';
import { formatDay, formatTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const ZONE = 'Europe/Warsaw';
/** "08:30" in the clinic's zone. */
export const clock = (iso: string) => formatTime(iso);
/** "2026-11-24" in the clinic's zone. */
export const clinicDay = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(new Date(iso));
/** "wtorek, 24-11-2026": the weekday in the page's language, the day in the portal's one format. */
export const longDay = (day: string, language: string) =>
  `${new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : language === 'en' ? 'en-GB' : 'pl-PL', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))}, ${formatDay(day)}`;
export const todayInClinic = () => clinicDay(new Date().toISOString());

const stateColor = { FREE: 'green', HELD: 'yellow', BOOKED: 'blue' } as const;
export function SlotBadge({ state }: { state: CalendarSlot['state'] }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge color={stateColor[state]} variant="light">
      {t(`slotStates.${state}`)}
    </Badge>
  );
}

const statusColor = { SCHEDULED: 'blue', REGISTERED: 'teal', EXECUTED: 'gray', CANCELED: 'red' } as const;
export function BookingBadge({ booking }: { booking: Pick<ClinicBooking, 'shownStatus' | 'noShow'> }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge color={statusColor[booking.shownStatus]} variant="light">
      {booking.noShow ? t('noShow') : t(`statuses.${booking.shownStatus}`)}
    </Badge>
  );
}
