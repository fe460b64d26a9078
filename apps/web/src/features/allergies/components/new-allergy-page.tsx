import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PatientPicker, useSelectedPatient } from '../../../shared/patient-picker';
import { useCreateAllergy } from '../api/create-allergy';
import { allergiesListPath, allergyPath } from '../paths';
import { AllergyForm } from './allergy-form';
import { LoadFailure } from '../../../shared/load-failure';
import { PageHeading } from './page-heading';

/** /newAllergy?patientId= — a new allergy of the chosen patient. */
export function NewAllergyPage() {
  const { t } = useTranslation('allergies');
  const navigate = useNavigate();
  const { patientId, patients, patientsQuery } = useSelectedPatient();
  const createAllergy = useCreateAllergy();

  let content;
  if (patientsQuery.isError) {
    content = (
      <LoadFailure message={t('list.loadFailed')} query={patientsQuery} />
    );
  } else if (patientsQuery.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('list.loading')}</Text>
      </Group>
    );
  } else if (patientId === null || patients.length === 0) {
    content = <Text>{t('list.noPatient')}</Text>;
  } else {
    content = (
      <AllergyForm
        key={patientId}
        onSave={(input) => createAllergy.mutateAsync({ patientId, input })}
        onSaved={(allergy) => void navigate(allergyPath(allergy), { replace: true })}
        onCancel={() => void navigate(allergiesListPath(patientId))}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={allergiesListPath(patientId)} size="sm">
        {t('details.back')}
      </Anchor>
      <PageHeading documentTitle={t('new.title')}>{t('new.title')}</PageHeading>
      {patients.length > 1 && <PatientPicker maw={{ base: '100%', sm: 360 }} />}
      {content}
    </Stack>
  );
}
