import { Alert, Stack } from '@mantine/core';
import { isApiError } from '@portal/ui/api';
import { PageHeading } from '@portal/ui/page';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { queryClient } from '../../../shared/query-client';
import { NEW_TELECONSULTATION_PATH } from '../paths';
import * as calls from './teleconsultation-api';
import { ServicesList } from './wizard-parts';

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
      <ServicesList
        planned={planned.data}
        unplanned={unplanned.data}
        onPlanned={(code, name) => choose(visitorChoicePath({ code, name, unplanned: false }))}
        onNow={(code, name, consultantId) => choose(visitorChoicePath({ code, name, unplanned: true, consultantId }))}
      />
    </Stack>
  );
}
