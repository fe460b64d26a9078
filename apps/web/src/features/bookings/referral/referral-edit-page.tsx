import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReferralInput, StoredFile } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { PageHeading } from '@portal/ui/page';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFileLimits } from '../api/account-calls';
import { useBooking, useReferralSettings } from '../api/checks';
import { addReferralAttachments, deleteReferralAttachment, referralAttachmentUrl, saveBookingReferral } from '../api/referrals';
import { BOOKINGS_PATH } from '../paths';
import { visitPeriod } from '../wizard/format';
import { ReferralForm } from './referral-form';
import { referralValuesOf } from './referral-rules';

/**
 * /referral?bookingId&system&edit&patientId (spec part 2 §2): the referral of a SCHEDULED booking, edited
 * in the wizard's form; its attachments added and removed at once. "Błąd podczas zapisu skierowania" and
 * "Błąd podczas usunięcia załącznika do skierowania" on failure.
 */
export function ReferralEditPage() {
  const { t } = useTranslation('bookings');
  const [search] = useSearchParams();
  const bookingId = search.get('bookingId');
  const system = search.get('system') ?? 'PORTAL';
  const ok = bookingId !== null && /^[A-Za-z0-9_-]{1,40}$/.test(bookingId);
  const booking = useBooking(ok ? system : null, ok ? bookingId : null);
  const settings = useReferralSettings();
  const files = useFileLimits();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!ok) return <Navigate to={BOOKINGS_PATH} replace />;

  const title = t('referral.editTitle');
  const back = (
    <Button component={Link} to={BOOKINGS_PATH} variant="default">
      {t('wizard.back')}
    </Button>
  );
  const body = () => {
    if (booking.isPending || settings.isPending) return <Loader size="sm" aria-label={t('wizard.loading')} />;
    if (booking.isError || settings.isError) {
      return (
        <Alert color="red" role="alert">
          {isApiError(booking.error) && booking.error.status === 404 ? t('referral.bookingNotFound') : t('wizard.loadFailed')}
        </Alert>
      );
    }
    const b = booking.data;
    if (!b.actions.edit) {
      return (
        <Stack gap="sm">
          <Alert color="orange">{t('referral.readOnly')}</Alert>
          <Group>{back}</Group>
        </Stack>
      );
    }
    const removeAttachment = async (f: StoredFile) => {
      try {
        await deleteReferralAttachment(system, bookingId, f.id);
        await booking.refetch();
      } catch {
        notify.error(t('referral.attachmentDeleteFailed'));
      }
    };
    const submit = async (referral: ReferralInput | null, chosen: File[]) => {
      if (!referral) return;
      setBusy(true);
      try {
        if (chosen.length > 0) await addReferralAttachments(system, bookingId, chosen);
        await saveBookingReferral(system, bookingId, referral);
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'MISSING_REFERRAL_PRACTITIONER_OR_INSTITUTION') notify.warning(t('summary.unknownReferrer'));
        else if (isApiError(error) && error.status === 400 && error.body) notify.warning(error.body.message);
        else notify.error(t('referral.saveFailed'));
        setBusy(false);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      notify.success(t('referral.saved'));
      void navigate(BOOKINGS_PATH);
    };
    return (
      <Stack gap="md">
        <Text>
          {b.service.description}, {visitPeriod(b.dateFrom, b.dateTo)}, {b.practitioner.displayName}
        </Text>
        <ReferralForm
          initial={referralValuesOf(b.details.referral, { e: settings.data.eReferralEnabled, manual: settings.data.manualReferralEnabled })}
          required
          settings={settings.data}
          attachments={b.details.referralAttachments}
          onRemoveAttachment={(f) => void removeAttachment(f)}
          attachmentUrl={(f) => referralAttachmentUrl(system, bookingId, f.id)}
          limits={files.data?.fileUploadParams ?? null}
          submitLabel={t('referral.save')}
          onSubmit={submit}
          busy={busy}
          back={back}
        />
      </Stack>
    );
  };
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading documentTitle={title}>{title}</PageHeading>
      {body()}
    </Stack>
  );
}
