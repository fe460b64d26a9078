import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { phoneConfirmRequestSchema, phoneRequestSchema } from '@portal/contracts';
import { digitsOnly, normalizePhone } from '@portal/domain';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { withContextQuery } from '../../../shared/context-query';
import { FormAlert, type FormMessage } from '@portal/ui/forms';
import { FormPhoneInput } from '@portal/ui/forms';
import { ConfirmationCodeInput } from './confirmation-code-input';
import { notify } from '@portal/ui/notify';
import { usePageTitle } from '../../../shared/use-page-title';
import { confirmPhoneCode } from '../api/confirm-phone-code';
import { getUnconfirmedPhone } from '../api/get-unconfirmed-phone';
import { sendPhoneCode } from '../api/send-phone-code';
import { sendFailureMessage } from './failure-message';
import { Outcome, OutcomeText } from './outcome';

/**
 * The number to start with: the `phones` param (the registration summary hands it over; the first of
 * a comma-separated list), else the signed-in account's phone waiting for confirmation.
 */
export async function resendCodeLoader({ request }: LoaderFunctionArgs): Promise<{ phone: string }> {
  const param = new URL(request.url).searchParams.get('phones');
  const first = param?.split(',').find((p) => digitsOnly(p).length > 0);
  if (first) return { phone: digitsOnly(first) };
  return { phone: digitsOnly((await getUnconfirmedPhone()) ?? '') };
}

interface Values {
  phoneNumber: string;
  confirmationCode: string;
}
const sendResolver = zodResolver(phoneRequestSchema) as unknown as Resolver<Values>;
const confirmResolver = zodResolver(phoneConfirmRequestSchema) as unknown as Resolver<Values>;

/**
 * /resendactivationcode — the first submit sends the SMS code, the second confirms the number with
 * it (spec part 1 §4), then a summary.
 */
export function ResendActivationCodePage() {
  const { t } = useTranslation('account-recovery');
  usePageTitle(t('resendCode.title'));
  const [search] = useSearchParams();
  const { phone } = useLoaderData() as { phone: string };
  const [step, setStep] = useState<'phone' | 'code' | 'done'>('phone');
  const stepRef = useRef(step);
  stepRef.current = step;
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    // The code is asked for only once it was sent.
    resolver: (values, context, options) => (stepRef.current === 'code' ? confirmResolver : sendResolver)(values, context, options),
    defaultValues: { phoneNumber: phone, confirmationCode: '' },
  });
  const { isSubmitting } = form.formState;
  const number = normalizePhone(form.watch('phoneNumber')) ?? '';

  const send = async () => {
    setMessage(null);
    try {
      await sendPhoneCode({ phoneNumber: number });
      notify.info(t('resendCode.sent'));
      setMessage({ tone: 'info', text: t('resendCode.sentTo', { phone: number }) });
      form.setValue('confirmationCode', '');
      setStep('code');
    } catch (e) {
      setMessage({ tone: 'warning', text: sendFailureMessage(e, { badRequest: t('resendCode.notFound'), otherwise: t('resendCode.failed') }) });
    }
  };

  const confirm = async (code: string) => {
    setMessage(null);
    try {
      await confirmPhoneCode({ phoneNumber: number, confirmationCode: code });
      notify.success(t('resendCode.confirmed'));
      setStep('done');
    } catch (e) {
      if (isApiError(e) && e.status === 400) {
        const text = e.errorCode === 'CODE_ATTEMPTS_EXCEEDED' && e.body?.message ? e.body.message : t('resendCode.wrongCode');
        setMessage({ tone: 'warning', text });
        // The spec's warning above; at the field the plain fact: the code is wrong.
        if (e.errorCode === 'CODE_INVALID') form.setError('confirmationCode', { message: t('resendCode.codeWrong') });
      } else {
        setMessage({ tone: 'error', text: t('resendCode.failed') });
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (step === 'code') await confirm(values.confirmationCode.trim());
    else await send();
  });

  const loginLink = withContextQuery('/login', search);
  if (step === 'done') {
    return (
      <Outcome title={t('resendCode.confirmed')} tone="success" links={[{ to: loginLink, label: t('signIn') }]}>
        <OutcomeText>{t('resendCode.summaryText', { phone: number })}</OutcomeText>
      </Outcome>
    );
  }
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('resendCode.title')}</Title>
      <Text>{t('resendCode.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="md">
            <FormAlert message={message} />
            <FormPhoneInput
              control={form.control}
              name="phoneNumber"
              label={t('phone.label')}
              description={t('phone.hint')}
              required
              readOnly={step === 'code'}
            />
            {step === 'code' ? <ConfirmationCodeInput control={form.control} name="confirmationCode" focusWhenShown /> : null}
            <Button type="submit" loading={isSubmitting} fullWidth>
              {step === 'code' ? t('resendCode.confirm') : t('resendCode.send')}
            </Button>
            {step === 'code' ? (
              <Group justify="space-between" gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => void send()} disabled={isSubmitting}>
                  {t('resendCode.sendAgain')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setMessage(null);
                    setStep('phone');
                  }}
                >
                  {t('resendCode.changeNumber')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to={loginLink}>
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
