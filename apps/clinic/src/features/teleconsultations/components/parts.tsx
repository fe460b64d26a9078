import type { MantineColor } from '@mantine/core';
import type { ClinicTeleconsultationStatus } from '@portal/contracts';
import { formatDateTime, formatTime, READINESS_INTERVAL_MS } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

export const clock = (iso: string) => formatTime(iso);
export const moment = (iso: string) => formatDateTime(iso);
export const personName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`;

const palette: Record<ClinicTeleconsultationStatus, MantineColor> = {
  SCHEDULED: 'blue',
  WAITING: 'orange',
  IN_PROGRESS: 'green',
  FINISHED: 'gray',
  CANCELED: 'red',
};

export function TeleconsultationStatusBadge({ status }: { status: ClinicTeleconsultationStatus }) {
  const { t } = useTranslation('teleconsultations');
  return <StatusBadge status={status} palette={palette} label={t(`status.${status}`)} variant="light" plain />;
}

/** The patient registered her presence in the waiting room lately (she does every 30 s while there). */
export const inWaitingRoom = (item: { patientReadyAt: string | null; status: ClinicTeleconsultationStatus }, now: number = Date.now()) =>
  item.patientReadyAt !== null && item.status !== 'FINISHED' && item.status !== 'CANCELED' && now - Date.parse(item.patientReadyAt) <= 3 * READINESS_INTERVAL_MS;
