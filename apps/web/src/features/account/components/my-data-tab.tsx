import { useMemo, useState, type ReactNode } from 'react';
import { Anchor, Button, EmptyState, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Patient } from '@portal/contracts';
import { formatDay, patientEditRules } from '@portal/domain';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PatientFields,
  patientFormSchema,
  toPatientData,
  type PatientFieldsForm,
  type PatientFieldsValues,
  type PatientFormOutput,
  type PatientFormValues,
} from '../../../shared/forms/patient-fields';
import { notify } from '@portal/ui/notify';
import { reportPatientSaveError } from './patient-save-error';
import { QueryBoundary } from '@portal/ui/page';
import { useOwnPatient } from '../../../shared/session/own-patient';
import { useProfileSettings, type ProfileFormSettings } from '../api/profile-settings';
import { patientAttachmentUrl, useUpdatePatient } from '../api/update-patient';
import { profileRegistrationPath } from '../paths';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** /account/mydata — the account's own patient record as the clinic holds it, editable as `patientEditRules` allows. */
export function MyDataTab() {
  const { t } = useTranslation('account');
  const query = useOwnPatient();
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('mydata.title')}
      </Title>
      <QueryBoundary
        query={query}
        isEmpty={(patient) => patient === null}
        empty={
          <EmptyState align="left" description={t('mydata.empty')}>
            <Button component={Link} to={profileRegistrationPath('PATIENT')} mt="sm">
              {t('mydataEdit.create')}
            </Button>
          </EmptyState>
        }
      >
        {(patient) => patient && <OwnRecord patient={patient} />}
      </QueryBoundary>
    </Stack>
  );
}

function OwnRecord({ patient }: { patient: Patient }) {
  const { t } = useTranslation('account');
  const settings = useProfileSettings();
  const [editing, setEditing] = useState(false);
  const none = t('fields.none');
  if (editing) {
    return (
      <QueryBoundary query={settings} failure={t('profileForm.settingsFailed')}>
        {(loaded) => <EditForm patient={patient} settings={loaded} onDone={() => setEditing(false)} />}
      </QueryBoundary>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Field label={t('mydata.name')} value={[patient.name, patient.middleName, patient.lastName].filter(Boolean).join(' ')} />
          <Field label={t('mydata.birthDate')} value={formatDay(patient.birthDate) || none} />
          <Field label={t('mydata.gender')} value={t(`mydata.genders.${patient.gender}`)} />
          <Field label={t('mydata.pesel')} value={patient.identity.nationalIdentificationNumber ?? none} />
          <Field
            label={t('mydata.address')}
            value={[patient.address.street, patient.address.houseNumber, patient.address.postalCode, patient.address.city].filter(Boolean).join(' ') || none}
          />
          <Field label={t('mydata.identity')} value={patient.authorized ? t('mydata.verified') : t('mydata.notVerified')} />
        </SimpleGrid>
      </Paper>
      <Attachments patient={patient} />
      <Group>
        <Button onClick={() => setEditing(true)}>{t('mydataEdit.edit')}</Button>
      </Group>
    </Stack>
  );
}

/** The record's files, each a download (GET patients/{id}/attachments/{attachmentId}). */
function Attachments({ patient }: { patient: Patient }) {
  const { t } = useTranslation('account');
  if (patient.attachments.length === 0) return null;
  return (
    <section aria-labelledby="mydata-attachments">
      <Title order={3} size="h5" id="mydata-attachments" mb="xs">
        {t('mydataEdit.attachments')}
      </Title>
      <List spacing={4}>
        {patient.attachments.map((file) => (
          <List.Item key={file.id}>
            <Anchor href={patientAttachmentUrl(patient.id, file.id)} download={file.filename} aria-label={t('mydataEdit.download', { name: file.filename })}>
              {file.filename}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** The form's values of a record: a foreigner is a record with a document and no PESEL. */
const recordValues = (patient: Patient): PatientFieldsValues =>
  ({
    name: patient.name,
    middleName: patient.middleName ?? '',
    lastName: patient.lastName,
    birthDate: patient.birthDate,
    gender: patient.gender === 'UNKNOWN' ? '' : patient.gender,
    foreigner: patient.identity.nationalIdentificationNumber === null && patient.identity.documentNumber !== null,
    identity: {
      nationalIdentificationNumber: patient.identity.nationalIdentificationNumber ?? '',
      documentNumber: patient.identity.documentNumber ?? '',
      countryCode: patient.identity.countryCode,
    },
    address: {
      countryCode: patient.address.countryCode ?? patient.identity.countryCode ?? 'PL',
      city: patient.address.city ?? '',
      street: patient.address.street ?? '',
      houseNumber: patient.address.houseNumber ?? '',
      postalCode: patient.address.postalCode ?? '',
    },
    attachments: [],
  }) as unknown as PatientFieldsValues;

function EditForm({ patient, settings, onDone }: { patient: Patient; settings: ProfileFormSettings; onDone: () => void }) {
  const { t } = useTranslation('account');
  const rules = patientEditRules(settings, patient.identityStatus);
  const lockedReason = rules.identity ? undefined : patient.identityStatus === 'VERIFIED' ? t('mydataEdit.lockedVerified') : t('mydataEdit.lockedSetting');
  const today = dayjs().format('YYYY-MM-DD');
  const hasFiles = patient.attachments.length > 0;
  const schema = useMemo(() => patientFormSchema('PATIENT', settings, today, { identityLocked: !rules.identity, hasFiles }), [settings, today, rules.identity, hasFiles]);
  const form = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { patient: recordValues(patient) },
  });
  const update = useUpdatePatient(patient.id);
  const shown = settings.attachmentsVisible || settings.attachmentsRequired;

  const submit = form.handleSubmit(async (values) => {
    const { attachments: _uploadedLater, ...data } = toPatientData(values.patient, settings, []);
    try {
      await update.mutateAsync({ patient: data, files: shown ? values.patient.attachments : [] });
      notify.success(t('mydataEdit.saved'));
      onDone();
    } catch (error) {
      reportPatientSaveError(error, form, () => notify.failure(error, t('mydataEdit.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('mydataEdit.edit')}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <PatientFields
              form={form as unknown as PatientFieldsForm}
              role="PATIENT"
              settings={settings}
              own
              identityLockedReason={lockedReason}
              attachmentsBefore={shown && hasFiles ? <Attachments patient={patient} /> : undefined}
            />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('mydataEdit.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('mydataEdit.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
