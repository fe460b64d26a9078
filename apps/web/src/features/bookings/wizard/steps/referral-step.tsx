import { Alert, Button, Loader } from '@mantine/core';
import type { ReferralInput } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileLimits } from '../../api/account-calls';
import { useReferralSettings } from '../../api/checks';
import { uploadReferralAttachments } from '../../api/referrals';
import { ReferralForm } from '../../referral/referral-form';
import { referralValuesOf } from '../../referral/referral-rules';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';

/**
 * Step 6, when the slot's availability asks a referral (referralStatus O or R): the referral form; its
 * attachments are uploaded now and go with the booking by their ids.
 */
export function ReferralStep() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('referral');
  const settings = useReferralSettings();
  const files = useFileLimits();
  const [busy, setBusy] = useState(false);

  if (settings.isPending) return <Loader size="sm" aria-label={t('wizard.loading')} />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert">
        {t('referral.settingsFailed')}
      </Alert>
    );
  }

  const submit = async (referral: ReferralInput | null, chosen: File[]) => {
    setBusy(true);
    try {
      const uploaded = chosen.length > 0 ? (await uploadReferralAttachments(chosen)).files : [];
      nav.next(update((s) => ({ ...s, referral, referralAttachments: referral ? [...s.referralAttachments, ...uploaded] : [] })));
    } catch (error) {
      notify.failure(error, t('referral.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReferralForm
      initial={referralValuesOf(state.referral, { e: settings.data.eReferralEnabled, manual: settings.data.manualReferralEnabled })}
      required={state.availability?.referralStatus === 'R'}
      settings={settings.data}
      attachments={state.referralAttachments}
      onRemoveAttachment={(f) => update((s) => ({ ...s, referralAttachments: s.referralAttachments.filter((x) => x.id !== f.id) }))}
      limits={files.data?.fileUploadParams ?? null}
      submitLabel={t('wizard.next')}
      onSubmit={submit}
      busy={busy}
      back={
        <Button variant="default" onClick={nav.back}>
          {t('wizard.back')}
        </Button>
      }
    />
  );
}
