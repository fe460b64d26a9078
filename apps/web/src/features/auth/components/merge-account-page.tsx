import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { mergeAccountRequestSchema, type MergeAccountRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeExists } from '../../../app/modules';
import { withSignInContext } from '../../../shared/context-query';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { FormAlert } from '@portal/ui/forms';
import { FormPasswordInput, FormTextInput } from '@portal/ui/forms';
import { queryClient } from '../../../shared/query-client';
import { getCurrentAccount } from '../../../shared/session/account-api';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { signInNext } from '../../../shared/session/sign-in-next';
import { usePageTitle } from '../../../shared/use-page-title';
import { mergeAccounts } from '../api/merge-accounts';
import { useEmailParam } from './use-email-param';

/**
 * /mergeaccount — the same person holds two accounts, which must become one before signing in. The
 * sign-in that answered MERGE_ACCOUNT opened a session that may only merge: the form sends the other
 * account's username and password, and the merged account goes on to /main (with the booking context)
 * or to where sign-in was to lead.
 */
export function MergeAccountPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('mergeAccount.title'));
  const email = useEmailParam();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MergeAccountRequest>({
    resolver: zodResolver(mergeAccountRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mergeAccounts(values);
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        // The session that may merge is gone (expired, or signed out elsewhere): sign in again.
        notify.warning(t('mergeAccount.sessionExpired'));
        await navigate(withSignInContext('/login', search), { replace: true });
        return;
      }
      // Shown in the form, like the sign-in page's messages: it stays while the person corrects the data.
      setFailure(isApiError(e) && e.status === 400 ? t('mergeAccount.notPossible') : t('mergeAccount.serverDown'));
      return;
    }
    notify.success(t('mergeAccount.success'));
    try {
      // The merge turned the session into a full one: the signed-in area starts from the account.
      queryClient.setQueryData(currentAccountQuery.queryKey, await getCurrentAccount());
    } catch {
      // The signed-in area loads the account itself.
    }
    // On where the visit was going (the booking context, or the page sign-in was to lead to), through
    // the messages to confirm like every sign-in.
    await navigate(await signInNext(search, routeExists), { replace: true });
  });

  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('mergeAccount.title')}</Title>
      <Alert color="yellow" variant="light">
        {email ? (
          <Trans t={t} i18nKey="mergeAccount.withEmail" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('mergeAccount.withoutEmail')
        )}
      </Alert>
      <Text>{t('mergeAccount.why')}</Text>
      <List spacing="xs">
        <List.Item>{t('mergeAccount.step1')}</List.Item>
        <List.Item>{t('mergeAccount.step2')}</List.Item>
        <List.Item>{t('mergeAccount.step3')}</List.Item>
      </List>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="merge-form-heading">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={failure ? 'merge-failure' : undefined}>
          <Stack gap="md">
            <Title order={2} size="h4" id="merge-form-heading">
              {t('mergeAccount.formHeading')}
            </Title>
            <FormAlert id="merge-failure" message={failure ? { tone: 'error', text: failure } : null} />
            <FormTextInput control={form.control} name="username" label={t('mergeAccount.username')} autoComplete="off" required />
            <FormPasswordInput control={form.control} name="password" label={t('mergeAccount.password')} autoComplete="off" required />
            <Button type="submit" loading={isSubmitting}>
              {t('mergeAccount.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to="/login">
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
