import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { isApiError } from '@portal/ui/api';
import { PageHeading } from '@portal/ui/page';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { queryClient } from '../../../shared/query-client';
import { NEW_TELECONSULTATION_PATH } from '../paths';
import * as calls from './teleconsultation-api';
import { UnplannedStatus, uniqueServices } from './wizard-parts';

/** Where a visitor's choice leads: the signed-in wizard with the service in the address (the sign-in brings her back there). */
export function visitorChoicePath(service: { code: string; name: string; unplanned: boolean; consultantId?: number | null }): string {
  const q = new URLSearchParams({ catalog: service.code, serviceName: service.name });
  if (service.unplanned) {
    q.set('isUnplanned', 'true');
    if (service.consultantId != null) q.set('consultantId', String(service.consultantId));
  }
  return `${NEW_TELECONSULTATION_PATH}/patients?${q.toString()}`;
}

/**
 * /newteleconsultation/services for a visitor (spec part 2 §6: the services step is public): the planned
 * and the "now" teleconsultation services; a choice opens the signed-in wizard, which sends her to sign
 * in with the service's context and back. A module switched off answers 404: the sign-in.
 */
export function VisitorTeleconsultationServices() {
  // The public layout carries no query cache: this page brings it.
  return (
    <QueryClientProvider client={queryClient}>
      <Services />
    </QueryClientProvider>
  );
}

function Services() {
  const { t } = useTranslation('bookings');
  const planned = useQuery({ queryKey: ['teleconsultation', 'visitor', 'planned'], queryFn: () => calls.plannedCatalog(null), retry: false });
  const unplanned = useQuery({ queryKey: ['teleconsultation', 'visitor', 'unplanned'], queryFn: calls.unplannedCatalog, retry: false });
  if (isApiError(planned.error) && planned.error.status === 404) return <Navigate to="/login" replace />;
  const choose = (path: string) => window.location.assign(path);
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('tele.title')}>{t('tele.title')}</PageHeading>
      <Alert color="blue" variant="light">
        {t('tele.visitorHint')}
      </Alert>
      <Text fw={600}>{t('tele.planned')}</Text>
      {planned.isPending && <Loader size="sm" aria-label={t('tele.checking')} />}
      {uniqueServices(planned.data ?? []).map((s) => (
        <Card key={s.code} withBorder>
          <Group justify="space-between">
            <Text>{s.name}</Text>
            <Button size="compact-sm" onClick={() => choose(visitorChoicePath({ ...s, unplanned: false }))} aria-label={`${t('tele.choose')}: ${s.name}`}>
              {t('tele.choose')}
            </Button>
          </Group>
        </Card>
      ))}
      <Text fw={600}>{t('tele.now')}</Text>
      {(unplanned.data ?? []).map((s) => {
        const consultant = s.consultants.find((c) => c.available) ?? s.consultants[0] ?? null;
        return (
          <Card key={s.medicalService.code} withBorder>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text>{s.medicalService.name}</Text>
                <Button
                  size="compact-sm"
                  disabled={!s.available}
                  onClick={() => choose(visitorChoicePath({ code: s.medicalService.code, name: s.medicalService.name, unplanned: true, consultantId: consultant?.consultantId ?? null }))}
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
    </Stack>
  );
}
