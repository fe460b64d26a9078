import { Alert, Anchor, Group, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { clinicConsentTypes, PARTNER_CONSENT_TYPE, type ClinicConsentType } from '@portal/contracts';
import { LoadFailure, PageHeading, setOrDelete, useAddressParams } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patientLabel, PATIENT_QUERY_PARAM } from '../../../shared/patient-picker';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { useConsentsSettings } from '../api/get-consents-settings';
import { CARER_KIND, consentsListPath, KIND_PARAM } from '../paths';
import { CarerForm } from './carer-form';
import { ClinicConsentForm } from './clinic-consent-form';
import { consentTypeHint, consentTypeName } from './consent-words';
import { PartnerConsentForm } from './partner-consent-form';

const isClinicType = (kind: string | null): kind is ClinicConsentType => (clinicConsentTypes as readonly string[]).includes(kind ?? '');

/**
 * /newconsent?patientId&kind (spec part 2 §2 "Consents", §5, §6): the patient — only one the account
 * acts for with the role PATIENT, its own record — then what she gives: a consent of one of the
 * clinic's types (the settings' `consentTypes`), a partner consent (CPAR, while partners are on), or a
 * carer authorisation; then its form. Both choices live in the address.
 */
export function NewConsentPage() {
  const { t } = useTranslation('consents');
  const [params, change] = useAddressParams();
  const patients = useActablePatients();
  const settings = useConsentsSettings();
  const eligible = (patients.data ?? []).filter((p) => p.relation === 'SELF');
  const requested = params.get(PATIENT_QUERY_PARAM);
  const patient = requested === null ? (eligible[0] ?? null) : (eligible.find((p) => String(p.id) === requested) ?? null);
  const kinds = [...(settings.data?.consentTypes ?? []), ...(settings.data?.partnersModule ? [PARTNER_CONSENT_TYPE] : []), CARER_KIND];
  const kind = params.get(KIND_PARAM);
  const chosenKind = kinds.includes(kind ?? '') ? kind : null;

  const body = () => {
    if (patients.isError) return <LoadFailure message={t('list.loadFailed')} query={patients} />;
    if (settings.isError) return <LoadFailure message={t('new.settingsFailed')} query={settings} />;
    if (!patients.isSuccess || !settings.isSuccess) {
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('new.loading')}</Text>
        </Group>
      );
    }
    if (eligible.length === 0) {
      return (
        <Alert color="yellow" variant="light" role="alert">
          {t('new.onlyOwn')}
        </Alert>
      );
    }
    return (
      <>
        <Select
          label={t('new.patient')}
          description={patients.data.length > eligible.length ? t('new.onlyOwn') : undefined}
          data={eligible.map((p) => ({ value: String(p.id), label: patientLabel(p) }))}
          value={patient ? String(patient.id) : null}
          onChange={(value) => value && change((next) => next.set(PATIENT_QUERY_PARAM, value))}
          placeholder={t('new.patientPlaceholder')}
          error={patient === null ? t('new.notOwn') : undefined}
          allowDeselect={false}
          checkIconPosition="right"
          maw={{ base: '100%', sm: 360 }}
        />
        {patient && (
          <Radio.Group label={t('new.kind')} value={chosenKind} onChange={(value) => change((next) => setOrDelete(next, KIND_PARAM, value))} withAsterisk>
            <Stack mt="xs" gap="sm">
              {kinds.map((k) => (
                <Radio key={k} value={k} label={k === CARER_KIND ? t('kinds.CARER') : consentTypeName(t, k)} description={k === CARER_KIND ? t('kindHints.CARER') : consentTypeHint(t, k)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {patient && chosenKind === PARTNER_CONSENT_TYPE && <PartnerConsentForm key={patient.id} patientId={patient.id} />}
        {patient && chosenKind === CARER_KIND && <CarerForm key={patient.id} patientId={patient.id} />}
        {patient && isClinicType(chosenKind) && <ClinicConsentForm key={`${patient.id}-${chosenKind}`} patientId={patient.id} type={chosenKind} />}
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={consentsListPath(patient?.id)} size="sm">
        {t('details.back')}
      </Anchor>
      <PageHeading documentTitle={`${t('new.title')} - ${t('title')}`}>{t('new.title')}</PageHeading>
      {body()}
    </Stack>
  );
}
