import type { RegistrationChallenge } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../shared/forms/captcha-field';
import { useBoundField } from '../../../shared/forms/use-bound-field';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-schema';

/** The anti-bot equation of the current challenge, with a button for a new one. */
export function CaptchaSection({
  form,
  challenge,
  loading,
  onRefresh,
}: {
  form: RegistrationFormApi;
  challenge: RegistrationChallenge | null;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('registration');
  const { field, error } = useBoundField({ control: form.control, name: 'captchaAnswer' });
  return (
    <RegistrationSection id="registration-captcha" title={t('sections.captcha')}>
      <CaptchaField
        ref={field.ref}
        name={field.name}
        label={t('fields.captcha')}
        description={t('fields.captchaHint')}
        required
        image={challenge?.captchaImage ?? null}
        imageAlt={t('fields.captchaImage')}
        refreshLabel={t('fields.captchaRefresh')}
        refreshing={loading}
        onRefresh={onRefresh}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={error}
      />
    </RegistrationSection>
  );
}
