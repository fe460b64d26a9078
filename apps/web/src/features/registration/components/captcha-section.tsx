import type { RegistrationChallenge } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaAudio } from '../../../shared/forms/captcha-audio';
import { CaptchaField } from '../../../shared/forms/captcha-field';
import { getChallengeAudio } from '../api/get-challenge-audio';
import { useBoundField } from '@portal/ui/forms';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-schema';

/** The anti-bot equation of the current challenge, with a button for a new one and its recording. */
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
  const token = challenge?.challengeToken;
  const loadAudio = useMemo(() => (token ? () => getChallengeAudio(token) : null), [token]);
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
        audio={<CaptchaAudio label={t('fields.captchaListen')} failedText={t('fields.captchaListenFailed')} load={loadAudio} />}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={error}
      />
    </RegistrationSection>
  );
}
