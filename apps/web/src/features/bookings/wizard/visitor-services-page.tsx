import { Alert, Stack } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { PageHeading } from '@portal/ui/page';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { queryClient } from '../../../shared/query-client';
import { useCatalog } from '../api/catalog';
import { wizardStepPath } from '../paths';
import { ServiceCatalog } from './service-catalog';

/** The dates of a visitor's choice: the address the sign-in brings her back to (the service's context in it). */
export function visitorDatesPath(entry: CatalogEntry, anyPractitioner: boolean, search: URLSearchParams): string {
  const q = new URLSearchParams({ service: entry.medicalService.code, orgUnit: String(entry.hospitalOrganizationUnit.id) });
  if (entry.practitioner && !anyPractitioner) q.set('employee', String(entry.practitioner.employeeId));
  const occupation = search.get('occupation');
  if (occupation) q.set('occupation', occupation);
  return wizardStepPath('dates', q);
}

/**
 * /newbooking/services for a visitor, not signed in (spec part 2 §2): the visitors' catalogue (availability
 * B). The dates need her signed in: her choice opens the dates, which send her to sign in carrying the
 * service's context, and bring her back to them afterwards. It is a full page load, so that she comes back
 * into the signed-in wizard rather than this public page. A module switched off answers 404: the sign-in.
 */
export function VisitorServicesPage() {
  // The public layout carries no query cache (the sign-in page's budget): this page brings it.
  return (
    <QueryClientProvider client={queryClient}>
      <VisitorCatalogue />
    </QueryClientProvider>
  );
}

function VisitorCatalogue() {
  const { t } = useTranslation('bookings');
  const [search] = useSearchParams();
  const catalog = useCatalog(null);
  if (isApiError(catalog.error) && catalog.error.status === 404) return <Navigate to="/login" replace />;
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('wizard.title')}>{t('wizard.title')}</PageHeading>
      <Alert color="blue" variant="light">
        {t('services.visitorHint')}
      </Alert>
      <ServiceCatalog patientId={null} onChoose={(entry, any) => window.location.assign(visitorDatesPath(entry, any, search))} />
    </Stack>
  );
}
