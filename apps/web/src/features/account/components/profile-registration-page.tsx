import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileResult } from '@portal/contracts';
import type { RegistrationRole } from '@portal/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  emptyPatientFields,
  PatientFields,
  patientFormSchema,
  toPatientData,
  type PatientFieldsForm,
  type PatientFormOutput,
  type PatientFormValues,
} from '../../../shared/forms/patient-fields';
import { notify } from '@portal/ui/notify';
import { reportPatientSaveError } from './patient-save-error';
import { QueryBoundary } from '@portal/ui/page';
import { useOwnPatient } from '../../../shared/session/own-patient';
import { useAddProfile } from '../api/add-profile';
import { useProfileSettings, type ProfileFormSettings } from '../api/profile-settings';

const roles = ['PATIENT', 'WARD', 'CHILD'] as const satisfies readonly RegistrationRole[];
const isRole = (value: string | null): value is RegistrationRole => roles.includes(value as RegistrationRole);

/** Where each role's profiles are listed: the form goes back there. */
export const roleTab = { PATIENT: '/account/mydata', WARD: '/account/ward', CHILD: '/account/child' } as const satisfies Record<RegistrationRole, string>;

/**
 * /account/registration?patientRole=PATIENT|WARD|CHILD (spec part 1 §2): a new own, ward's or child's
 * profile with the registration form's patient fields (shared/forms/patient-fields), without the
 * account part. The result is a toast (§8 "Register results"), then back to the role's tab.
 */
export function ProfileRegistrationPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const role = params.get('patientRole');
  const settings = useProfileSettings();
  if (!isRole(role)) return <Navigate to="/account" replace />;
  return (
    <Stack gap="md" maw={880}>
      <Title order={2} fz="h3">
        {t(`profileForm.title.${role}`)}
      </Title>
      <Text>{t(`profileForm.intro.${role}`)}</Text>
      <QueryBoundary query={settings} failure={t('profileForm.settingsFailed')}>
        {(loaded) => (role === 'PATIENT' ? <OwnProfileGate settings={loaded} /> : <ProfileForm key={role} role={role} settings={loaded} />)}
      </QueryBoundary>
    </Stack>
  );
}

/** An account has one own profile: with one already, the page points to it. */
function OwnProfileGate({ settings }: { settings: ProfileFormSettings }) {
  const { t } = useTranslation('account');
  const own = useOwnPatient();
  return (
    <QueryBoundary query={own}>
      {(patient) =>
        patient ? (
          <Alert color="blue" variant="light" title={t('profileForm.ownExistsTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('profileForm.ownExists')}</Text>
              <Anchor component={Link} to={roleTab.PATIENT} size="sm">
                {t('profileForm.toMyData')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <ProfileForm role="PATIENT" settings={settings} />
        )
      }
    </QueryBoundary>
  );
}

function ProfileForm({ role, settings }: { role: RegistrationRole; settings: ProfileFormSettings }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => patientFormSchema(role, settings, today), [role, settings, today]);
  const form = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { patient: emptyPatientFields(settings.systemInstallationSettings.region.toUpperCase()) },
  });
  const add = useAddProfile(role);

  const announce = ({ result }: ProfileResult) => {
    if (result === 'ALREADY_EXIST') notify.warning(t('profileForm.result.ALREADY_EXIST'));
    else if (result === 'REQUESTED' && role === 'CHILD') notify.info(t('profileForm.result.CHILD_PENDING'));
    else notify.success(t(`profileForm.result.${result}`));
  };

  const submit = form.handleSubmit(async (values) => {
    const { attachments: _uploadedLater, ...patient } = toPatientData(values.patient, settings, []);
    const shown = settings.attachmentsVisible || settings.attachmentsRequired;
    try {
      const answer = await add.mutateAsync({ patient, files: shown ? values.patient.attachments : [] });
      announce(answer);
      void navigate(roleTab[role]);
    } catch (error) {
      reportPatientSaveError(error, form, () => notify.error(t('profileForm.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="profile-patient">
          <Stack gap="md">
            <Title order={3} size="h4" id="profile-patient">
              {t(`profileForm.section.${role}`)}
            </Title>
            <PatientFields form={form as unknown as PatientFieldsForm} role={role} settings={settings} own={role === 'PATIENT'} />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t(`profileForm.submit.${role}`)}
          </Button>
          <Button variant="default" component={Link} to={roleTab[role]}>
            {t('profileForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
