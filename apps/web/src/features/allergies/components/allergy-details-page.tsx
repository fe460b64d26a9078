import { Anchor, Button, DataList, Group, Loader, Stack, Text } from '@mantine/core';
import { allergyParamsSchema, type Allergy } from '@portal/contracts';
import { allergyStatusOf, formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useDeleteAllergy } from '../api/delete-allergy';
import { useAllergy } from '../api/get-allergy';
import { useUpdateAllergy } from '../api/update-allergy';
import { allergiesListPath, allergyPath } from '../paths';
import { AllergyCategoryBadges, AllergyStatusBadge, EnteredByPatientBadge } from './allergy-badges';
import { AllergyForm } from './allergy-form';
import { LoadFailure, useIsPhone } from '@portal/ui/page';
import { confirmAction } from '@portal/ui/page';
import { PageHeading } from '@portal/ui/page';

const EDIT_PARAM = 'edit';

/** /allergy/:patientId/:allergyId — one allergy; with ?edit=1 its form, so a reload keeps the editing. */
export function AllergyDetailsPage() {
  const { t } = useTranslation(['allergies', 'common']);
  const params = useParams();
  // The path's ids, checked by the API's own schema: a malformed one never reaches the server.
  const parsed = allergyParamsSchema.safeParse(params);
  const patientId = parsed.success ? parsed.data.patientId : null;
  const allergyId = parsed.success ? parsed.data.allergyId : null;
  const valid = parsed.success;
  const query = useAllergy(patientId ?? 0, allergyId ?? 0, { enabled: valid });
  const [searchParams] = useSearchParams();

  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <AllergyNotFound />;
  if (query.isError) {
    return (
      <Stack gap="lg">
        <PageHeading documentTitle={t('details.title')}>{t('details.title')}</PageHeading>
        <LoadFailure message={t('details.loadFailed')} query={query} />
      </Stack>
    );
  }
  if (!query.isSuccess) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('details.loading')}</Text>
      </Group>
    );
  }
  return searchParams.get(EDIT_PARAM) === '1' ? <AllergyEdit allergy={query.data} /> : <AllergyView allergy={query.data} />;
}

function BackLink({ patientId }: { patientId?: number }) {
  const { t } = useTranslation(['allergies', 'common']);
  return (
    <Anchor component={Link} to={allergiesListPath(patientId)} size="sm">
      {t('details.back')}
    </Anchor>
  );
}

function AllergyNotFound() {
  const { t } = useTranslation(['allergies', 'common']);
  return (
    <Stack gap="md" align="flex-start">
      <PageHeading documentTitle={t('details.notFoundTitle')}>{t('details.notFoundTitle')}</PageHeading>
      <Text>{t('details.notFound')}</Text>
      <Button component={Link} to="/allergies" variant="default">
        {t('details.back')}
      </Button>
    </Stack>
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
    <Stack gap="lg">
      <BackLink patientId={patientId} />
      <Stack gap="xs">
        <PageHeading documentTitle={`${allergy.allergyName} - ${t('title')}`}>{allergy.allergyName}</PageHeading>
        <Group gap={6}>
          <AllergyStatusBadge flags={allergy} />
          <AllergyCategoryBadges categories={allergy.allergyCategory} />
          {allergy.enteredByPatient && <EnteredByPatientBadge />}
        </Group>
      </Stack>
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
    </Stack>
  );
}

function AllergyEdit({ allergy }: { allergy: Allergy }) {
  const { t } = useTranslation(['allergies', 'common']);
  const navigate = useNavigate();
  const updateAllergy = useUpdateAllergy();
  const { patientId, allergyId } = allergy;
  const detailsPath = allergyPath(allergy);
  return (
    <Stack gap="lg">
      <BackLink patientId={patientId} />
      <PageHeading documentTitle={`${t('details.editTitle')} - ${t('title')}`}>{t('details.editTitle')}</PageHeading>
      <AllergyForm
        patientId={patientId}
        initial={allergy}
        onSave={(input) => updateAllergy.mutateAsync({ patientId, allergyId, input })}
        onSaved={() => void navigate(detailsPath, { replace: true })}
        onCancel={() => void navigate(detailsPath)}
      />
    </Stack>
  );
}
