import { Button, EmptyState } from '@mantine/core';
import type { Allergy } from '@portal/contracts';
import { RecordListPage, wholeList } from '@portal/ui/records';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatientScope } from '../../../shared/page/patient-scope';
import { allergiesQueryOptions } from '../api/get-allergies';
import { newAllergyPath } from '../paths';
import { AllergyList } from './allergy-list';

/** /allergies — the allergies of the chosen patient. */
export function AllergiesPage() {
  const { t } = useTranslation('allergies');
  const patient = usePatientScope({ failure: t('list.loadFailed'), none: t('list.noPatient') });
  return (
    <RecordListPage<Allergy>
      title={t('title')}
      patient={patient}
      // The empty state has its own "Dodaj alergię": the heading's shows beside a list.
      actions={({ patientId, items }) =>
        patientId !== null &&
        items !== undefined &&
        items.length > 0 && (
          <Button component={Link} to={newAllergyPath(patientId)}>
            {t('list.add')}
          </Button>
        )
      }
      source={(_filters, patientId) => wholeList(allergiesQueryOptions(patientId))}
      failure={t('list.loadFailed')}
      loading={t('list.loading')}
      empty={(patientId) => (
        <EmptyState align="left" description={t('list.empty')}>
          <Button component={Link} to={newAllergyPath(patientId)} mt="sm">
            {t('list.add')}
          </Button>
        </EmptyState>
      )}
      renderItems={(allergies) => <AllergyList allergies={allergies} />}
    />
  );
}
