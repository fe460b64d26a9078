import { Anchor, Button, Stack } from '@mantine/core';
import { measurementParamsSchema, type Measurement, type MeasurementConfiguration } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { notify } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { RecordDetailPage } from '@portal/ui/records';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PatientPicker, useSelectedPatient } from '../../../shared/patient-picker';
import { measurementQuery, useCreateMeasurement, useDeleteMeasurement, useMeasurementConfiguration, useUpdateMeasurement } from '../api/measurements';
import { measurementsListPath } from '../paths';
import { MeasurementForm } from './measurement-form';

/** The form once the clinic's configuration (the kinds shown, the limits) is known. */
function WithConfiguration({ children }: { children: (configuration: MeasurementConfiguration) => ReactNode }) {
  const { t } = useTranslation('measurements');
  const configuration = useMeasurementConfiguration();
  return (
    <QueryBoundary query={configuration} failure={t('list.configFailed')}>
      {children}
    </QueryBoundary>
  );
}

/** /newmeasurement?patientId= — a new measurement of the chosen patient; saved, back to her list. */
export function NewMeasurementPage() {
  const { t } = useTranslation('measurements');
  const navigate = useNavigate();
  const { patientId, patients } = useSelectedPatient();
  const create = useCreateMeasurement();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={measurementsListPath(patientId)} size="sm">
        {t('form.back')}
      </Anchor>
      <PageHeading documentTitle={t('form.newTitle')}>{t('form.newTitle')}</PageHeading>
      {patients.length > 1 && <PatientPicker maw={{ base: '100%', sm: 360 }} />}
      <PatientGate failure={t('list.loadFailed')} none={t('list.noPatient')}>
        {(id) => (
          <WithConfiguration>
            {(configuration) => (
              <MeasurementForm
                key={id}
                configuration={configuration}
                onSave={(input) => create.mutateAsync({ ...input, patientId: id })}
                onSaved={() => void navigate(measurementsListPath(id))}
                onCancel={() => void navigate(measurementsListPath(id))}
              />
            )}
          </WithConfiguration>
        )}
      </PatientGate>
    </Stack>
  );
}

/** /measurement?patientId=&id= (spec part 2 §2: params id, patientId) — one measurement's edit, and its deletion. */
export function EditMeasurementPage() {
  const { t } = useTranslation('measurements');
  const [search] = useSearchParams();
  // The address's ids, checked by the API's own schema: a malformed one never reaches the server.
  const parsed = measurementParamsSchema.safeParse({ patientId: search.get('patientId'), id: search.get('id') });
  const query = useQuery({ ...measurementQuery(parsed.data?.patientId ?? 0, parsed.data?.id ?? 0), enabled: parsed.success });
  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('form.editTitle')}
      heading={() => t('form.editTitle')}
      documentTitle={() => `${t('form.editTitle')} - ${t('title')}`}
      back={{ label: t('form.back'), to: (m) => measurementsListPath(m.patientId) }}
      loading={t('form.loading')}
      failure={t('form.loadFailed')}
      notFound={{ to: '/measurements', message: t('form.notFound'), label: t('form.back') }}
    >
      {(measurement) => <EditForm measurement={measurement} />}
    </RecordDetailPage>
  );
}

function EditForm({ measurement }: { measurement: Measurement }) {
  const { t } = useTranslation('measurements');
  const navigate = useNavigate();
  const update = useUpdateMeasurement();
  const remove = useDeleteMeasurement();
  const { id, patientId } = measurement;
  const back = () => void navigate(measurementsListPath(patientId));

  const confirmDelete = async () => {
    const confirmed = await confirmAction({
      title: t('form.deleteTitle'),
      message: t('form.deleteConfirm', { date: formatDateTime(measurement.dateMeasurement) }),
      confirmLabel: t('form.deleteButton'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id, patientId },
      {
        onSuccess: () => {
          notify.success(t('form.deleted'));
          back();
        },
        onError: (error) => notify.failure(error, t('form.deleteFailed')),
      },
    );
  };

  return (
    <WithConfiguration>
      {(configuration) => (
        <MeasurementForm
          configuration={configuration}
          initial={measurement}
          onSave={(input) => update.mutateAsync({ id, patientId, input })}
          onSaved={back}
          onCancel={back}
          extraActions={
            <Button color="red" variant="outline" onClick={() => void confirmDelete()} loading={remove.isPending}>
              {t('form.delete')}
            </Button>
          }
        />
      )}
    </WithConfiguration>
  );
}
