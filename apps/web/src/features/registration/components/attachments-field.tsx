import type { RegistrationSettings } from '@portal/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../shared/forms/file-drop';

interface AttachmentsFieldProps {
  value: File[];
  onChange: (files: File[]) => void;
  params: RegistrationSettings['fileUploadParams'];
  required: boolean;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Identity document scans of the registration, on the shared FileDrop with the registration
 * settings' limits. They are uploaded when the form is sent (registration-form), bound to its
 * challenge; the form's schema adds "Wymagane jest dodanie załącznika".
 */
export function AttachmentsField({ value, onChange, params, required, error, ref }: AttachmentsFieldProps) {
  const { t } = useTranslation('registration');
  return <FileDrop ref={ref} label={t('fields.attachments')} value={value} onChange={onChange} limits={params} required={required} error={error} />;
}
