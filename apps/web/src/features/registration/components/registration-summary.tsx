import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { confirmationCodeSchema, type RegistrationResult } from '@portal/contracts';
import { digitsOnly } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@portal/ui/api';
import { withContextQuery } from '../../../shared/context-query';
import { notify } from '@portal/ui/notify';
import { confirmPhone } from '../api/confirm-phone';

/** What the answer named of the person: kept in memory (router state), never in the URL. */
export interface SummaryContacts {
  username: string | null;
  phoneNumber: string | null;
}

interface RegistrationSummaryProps {
  result: RegistrationResult;
  /** The summary's params: isEmailAddress, preferredCommunicationChannel, smsCodeSent, linkPending, and the context. */
  search: URLSearchParams;
  /** The login and phone number, when the summary follows the form; without them (an address opened anew) they are not shown. */
  contacts: SummaryContacts | null;
}

/**
 * The summary state of a registration (spec part 1 §2, §4, §8): what happened, how to confirm the
 * e-mail (the link) and the phone (the SMS code, confirmed here), the resend pages and sign-in with
 * the booking context kept.
 */
export function RegistrationSummary({ result, search, contacts }: RegistrationSummaryProps) {
  const { t } = useTranslation('registration');
  const username = contacts?.username ?? null;
  const phone = contacts?.phoneNumber ?? null;
  const emailSent = search.get('isEmailAddress') === 'true';
  const smsSent = search.get('smsCodeSent') === 'true';
  const linkPending = search.get('linkPending') === 'true';
  const channel = search.get('preferredCommunicationChannel') === 'SMS' ? 'SMS' : 'EMAIL';
  const warning = result === 'ALREADY_EXIST';

  return (
    <Stack maw={720} mx="auto" gap="lg">
      <Title order={1}>{t(`summary.title.${result}`)}</Title>
      <Alert color={warning ? 'yellow' : 'teal'} variant="light">
        <Stack gap="xs">
          <Text>{t(`summary.result.${result}`)}</Text>
          {linkPending ? <Text>{t('summary.linkPending')}</Text> : null}
        </Stack>
      </Alert>
      {!warning && username ? (
        <Text>
          <Trans t={t} i18nKey="summary.username" values={{ username }} components={{ strong: <strong /> }} />
        </Text>
      ) : null}
      {emailSent ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text>{t('summary.emailSent')}</Text>
            <Text size="sm">
              {t('summary.noEmail')}{' '}
              <Anchor component={Link} to="/resendactivationlink">
                {t('summary.resendLink')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {smsSent && phone ? <PhoneCodeConfirmation phone={phone} /> : null}
      {smsSent && !phone ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text>{t('summary.smsSentNoPhone')}</Text>
            <Anchor component={Link} to="/resendactivationcode" size="sm">
              {t('summary.resendCode')}
            </Anchor>
          </Stack>
        </Paper>
      ) : null}
      {!warning ? <Text>{t('summary.channel', { channel: t(`summary.channel${channel}`) })}</Text> : null}
      <Group gap="md">
        <Button component={Link} to={withContextQuery('/login', search)}>
          {t('summary.toLogin')}
        </Button>
        {warning ? (
          <Anchor component={Link} to="/resetpassword">
            {t('summary.recover')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The SMS code of the registration: PUT /api/mpi/accounts/confirmations/phone-no. */
function PhoneCodeConfirmation({ phone }: { phone: string }) {
  const { t } = useTranslation('registration');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmationCodeSchema.safeParse(code).success) {
      setError(t('summary.codeRequired'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await confirmPhone({ phoneNumber: phone, confirmationCode: code });
      setConfirmed(true);
      notify.success(t('summary.phoneConfirmed'));
    } catch (e) {
      if (isApiError(e) && e.status === 400) {
        setError(t('summary.codeWrong'));
        notify.warning(t('summary.codeInvalid'));
      } else {
        notify.error(t('summary.confirmFailed'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="summary-sms">
      {confirmed ? (
        <Alert color="teal" variant="light" id="summary-sms">
          {t('summary.phoneConfirmed')}
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="sm">
            <Text id="summary-sms">
              <Trans t={t} i18nKey="summary.smsSent" values={{ phone }} components={{ strong: <strong /> }} />
            </Text>
            <Group align="flex-start" gap="sm">
              <TextInput
                label={t('summary.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                w={{ base: '100%', xs: 200 }}
                value={code}
                onChange={(e) => setCode(digitsOnly(e.currentTarget.value).slice(0, 6))}
                error={error}
              />
              <Button type="submit" loading={sending} mt={{ base: 0, xs: 25 }}>
                {t('summary.confirm')}
              </Button>
            </Group>
            <Anchor component={Link} to={`/resendactivationcode?${new URLSearchParams({ phones: phone }).toString()}`} size="sm">
              {t('summary.resendCode')}
            </Anchor>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
