import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withSignInContext } from '../../../shared/context-query';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { usePageTitle } from '../../../shared/use-page-title';
import { resendConfirmationLink } from '../api/resend-confirmation-link';
import { useEmailParam } from './use-email-param';

/** /confirmemail — sign-in refused until the account's e-mail address is confirmed; a new link on request. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('confirmEmail.title'));
  const email = useEmailParam();
  const [search] = useSearchParams();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) summaryHeading.current?.focus();
  }, [sent]);

  const resend = async () => {
    if (!email) return;
    setWarning(null);
    setSending(true);
    try {
      await resendConfirmationLink(email);
      notify.success(t('confirmEmail.sent'));
      setSent(true);
    } catch (e) {
      if (isApiError(e) && e.status === 429 && e.body?.message) setWarning(e.body.message);
      else if (isApiError(e) && e.status === 400) setWarning(t('confirmEmail.notFound'));
      else setWarning(t('confirmEmail.failed'));
    } finally {
      setSending(false);
    }
  };

  const backToLogin = (
    <Anchor component={Link} to={withSignInContext('/login', search)}>
      {t('backToLogin')}
    </Anchor>
  );
  if (sent && email) {
    return (
      <Stack maw={640} gap="md">
        <Title order={1} ref={summaryHeading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('confirmEmail.summaryTitle')}
        </Title>
        <Alert color="green" variant="light" role="status">
          <Trans t={t} i18nKey="confirmEmail.summaryText" values={{ email }} components={{ strong: <strong /> }} />
        </Alert>
        <Text>{t('confirmEmail.noMessage')}</Text>
        {backToLogin}
      </Stack>
    );
  }
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('confirmEmail.title')}</Title>
      <Alert color="yellow" variant="light">
        {email ? (
          <Trans t={t} i18nKey="confirmEmail.withEmail" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('confirmEmail.withoutEmail')
        )}
      </Alert>
      <Text>{t('confirmEmail.howTo')}</Text>
      <Text>{t('confirmEmail.noMessage')}</Text>
      {warning ? (
        <Alert color="yellow" variant="light" role="alert">
          {warning}
        </Alert>
      ) : null}
      {email ? (
        <Button onClick={() => void resend()} loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('confirmEmail.resend')}
        </Button>
      ) : (
        <Anchor component={Link} to="/resendactivationlink">
          {t('confirmEmail.resendOther')}
        </Anchor>
      )}
      {backToLogin}
    </Stack>
  );
}
