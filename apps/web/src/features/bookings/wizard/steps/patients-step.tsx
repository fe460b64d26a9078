import { Radio, Stack, Text } from '@mantine/core';
import { notify } from '@portal/ui/notify';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { patientLabel } from '../../../../shared/patient-picker';
import { useActablePatients } from '../../../../shared/session/actable-patients';
import { getBookingPossibility } from '../../api/checks';
import { BOOKINGS_PATH } from '../../paths';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { StepActions } from './step-actions';

/** Step 1: whom the visit is for — her own record, a ward or a child (spec part 2 §2). */
export function PatientsStep() {
  const { t } = useTranslation(['bookings', 'common']);
  const { state, update, finish } = useWizard();
  const nav = useStepNav('patients');
  const navigate = useNavigate();
  const patients = useActablePatients().data ?? [];
  const [picked, setPicked] = useState<string | null>(state.patientId === null ? null : String(state.patientId));
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLDivElement>(null);

  const goOn = async () => {
    if (picked === null) {
      // Said at the field (read out with it), and the keyboard taken there.
      setMissing(true);
      group.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const possibility = await getBookingPossibility(Number(picked));
      if (!possibility.possible) {
        notify.error(possibility.reason ?? t('wizard.notPossible'));
        finish();
        void navigate(BOOKINGS_PATH);
        return;
      }
      const samePatient = state.patientId === Number(picked);
      nav.next(update(samePatient ? {} : { patientId: Number(picked), slot: null, priceItem: null, facts: {} }));
    } catch (error) {
      notify.failure(error, t('wizard.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Radio.Group
        ref={group}
        label={t('patients.label')}
        value={picked}
        onChange={(v) => {
          setPicked(v);
          setMissing(false);
        }}
        error={missing ? t('patients.required') : undefined}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {patients.map((p) => (
            <Radio key={p.id} value={String(p.id)} label={p.relation === 'SELF' ? patientLabel(p) : `${patientLabel(p)} (${t(`common:relation.${p.relation}`)})`} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t('patients.hint')}
      </Text>
      <StepActions onBack={nav.back} next={() => void goOn()} loading={busy} />
    </Stack>
  );
}
