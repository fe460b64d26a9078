import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, Radio, Stack, Text, Title, Group } from '@mantine/core';
import { phoneRequestSchema, resendEmailRequestSchema, type PhoneRequest, type ResendEmailRequest } from '@portal/contracts';
import { normalizePhone } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { FormAlert } from '@portal/ui/forms';
import { FormPhoneInput, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { usePageTitle } from '../../../shared/use-page-title';
import { requestPasswordRecovery } from '../api/password-recovery';
import { sendFailureMessage } from './failure-message';
import { Outcome, OutcomeText } from './outcome';
import { ResetPasswordForm } from './reset-password-form';

type State =
  | { kind: 'choose' }
  | { kind: 'emailSent' }
  | { kind: 'phoneReset'; phone: string }
  | { kind: 'tokenReset'; token: string }
  | { kind: 'success' }
  | { kind: 'failure' };

/**
 * /resetpassword — without a token: recovery by e-mail (always ends on the summary, whether the
 * address exists or not) or by phone (an SMS code, then the reset form); with ?token=…: the reset
 * form. Then success or failure (spec part 1 §4, §8).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account-recovery');
  usePageTitle(t('reset.title'));
  const [search] = useSearchParams();
  const token = search.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'tokenReset', token } : { kind: 'choose' });
  const back = { to: '/login', label: t('backToLogin') };

  switch (state.kind) {
    case 'emailSent':
      return (
        <Outcome title={t('reset.emailSummaryTitle')} tone="info" links={[back]}>
          <OutcomeText>{t('reset.emailSummaryText')}</OutcomeText>
          <OutcomeText>{t('reset.emailSummaryHint')}</OutcomeText>
        </Outcome>
      );
    case 'success':
      return (
        <Outcome title={t('reset.success')} tone="success" links={[{ to: '/login', label: t('signIn') }]}>
          <OutcomeText>{t('reset.successText')}</OutcomeText>
        </Outcome>
      );
    case 'failure':
      return (
        <Outcome title={t('reset.failureTitle')} tone="failure" links={[{ to: '/resetpassword', label: t('reset.startAgain') }, back]}>
          <OutcomeText>{t('reset.failureText')}</OutcomeText>
          <OutcomeText>{t('reset.failureHint')}</OutcomeText>
        </Outcome>
      );
    case 'tokenReset':
    case 'phoneReset':
      return (
        <ResetPasswordForm
          key={state.kind}
          token={state.kind === 'tokenReset' ? state.token : undefined}
          phone={state.kind === 'phoneReset' ? state.phone : undefined}
          onDone={(outcome) => setState({ kind: outcome })}
        />
      );
    default:
      return (
        <RecoveryRequest
          onEmailSent={() => setState({ kind: 'emailSent' })}
          onCodeSent={(phone) => setState({ kind: 'phoneReset', phone })}
        />
      );
  }
}

function RecoveryRequest({ onEmailSent, onCodeSent }: { onEmailSent: () => void; onCodeSent: (phone: string) => void }) {
  const { t } = useTranslation('account-recovery');
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('reset.title')}</Title>
      <Text>{t('reset.intro')}</Text>
      <Radio.Group label={t('reset.method')} value={method} onChange={(v) => setMethod(v === 'phone' ? 'phone' : 'email')}>
        <Group mt="xs" gap="lg">
          <Radio value="email" label={t('reset.byEmail')} />
          <Radio value="phone" label={t('reset.byPhone')} />
        </Group>
      </Radio.Group>
      <Paper withBorder p="lg" radius="md">
        {method === 'email' ? <ByEmail onSent={onEmailSent} /> : <ByPhone onSent={onCodeSent} />}
      </Paper>
      <Anchor component={Link} to="/login">
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}

function ByEmail({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account-recovery');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ResendEmailRequest>({ resolver: zodResolver(resendEmailRequestSchema), defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await requestPasswordRecovery({ email: body.email });
    } catch (e) {
      // A 400 still ends on the summary: the page never tells whether the address exists.
      if (!(isApiError(e) && e.status === 400)) {
        setMessage(sendFailureMessage(e, { badRequest: '', otherwise: t('serverDown') }));
        return;
      }
    }
    onSent();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reset.emailIntro')}</Text>
        <FormAlert message={message ? { tone: 'error', text: message } : null} />
        <FormTextInput control={form.control} name="email" label={t('email')} type="email" autoComplete="email" required />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reset.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}

function ByPhone({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation('account-recovery');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<PhoneRequest>({ resolver: zodResolver(phoneRequestSchema), defaultValues: { phoneNumber: '' } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    setMessage(null);
    try {
      await requestPasswordRecovery({ phoneNumber: normalizePhone(phoneNumber) ?? phoneNumber });
    } catch (e) {
      setMessage(sendFailureMessage(e, { badRequest: t('reset.phoneFailed'), otherwise: t('serverDown') }));
      return;
    }
    notify.info(t('reset.smsSent'));
    onSent(phoneNumber);
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reset.phoneIntro')}</Text>
        <FormAlert message={message ? { tone: 'warning', text: message } : null} />
        <FormPhoneInput control={form.control} name="phoneNumber" label={t('phone.label')} description={t('phone.hint')} required />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reset.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
