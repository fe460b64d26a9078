import { Radio, Stack, Text } from '@mantine/core';
import type { PozStaff } from '@portal/contracts';
import { QueryBoundary } from '@portal/ui/page';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePozStaff } from '../api/get-poz-staff';
import { personName } from '../components/declaration-words';
import { StepActions } from './step-actions';
import { useGoTo, useWizardRun } from './wizard-context';

/** A practitioner on the list of one unit: her place in the radio group. */
const keyOf = (s: { employeeId: number; unitId: number }) => `${s.employeeId}:${s.unitId}`;
const staffKey = (s: PozStaff) => keyOf({ employeeId: s.employeeId, unitId: s.unit.hospitalOrganizationUnitId });

/**
 * Step 2: the clinic's POZ practitioners of the declaration's type, each with her degree, her unit and
 * its address (spec part 2 §2, §7). A practitioner whose list is full is shown as such and cannot be
 * chosen.
 */
export function StaffStep() {
  const { t } = useTranslation('declarations');
  const run = useWizardRun();
  const goTo = useGoTo();
  const staff = usePozStaff(run.type);
  const initial = run.employeeId !== null && run.unitId !== null ? keyOf({ employeeId: run.employeeId, unitId: run.unitId }) : null;
  const [picked, setPicked] = useState<string | null>(initial);
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLDivElement>(null);

  const goOn = (list: PozStaff[]) => {
    const chosen = list.find((s) => staffKey(s) === picked && !s.listFull);
    if (!chosen) {
      setMissing(true);
      group.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    goTo('summary', { employeeId: chosen.employeeId, unitId: chosen.unit.hospitalOrganizationUnitId });
  };
  const back = { onClick: () => goTo('patients') };

  return (
    <QueryBoundary query={staff} failure={t('staff.loadFailed')} loading={t('staff.loading')} isEmpty={(list) => list.length === 0} empty={<Empty back={back} />}>
      {(list) => (
        <Stack gap="md">
          <Radio.Group
            ref={group}
            label={t(`staff.label.${run.type}`)}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setMissing(false);
            }}
            error={missing ? t('staff.required') : undefined}
            withAsterisk
          >
            <Stack gap="sm" mt="xs">
              {list.map((s) => (
                <Radio
                  key={staffKey(s)}
                  value={staffKey(s)}
                  disabled={s.listFull}
                  label={personName(s)}
                  description={
                    <>
                      {t('staff.unitLine', { unit: s.unit.name, address: s.unit.address })}
                      {s.listFull && (
                        <Text component="span" display="block" size="sm" fw={600} c="red.9">
                          {t('staff.listFull')}
                        </Text>
                      )}
                    </>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <StepActions back={back} next={() => goOn(list)} />
        </Stack>
      )}
    </QueryBoundary>
  );
}

function Empty({ back }: { back: { onClick: () => void } }) {
  const { t } = useTranslation('declarations');
  return (
    <Stack gap="md">
      <Text>{t('staff.empty')}</Text>
      <StepActions back={back} />
    </Stack>
  );
}
