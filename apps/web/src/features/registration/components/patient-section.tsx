import { useTranslation } from 'react-i18next';
import { PatientFields, type PatientFieldsForm } from '../../../shared/forms/patient-fields';
import { RegistrationSection } from './registration-section';
import type { SectionProps } from './registration-schema';

/** The patient (shared/forms/patient-fields): PESEL or a foreigner's document, names, birth date and sex, address, attachments. */
export function PatientSection({ form, role, settings, onNameBlur }: SectionProps & { onNameBlur: () => void }) {
  const { t } = useTranslation('registration');
  const own = role === 'PATIENT';
  return (
    <RegistrationSection id="registration-patient" title={t(`sections.patient.${role}`)}>
      {/* The registration form holds the patient part the shared fields expect, next to the account's. */}
      <PatientFields form={form as unknown as PatientFieldsForm} role={role} settings={settings} own={own} onNameBlur={own ? onNameBlur : undefined} />
    </RegistrationSection>
  );
}
