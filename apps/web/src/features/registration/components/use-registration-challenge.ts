import type { RegistrationChallenge } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui/notify';
import { getChallenge } from '../api/get-challenge';

/**
 * The anti-bot challenge: fetched when the form opens and again on `reload` (after every failed
 * attempt, or on asking for a new image); `onNew` clears the answer to the image before.
 */
export function useRegistrationChallenge(onNew: () => void) {
  const { t } = useTranslation('registration');
  const [challenge, setChallenge] = useState<RegistrationChallenge | null>(null);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    setChallenge(null);
    onNew();
    try {
      setChallenge(await getChallenge());
    } catch {
      notify.error(t('errors.captchaFailed'));
    } finally {
      setLoading(false);
    }
  }, [onNew, t]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { challenge, loading, reload };
}
