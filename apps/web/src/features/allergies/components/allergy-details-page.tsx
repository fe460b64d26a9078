import { Button, DataList, Group } from '@mantine/core';
import { allergyParamsSchema, type Allergy } from '@portal/contracts';
import { allergyStatusOf, formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '@portal/ui/notify';
import { useDeleteAllergy } from '../api/delete-allergy';
import { useAllergy } from '../api/get-allergy';
import { useUpdateAllergy } from '../api/update-allergy';
import { allergiesListPath, allergyPath } from '../paths';
import { AllergyCategoryBadges, AllergyStatusBadge, EnteredByPatientBadge } from './allergy-badges';
import { AllergyForm } from './allergy-form';
import { confirmAction, useIsPhone } from '@portal/ui/page';
import { RecordDetailPage } from '@portal/ui/records';

const EDIT_PARAM = 'edit';

/** /allergy/:patientId/:allergyId — one allergy; with ?edit=1 its form, so a reload keeps the editing. */
export function AllergyDetailsPage() {
  const { t } = useTranslation(['allergies', 'common']);
  const params = useParams();
  // The path's ids, checked by the API's own schema: a malformed one never reaches the server.
  const parsed = allergyParamsSchema.safeParse(params);
  const patientId = parsed.success ? parsed.data.patientId : null;
  const allergyId = parsed.success ? parsed.data.allergyId : null;
  const query = useAllergy(patientId ?? 0, allergyId ?? 0, { enabled: parsed.success });
  const [searchParams] = useSearchParams();
  const editing = searchParams.get(EDIT_PARAM) === '1';

  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('details.title')}
      heading={(allergy) => (editing ? t('details.editTitle') : allergy.allergyName)}
      documentTitle={(allergy) => `${editing ? t('details.editTitle') : allergy.allergyName} - ${t('title')}`}
      badges={
        editing
          ? undefined
          : (allergy) => (
              <>
                <AllergyStatusBadge flags={allergy} />
                <AllergyCategoryBadges categories={allergy.allergyCategory} />
                {allergy.enteredByPatient && <EnteredByPatientBadge />}
              </>
            )
      }
      back={{ label: t('details.back'), to: (allergy) => allergiesListPath(allergy.patientId) }}
      loading={t('details.loading')}
      failure={t('details.loadFailed')}
      notFound={{ to: '/allergies', title: t('details.notFoundTitle'), message: t('details.notFound'), label: t('details.back') }}
    >
      {(allergy) => (editing ? <AllergyEdit allergy={allergy} /> : <AllergyView allergy={allergy} />)}
    </RecordDetailPage>
  );
}

function AllergyView({ allergy }: { allergy: Allergy }) {
  const { t } = useTranslation(['allergies', 'common']);
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const deleteAllergy = useDeleteAllergy();
  const none = t('none');
  const { patientId, allergyId } = allergy;

  const confirmDelete = async () => {
    const confirmed = await confirmAction({
      title: t('details.deleteTitle'),
      message: t('details.deleteConfirm', { name: allergy.allergyName }),
      confirmLabel: t('details.deleteConfirmButton'),
    });
    if (!confirmed) return;
    deleteAllergy.mutate(
      { patientId, allergyId },
      {
        onSuccess: () => {
          notify.success(t('details.deleted'));
          void navigate(allergiesListPath(patientId));
        },
        onError: (error) => notify.failure(error, t('details.deleteFailed')),
      },
    );
  };

  const rows: [string, React.ReactNode][] = [
    [t('fields.type'), allergy.allergyTypeName],
    [t('fields.name'), allergy.allergyName],
    [t('fields.code'), allergy.allergyCode ?? none],
    [t('fields.severity'), allergy.degreeOfSeverityName ?? none],
    [t('fields.occurrenceDate'), formatDay(allergy.allergyOccurrenceDate) || none],
    [t('fields.entryDate'), formatDay(allergy.entryDate) || none],
    [t('fields.status'), t(`status.${allergyStatusOf(allergy)}`)],
    [t('fields.categories'), allergy.allergyCategory.map((c) => t(`category.${c}`)).join(', ') || none],
    [t('fields.confirmed'), allergy.confirmed ? t('common:yes') : t('common:no')],
    [t('fields.description'), allergy.description || none],
    [t('fields.modUser'), allergy.modUser ?? none],
  ];

  return (
    <>
      <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={200} withDivider aria-label={t('details.title')}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Group gap="sm">
        <Button component={Link} to={`${allergyPath(allergy)}?${EDIT_PARAM}=1`}>
          {t('details.edit')}
        </Button>
        <Button color="red" variant="outline" onClick={() => void confirmDelete()} loading={deleteAllergy.isPending}>
          {t('details.delete')}
        </Button>
      </Group>
    </>
  );
}

function AllergyEdit({ allergy }: { allergy: Allergy }) {
  const navigate = useNavigate();
  const updateAllergy = useUpdateAllergy();
  const { patientId, allergyId } = allergy;
  const detailsPath = allergyPath(allergy);
  return (
    <AllergyForm
      patientId={patientId}
      initial={allergy}
      onSave={(input) => updateAllergy.mutateAsync({ patientId, allergyId, input })}
      onSaved={() => void navigate(detailsPath, { replace: true })}
      onCancel={() => void navigate(detailsPath)}
    />
  );
}
