import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PageHeading } from '@portal/ui/page';
import { PatientPicker, useSelectedPatient } from '../../../shared/patient-picker';
import { useCreateAllergy } from '../api/create-allergy';
import { allergiesListPath, allergyPath } from '../paths';
import { AllergyForm } from './allergy-form';

/** /newAllergy?patientId= — a new allergy of the chosen patient. */
export function NewAllergyPage() {
  const { t } = useTranslation('allergies');
  const navigate = useNavigate();
  const { patientId, patients } = useSelectedPatient();
  const createAllergy = useCreateAllergy();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={allergiesListPath(patientId)} size="sm">
        {t('details.back')}
      </Anchor>
      <PageHeading documentTitle={t('new.title')}>{t('new.title')}</PageHeading>
      {patients.length > 1 && <PatientPicker maw={{ base: '100%', sm: 360 }} />}
      <PatientGate failure={t('list.loadFailed')} none={t('list.noPatient')}>
        {(id) => (
          <AllergyForm
            key={id}
            patientId={id}
            onSave={(input) => createAllergy.mutateAsync({ patientId: id, input })}
            onSaved={(allergy) => void navigate(allergyPath(allergy), { replace: true })}
            onCancel={() => void navigate(allergiesListPath(id))}
          />
        )}
      </PatientGate>
    </Stack>
  );
}
