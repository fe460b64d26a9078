import { Badge, Button, Card, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { CatalogEntry, TimeSlot, UnplannedService } from '@portal/contracts';
import { addDays, formatDateTime, formatDay, formatTime, UNPLANNED_STATUS_REFRESH_MS } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as calls from './teleconsultation-api';

/** The "now" facts of a service: how many wait and whether its consultant is available, read again every 30 s. */
export function UnplannedStatus({ service, consultantId }: { service: string; consultantId: number | null }) {
  const { t } = useTranslation('bookings');
  const waiting = useQuery({ queryKey: ['teleconsultation', 'waiting', service], queryFn: () => calls.waitingCount(service), refetchInterval: UNPLANNED_STATUS_REFRESH_MS });
  const status = useQuery({
    queryKey: ['teleconsultation', 'consultant', consultantId],
    queryFn: () => calls.consultantStatus(consultantId!),
    enabled: consultantId !== null,
    refetchInterval: UNPLANNED_STATUS_REFRESH_MS,
  });
  return (
    <Group gap="xs" aria-live="polite">
      <Text size="sm">{t('tele.waiting', { count: waiting.data?.count ?? 0 })}</Text>
      <Badge color={status.data?.status === 1 ? 'teal.9' : 'gray.7'}>{status.data?.status === 1 ? t('tele.consultantAvailable') : t('tele.consultantUnavailable')}</Badge>
    </Group>
  );
}

/** The catalogue's services once each, by name. */
export function uniqueServices(entries: readonly CatalogEntry[]): Array<{ code: string; name: string }> {
  const seen = new Map<string, string>();
  for (const e of entries) if (!seen.has(e.medicalService.code)) seen.set(e.medicalService.code, e.medicalService.name);
  return [...seen].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

export type Service = { kind: 'PLANNED'; code: string; name: string } | { kind: 'UNPLANNED'; code: string; name: string; consultantId: number | null };

/** The service the address names: MODIFY's (`catalog`), or a visitor's choice (`catalog`, `isUnplanned`, `consultantId`). */
export function presetService(search: URLSearchParams): Service | null {
  const code = search.get('catalog');
  if (!code) return null;
  const name = search.get('serviceName') ?? code;
  if (search.get('isUnplanned') === 'true') return { kind: 'UNPLANNED', code, name, consultantId: search.get('consultantId') ? Number(search.get('consultantId')) : null };
  return { kind: 'PLANNED', code, name };
}

/** The summary step's card: whom, what, when, in which case, and the description. */
export function SummaryCard(p: { patient: string; service: string; date: string; medicalCase: string | null; note: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Text>
          {t('tele.summaryPatient')}: {p.patient}
        </Text>
        <Text>
          {t('tele.summaryService')}: {p.service}
        </Text>
        <Text>
          {t('tele.summaryDate')}: {p.date}
        </Text>
        {p.medicalCase !== null && (
          <Text>
            {t('tele.summaryCase')}: {p.medicalCase}
          </Text>
        )}
        {p.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{p.note}</Text>}
      </Stack>
    </Card>
  );
}

/** The services step (the wizard's and a visitor's): the planned services and the "now" ones with their live facts. */
export function ServicesList(p: {
  planned: CatalogEntry[] | undefined;
  unplanned: UnplannedService[] | undefined;
  onPlanned: (code: string, name: string) => void;
  onNow: (code: string, name: string, consultantId: number | null) => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <Text fw={600}>{t('tele.planned')}</Text>
      {p.planned === undefined && <Loader size="sm" aria-label={t('tele.checking')} />}
      {uniqueServices(p.planned ?? []).map((s) => (
        <Card key={s.code} withBorder>
          <Group justify="space-between">
            <Text>{s.name}</Text>
            <Button size="compact-sm" onClick={() => p.onPlanned(s.code, s.name)} aria-label={`${t('tele.choose')}: ${s.name}`}>
              {t('tele.choose')}
            </Button>
          </Group>
        </Card>
      ))}
      <Text fw={600}>{t('tele.now')}</Text>
      {(p.unplanned ?? []).map((s) => {
        const consultant = s.consultants.find((c) => c.available) ?? s.consultants[0] ?? null;
        return (
          <Card key={s.medicalService.code} withBorder>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text>{s.medicalService.name}</Text>
                <Button
                  size="compact-sm"
                  disabled={!s.available}
                  onClick={() => p.onNow(s.medicalService.code, s.medicalService.name, consultant?.consultantId ?? null)}
                  aria-label={`${t('tele.chooseNow')}: ${s.medicalService.name}`}
                >
                  {t('tele.chooseNow')}
                </Button>
              </Group>
              <UnplannedStatus service={s.medicalService.code} consultantId={consultant?.consultantId ?? null} />
            </Stack>
          </Card>
        );
      })}
    </>
  );
}

/** How many days ahead the dates step offers, today included. */
const DAYS_AHEAD = 14;

/**
 * The dates step's slots: one chosen day's free slots (a duty service has a hundred a day), today first,
 * by practitioner; each named by its day, time and practitioner.
 */
export function SlotsOfDay({ serviceCode, patientId, chosen, busy, onPick }: { serviceCode: string; patientId: number; chosen: number | null; busy: boolean; onPick: (slot: TimeSlot) => void }) {
  const { t, i18n } = useTranslation('bookings');
  const today = clinicToday();
  const [day, setDay] = useState(today);
  const slots = useQuery({
    queryKey: ['teleconsultation', 'slots', serviceCode, patientId, day],
    queryFn: () => calls.timeSlots({ medicalServiceCode: serviceCode, dateFrom: day, dateTo: day, patientId }),
  });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'Europe/Warsaw' });
  const byPractitioner = [...(slots.data?.slots ?? []).reduce((groups, s) => groups.set(s.practitioner.displayName, [...(groups.get(s.practitioner.displayName) ?? []), s]), new Map<string, TimeSlot[]>())];
  return (
    <>
      <Select
        label={t('tele.day')}
        value={day}
        onChange={(v) => v && setDay(v)}
        allowDeselect={false}
        data={Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i)).map((d) => ({ value: d, label: `${weekday.format(new Date(`${d}T12:00:00Z`))}, ${formatDay(d)}` }))}
        maw={320}
      />
      {slots.isPending && <Loader size="sm" />}
      {slots.data && slots.data.slots.length === 0 && <Text>{t('tele.noSlotsOnDay')}</Text>}
      {byPractitioner.map(([name, ofPractitioner]) => (
        <Stack key={name} gap={4}>
          <Text fw={500}>{name}</Text>
          <Group gap="xs">
            {ofPractitioner.map((s) => (
              <Button key={s.id} size="compact-sm" variant={chosen === s.id ? 'filled' : 'light'} onClick={() => onPick(s)} disabled={busy} aria-label={`${formatDateTime(s.dateFrom)} · ${name}`}>
                {formatTime(s.dateFrom)}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </>
  );
}
