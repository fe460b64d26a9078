import { Button, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatientPicker, useSelectedPatient } from '../../../shared/patient-picker';
import { useAllergies } from '../api/get-allergies';
import { newAllergyPath } from '../paths';
import { AllergyList } from './allergy-list';
import { LoadFailure } from '../../../shared/load-failure';
import { PageHeading } from './page-heading';

/** /allergies — the allergies of the chosen patient. */
export function AllergiesPage() {
  const { t } = useTranslation('allergies');
  const { patientId, patients, patientsQuery } = useSelectedPatient();
  const allergiesQuery = useAllergies(patientId);
  const addPath = patientId === null ? '/newAllergy' : newAllergyPath(patientId);
  const isEmpty = allergiesQuery.isSuccess && allergiesQuery.data.length === 0;

  let content;
  if (patientsQuery.isError) {
    content = (
      <LoadFailure message={t('list.loadFailed')} query={patientsQuery} />
    );
  } else if (patientsQuery.isSuccess && patients.length === 0) {
    content = <Text>{t('list.noPatient')}</Text>;
  } else if (allergiesQuery.isError) {
    content = (
      <LoadFailure message={t('list.loadFailed')} query={allergiesQuery} />
    );
  } else if (!allergiesQuery.isSuccess) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('list.loading')}</Text>
      </Group>
    );
  } else if (isEmpty) {
    content = (
      <EmptyState align="left" description={t('list.empty')}>
        <Button component={Link} to={addPath} mt="sm">
          {t('list.add')}
        </Button>
      </EmptyState>
    );
  } else {
    content = <AllergyList allergies={allergiesQuery.data} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        {patientId !== null && !isEmpty && (
          <Button component={Link} to={addPath}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <PatientPicker maw={{ base: '100%', sm: 360 }} />
      {content}
    </Stack>
  );
}
