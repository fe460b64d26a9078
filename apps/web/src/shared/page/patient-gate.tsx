import type { ReactNode } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@portal/ui/page';
import { useSelectedPatient } from '../patient-picker';

/**
 * The states of a patient-scoped page before its own data: the patients loading or failing, an account
 * with no patient, a `?patientId=` the account may not act for (a clear "no access", never someone
 * else's list instead), and then the page for the chosen patient.
 */
export function PatientGate({
  children,
  failure,
  none,
}: {
  children: (patientId: number) => ReactNode;
  /** The failure alert's title (default: common:loadFailed). */
  failure?: string;
  /** What an account without a patient record is told. */
  none: string;
}) {
  const { t } = useTranslation();
  const { patientId, patientsQuery, noAccess } = useSelectedPatient();
  if (patientsQuery.isError) return <LoadFailure message={failure ?? t('loadFailed')} query={patientsQuery} />;
  if (patientsQuery.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (noAccess) {
    return (
      <Alert color="yellow" variant="light" title={t('noAccessTitle')} role="alert">
        {t('noAccess')}
      </Alert>
    );
  }
  if (patientId === null) return <Text>{none}</Text>;
  return <>{children(patientId)}</>;
}
