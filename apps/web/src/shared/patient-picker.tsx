import { Select, type SelectProps } from '@mantine/core';
import type { Patient } from '@portal/contracts';
import { useAddressParams } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useActablePatients } from './session/actable-patients';

export const PATIENT_QUERY_PARAM = 'patientId';

/** sessionStorage key of the last patient chosen in a picker: kept for the browser tab's session. */
export const PICKED_PATIENT_KEY = 'pp.pickedPatient';

function rememberedPatient(): number | null {
  try {
    const value = Number(sessionStorage.getItem(PICKED_PATIENT_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function rememberPatient(id: number) {
  try {
    sessionStorage.setItem(PICKED_PATIENT_KEY, String(id));
  } catch {
    // Storage refused (private mode, quota): the choice lives in the URL only.
  }
}

export const patientLabel = (p: Pick<Patient, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`;

/**
 * The patient a module page works for: the one named by `?patientId=`, or without it the one last
 * chosen in a picker during this session (if the account still acts for them), else the first
 * actable patient. `patientId` is null while the list loads, when the account has no patient at all,
 * and when `?patientId=` names a patient the account may not act for (`noAccess`: the page says so
 * rather than quietly showing someone else's data).
 */
export function useSelectedPatient() {
  const [searchParams, changeParams] = useAddressParams();
  const patientsQuery = useActablePatients();
  const patients = patientsQuery.data ?? [];
  const requestedParam = searchParams.get(PATIENT_QUERY_PARAM);
  const requested = requestedParam === null ? null : Number(requestedParam);
  const remembered = requested === null ? rememberedPatient() : null;
  const patient =
    requested === null
      ? (patients.find((p) => p.id === remembered) ?? patients[0] ?? null)
      : (patients.find((p) => p.id === requested) ?? null);
  const noAccess = patientsQuery.isSuccess && requested !== null && patient === null;

  const selectPatient = (id: number) => {
    rememberPatient(id);
    changeParams((next) => next.set(PATIENT_QUERY_PARAM, String(id)));
  };

  return { patientId: patient?.id ?? null, patient, patients, patientsQuery, selectPatient, noAccess };
}

type PatientPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'> & { label?: string };

/**
 * Select of the patients the account may act for (own record, wards, children); the choice lives in
 * the URL, so links and reloads keep it, and is remembered for the session for pages opened without one. With one patient only there is nothing to choose: it hides.
 */
export function PatientPicker({ label, ...props }: PatientPickerProps) {
  const { t } = useTranslation();
  const { patientId, patients, patientsQuery, selectPatient } = useSelectedPatient();
  if (!patientsQuery.isSuccess || patients.length <= 1) return null;
  return (
    <Select
      label={label ?? t('patient')}
      data={patients.map((p) => ({ value: String(p.id), label: p.relation === 'SELF' ? patientLabel(p) : `${patientLabel(p)} (${t(`relation.${p.relation}`)})` }))}
      value={patientId === null ? null : String(patientId)}
      onChange={(value) => value && selectPatient(Number(value))}
      allowDeselect={false}
      disabled={patientsQuery.isPending || patients.length === 0}
      checkIconPosition="right"
      {...props}
    />
  );
}
