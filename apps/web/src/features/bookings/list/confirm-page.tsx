import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { confirmBookingSchema, type Booking, z } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApplicationSettings } from '../../../shared/settings/application-settings';
import { useBooking, useConfirmBooking, useSendConfirmationCode } from '../api/bookings-list';
import { visitTime } from './list-rules';

type CodeForm = z.input<typeof confirmBookingSchema>;

/**
 * /bookings/confirm/{system}/{bookingId} (spec part 2 §2, §8): sends the SMS code for the booking,
 * then confirms it with the code typed. A wrong code may be typed again; finishing or failing goes to
 * the messages (or back to the bookings while the messages module is off), with the spec's texts:
 * 409 "Rezerwacja nie może być potwierdzona - niewłaściwy status", other "Potwierdzanie rezerwacji nie powiodło się".
 */
export function BookingConfirmPage() {
  const { t } = useTranslation('bookings');
  const { system = '', bookingId = '' } = useParams();
  const booking = useBooking(system, bookingId);
  const settings = useApplicationSettings();
  // Where finishing or failing leads is known before anything is sent.
  const done = settings.data?.messagesModule === true ? '/messages' : '/bookings';
  return (
    <Stack gap="lg" maw={640}>
      <PageHeading documentTitle={t('list.confirmTitle')}>{t('list.confirmTitle')}</PageHeading>
      {booking.isError ? (
        <LoadFailure message={t('list.bookingLoadFailed')} query={booking} />
      ) : booking.isSuccess && !settings.isPending ? (
        <ConfirmForm booking={booking.data} done={done} />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('list.loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}

function ConfirmForm({ booking, done }: { booking: Booking; done: string }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const send = useSendConfirmationCode();
  const confirm = useConfirmBooking();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const asked = useRef(false);
  const form = useForm<CodeForm>({ resolver: zodResolver(confirmBookingSchema), defaultValues: { code: '' } });
  const confirmable = booking.status === 'SCHEDULED' && booking.actions.confirm && !booking.confirmed;

  const leave = (kind: 'success' | 'error', message: string) => {
    notify[kind](message);
    void navigate(done, { replace: true });
  };

  const sendCode = async () => {
    try {
      const sent = await send.mutateAsync(booking);
      setSentTo(sent.sentTo);
      notify.info(t('list.codeSent', { to: sent.sentTo }));
    } catch (err) {
      if (isApiError(err) && err.status === 409) leave('error', t('list.confirmWrongStatus'));
      else if (isApiError(err) && err.status === 400) leave('error', t('list.codeSendFailed'));
      else leave('error', t('list.confirmFailed'));
    }
  };

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (confirmable) void sendCode();
    else leave('error', t('list.confirmWrongStatus'));
    // Once, when the booking is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ booking, code });
      leave('success', t('list.confirmDone'));
    } catch (err) {
      if (isApiError(err) && err.status === 409) leave('error', t('list.confirmWrongStatus'));
      else if (isApiError(err) && err.errorCode === 'CODE_INVALID') form.setError('code', { message: t('list.codeInvalid') }, { shouldFocus: true });
      else leave('error', t('list.confirmFailed'));
    }
  });

  if (!confirmable) return null;
  return (
    <Card withBorder>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text fw={600}>
            {visitTime(booking)} · {booking.service.description}
          </Text>
          <Text size="sm">
            {booking.practitioner.displayName}, {booking.organizationUnit.description}, {booking.organizationUnit.address}
          </Text>
          {sentTo ? (
            <Alert color="blue" variant="light">
              {t('list.codeSent', { to: sentTo })}
            </Alert>
          ) : (
            send.isPending && (
              <Group gap="sm" role="status">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t('list.codeSending')}</Text>
              </Group>
            )
          )}
          <FormTextInput
            control={form.control}
            name="code"
            label={t('list.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            transform={(v) => v.replace(/\D/g, '')}
            required
          />
          <Group justify="space-between" gap="sm" mt="xs">
            <Button variant="subtle" onClick={() => void sendCode()} loading={send.isPending}>
              {t('list.resendCode')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => void navigate('/bookings')}>
                {t('list.back')}
              </Button>
              <Button type="submit" loading={confirm.isPending} disabled={!sentTo}>
                {t('list.confirmSubmit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
