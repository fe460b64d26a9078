import { Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { LoadFailure } from '@portal/ui/page';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientLabel } from '../../../shared/patient-picker';
import { usePatientData } from '../api/get-patient-data';
import { PatientDataList } from '../components/patient-data-list';
import { declarationsListPath } from '../paths';
import { PatientDataForm } from './patient-data-form';
import { StepActions } from './step-actions';
import { useGoTo, useWizardRun } from './wizard-context';

/**
 * Step 1: whom the declaration is for — her own record, a ward or a child (the only one, chosen
 * already, when the account acts for one). The patient's declaration data is read at once: while it
 * lacks the address or the NFZ branch the form to complete it stands in the way on (spec part 2 §7
 * "declaration-data"); complete, it is shown with a way to change it.
 */
export function PatientsStep() {
  const { t } = useTranslation(['declarations', 'common']);
  const run = useWizardRun();
  const goTo = useGoTo();
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const data = usePatientData(run.patientId);
  const single = run.patients.length === 1;
  const chosen = run.patients.find((p) => p.id === run.patientId);
  const back = { to: declarationsListPath(run.patientId), label: t('wizard.cancel') };

  const choose = (value: string) => {
    setMissing(false);
    goTo('patients', { patientId: Number(value), editData: false }, { replace: true });
  };
  const goOn = () => {
    if (run.patientId === null) {
      // Said at the field (read out with it), and the keyboard taken there.
      setMissing(true);
      group.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    goTo('staff');
  };

  const dataPart = () => {
    if (run.patientId === null) return null;
    if (data.isError) return <LoadFailure message={t('patients.dataFailed')} query={data} />;
    if (!data.isSuccess) {
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('patients.checking')}</Text>
        </Group>
      );
    }
    if (!data.data.complete || run.editData) {
      return (
        <PatientDataForm
          key={run.patientId}
          patientId={run.patientId}
          data={data.data}
          onSaved={() => goTo('staff', { editData: false })}
          onCancel={data.data.complete ? () => goTo('patients', { editData: false }, { replace: true }) : undefined}
        />
      );
    }
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('patients.dataTitle')}
        </Title>
        <PatientDataList data={data.data} />
        <Group>
          <Button variant="subtle" onClick={() => goTo('patients', { editData: true }, { replace: true })}>
            {t('patients.changeData')}
          </Button>
        </Group>
      </Stack>
    );
  };
  const formShown = data.isSuccess && (!data.data.complete || run.editData);

  return (
    <Stack gap="md">
      {single ? (
        <Text>
          {t('common:patient')}: <strong>{patientLabel(run.patients[0]!)}</strong>
        </Text>
      ) : (
        <Radio.Group ref={group} label={t('patients.label')} value={chosen ? String(chosen.id) : null} onChange={choose} error={missing ? t('patients.required') : undefined} withAsterisk>
          <Stack gap="xs" mt="xs">
            {run.patients.map((p) => (
              <Radio key={p.id} value={String(p.id)} label={p.relation === 'SELF' ? patientLabel(p) : `${patientLabel(p)} (${t(`common:relation.${p.relation}`)})`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {dataPart()}
      <StepActions back={back} next={formShown ? undefined : goOn} />
    </Stack>
  );
}
