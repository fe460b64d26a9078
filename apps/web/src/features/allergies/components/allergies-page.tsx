import { Button, EmptyState, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PageHeading } from '@portal/ui/page';
import { QueryBoundary } from '@portal/ui/page';
import { PatientPicker, useSelectedPatient } from '../../../shared/patient-picker';
import { useAllergies } from '../api/get-allergies';
import { newAllergyPath } from '../paths';
import { AllergyList } from './allergy-list';

/** /allergies — the allergies of the chosen patient. */
export function AllergiesPage() {
  const { t } = useTranslation('allergies');
  const { patientId } = useSelectedPatient();
  const allergiesQuery = useAllergies(patientId);
  const hasAllergies = allergiesQuery.isSuccess && allergiesQuery.data.length > 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        {patientId !== null && hasAllergies && (
          <Button component={Link} to={newAllergyPath(patientId)}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <PatientPicker maw={{ base: '100%', sm: 360 }} />
      <PatientGate failure={t('list.loadFailed')} none={t('list.noPatient')}>
        {(id) => (
          <QueryBoundary
            query={allergiesQuery}
            failure={t('list.loadFailed')}
            loading={t('list.loading')}
            isEmpty={(allergies) => allergies.length === 0}
            empty={
              <EmptyState align="left" description={t('list.empty')}>
                <Button component={Link} to={newAllergyPath(id)} mt="sm">
                  {t('list.add')}
                </Button>
              </EmptyState>
            }
          >
            {(allergies) => <AllergyList allergies={allergies} />}
          </QueryBoundary>
        )}
      </PatientGate>
    </Stack>
  );
}
