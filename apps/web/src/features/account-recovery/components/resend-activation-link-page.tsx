import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { resendEmailRequestSchema, type ResendEmailRequest, type z } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withContextQuery } from '../../../shared/context-query';
import { FormAlert } from '@portal/ui/forms';
import { FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { usePageTitle } from '../../../shared/use-page-title';
import { resendEmailLink } from '../api/resend-email-link';
import { sendFailureMessage } from './failure-message';
import { Outcome, OutcomeText } from './outcome';

/** /resendactivationlink — a new e-mail confirmation link, then a summary. */
export function ResendActivationLinkPage() {
  const { t } = useTranslation('account-recovery');
  usePageTitle(t('resendLink.title'));
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm<z.input<typeof resendEmailRequestSchema>, unknown, ResendEmailRequest>({
    resolver: zodResolver(resendEmailRequestSchema),
    defaultValues: { email: search.get('email') ?? '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setWarning(null);
    try {
      await resendEmailLink(body);
      notify.success(t('resendLink.sent'));
      setSentTo(body.email);
    } catch (e) {
      setWarning(sendFailureMessage(e, { badRequest: t('resendLink.notFound'), otherwise: t('resendLink.failed') }));
    }
  });

  const loginLink = withContextQuery('/login', search);
  if (sentTo) {
    return (
      <Outcome title={t('resendLink.summaryTitle')} tone="success" links={[{ to: loginLink, label: t('backToLogin') }]}>
        <OutcomeText>{t('resendLink.summaryText', { email: sentTo })}</OutcomeText>
        <OutcomeText>{t('resendLink.summaryHint')}</OutcomeText>
      </Outcome>
    );
  }
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('resendLink.title')}</Title>
      <Text>{t('resendLink.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="md">
            <FormAlert message={warning ? { tone: 'warning', text: warning } : null} />
            <FormTextInput control={form.control} name="email" label={t('email')} type="email" autoComplete="email" required />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('resendLink.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to={loginLink}>
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
