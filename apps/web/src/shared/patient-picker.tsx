import { Select, type SelectProps } from '@mantine/core';
import type { Patient } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActablePatients } from './session/actable-patients';

export const PATIENT_QUERY_PARAM = 'patientId';

export const patientLabel = (p: Pick<Patient, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`;

/**
 * The patient a module page works for: the one named by `?patientId=` when the account may act for
 * it, otherwise the first actable patient. `patientId` is null while the list loads or when the
 * account has no patient at all.
 */
export function useSelectedPatient() {
  const [searchParams, setSearchParams] = useSearchParams();
  const patientsQuery = useActablePatients();
  const patients = patientsQuery.data ?? [];
  const requested = Number(searchParams.get(PATIENT_QUERY_PARAM));
  const patient = patients.find((p) => p.id === requested) ?? patients[0] ?? null;

  const selectPatient = (id: number) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(PATIENT_QUERY_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  return { patientId: patient?.id ?? null, patient, patients, patientsQuery, selectPatient };
}

type PatientPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'> & { label?: string };

/** Select of the patients the account may act for; the choice lives in the URL, so links and reloads keep it. */
export function PatientPicker({ label, ...props }: PatientPickerProps) {
  const { t } = useTranslation();
  const { patientId, patients, patientsQuery, selectPatient } = useSelectedPatient();
  return (
    <Select
      label={label ?? t('patient')}
      data={patients.map((p) => ({ value: String(p.id), label: patientLabel(p) }))}
      value={patientId === null ? null : String(patientId)}
      onChange={(value) => value && selectPatient(Number(value))}
      allowDeselect={false}
      disabled={patientsQuery.isPending || patients.length === 0}
      checkIconPosition="right"
      {...props}
    />
  );
}
