import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Account, LoginRequest } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadNamespace } from '../../../i18n';
import { isApiError } from '@portal/ui/api';
import { logEvent } from '../../../shared/api/event-log';
import { routeExists } from '../../../app/modules';
import { pickContextQuery, withContextQuery, withSignInContext } from '../../../shared/context-query';
import { legalPaths } from '../../../shared/legal-paths';
import { notify } from '@portal/ui/notify';
import { PasswordField } from '@portal/ui/forms';
import { getCurrentAccount, logout } from '../../../shared/session/account-api';
import { usePageTitle } from '../../../shared/use-page-title';
import { login } from '../api/login';
import { useLoginSettings } from '../api/login-settings';
import type { SignInMessageKey } from '../sign-in-failure';

// Loaded only when sign-in demands a new password, so the sign-in page itself stays small.
const ChangePasswordModal = lazy(() =>
  Promise.all([import('./change-password-modal'), loadNamespace('login', 'account-access')]).then(([m]) => ({ default: m.ChangePasswordModal })),
);

/** /login — sign-in with username and password (spec part 1 §2, §4, §8). */
export function LoginPage() {
  const { t } = useTranslation(['login', 'shell']);
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const settings = useLoginSettings();
  const [message, setMessage] = useState<SignInMessageKey | null>(null);
  /** The minutes a lock has left, for the lockedFor message. */
  const [lockMinutes, setLockMinutes] = useState<number | undefined>(undefined);
  const [passwordChangeFor, setPasswordChangeFor] = useState<string | null>(null);
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const nguid = search.get('nguid');
  const eService = pickContextQuery(search);
  if (nguid) eService.set('nguid', nguid);
  const usernamePrompt = settings.data?.usernamePromptMode === 'E_MAIL' ? t('usernameEmail') : t('usernameLogin');

  const enter = async (account: Account, to?: string | null) => {
    // The signed-in area starts from the account just read; the query cache comes with that area.
    const [m, target] = await Promise.all([
      import('../../../shared/session/sign-in-next'),
      // A notification link (nguid) leads where the notice points.
      to ?? (nguid && import('../../../shared/session/notification-link').then((n) => n.notificationPath(nguid))),
    ]);
    // Else the messages to confirm, then returnTo or /main; the visit's context (service, orgUnit,
    // employee, occupation) goes on with the user.
    await navigate(await m.signedIn(account, search, routeExists, target), { replace: true });
  };

  // Two required fields: checked by hand, because a form library and zod would double this page's script.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = { username: values.username.trim(), password: values.password };
    const missing = {
      username: credentials.username ? undefined : t('usernameRequired'),
      password: credentials.password ? undefined : t('passwordRequired'),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;
    setMessage(null);
    setSubmitting(true);
    try {
      await signIn(credentials.username, () => login(credentials));
    } finally {
      setSubmitting(false);
    }
  };

  const signIn = async (username: string, call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (e) {
      const failed = isApiError(e) ? { status: e.status, body: e.body } : { status: 0, body: null };
      // Read only once a sign-in fails: the sign-in page's first load stays within its script budget.
      const { failureLoggedByServer, signInFailureDescription, signInOutcome } = await import('../sign-in-failure');
      // The server logged its own refusals; the client reports only what it alone saw.
      if (!failureLoggedByServer(failed)) logEvent('LOGIN_FAILURE', username, signInFailureDescription(failed));
      const outcome = signInOutcome(failed);
      if (outcome.kind === 'redirect') {
        const email = outcome.email ?? username;
        // The booking context (and where sign-in was to lead) goes on through confirmation or merge.
        await navigate(withSignInContext(outcome.to, search, { email }), { state: { email } });
        return;
      }
      setMessage(outcome.messageKey);
      setLockMinutes(outcome.count);
      if (outcome.openChangePassword) setPasswordChangeFor(username);
      return;
    }
    let account: Account;
    try {
      account = await getCurrentAccount();
    } catch {
      logEvent('LOGIN_FAILURE', username, 'Account could not be loaded after sign-in');
      setMessage('accountLoadFailed');
      await logout().catch(() => undefined);
      return;
    }
    await enter(account);
  };

  // Links into the portal (?ssotoken, ?nguid): their code loads only when one is used.
  useEffect(() => {
    if (search.has('ssotoken') || nguid) void import('../sign-in-links').then((m) => m.openSignInLink(search, { signIn, enter }));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const registrationLinks = [
    { shown: settings.data?.showLinkToCreateAccountForMe, path: '/registration', label: t('register.me') },
    { shown: settings.data?.showLinkToCreateAccountForChild, path: '/registrationchild', label: t('register.child') },
    { shown: settings.data?.showLinkToCreateAccountForWard, path: '/registrationward', label: t('register.ward') },
  ].filter((l) => l.shown);

  return (
    // While the password must change, the page behind the dialog is out of reach, for screen readers too.
    <Stack maw={440} mx="auto" gap="lg" inert={passwordChangeFor !== null}>
      <Title order={1}>{t('heading')}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={message ? 'login-message' : undefined}>
          <Stack gap="md">
            {message ? (
              <Alert id="login-message" color="red" variant="light">
                {message === 'lockedFor' ? t('messages.lockedFor', { count: lockMinutes }) : t(`messages.${message}`)}
              </Alert>
            ) : null}
            <TextInput
              label={t('username')}
              placeholder={usernamePrompt}
              autoComplete="username"
              required
              error={errors.username}
              value={values.username}
              onChange={(e) => {
                const username = e.currentTarget.value;
                setValues((v) => ({ ...v, username }));
              }}
            />
            <PasswordField
              label={t('password')}
              autoComplete="current-password"
              required
              error={errors.password}
              value={values.password}
              onChange={(e) => {
                const password = e.currentTarget.value;
                setValues((v) => ({ ...v, password }));
              }}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('submit')}
            </Button>
            <Anchor component={Link} to="/resetpassword" size="sm" ta="center">
              {t('forgotPassword')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
      {settings.data?.eServiceSignIn ? (
        <Button component="a" href={`/api/mpi/epuap/sso?${eService}`} variant="default">
          {t('eService')}
        </Button>
      ) : null}
      {registrationLinks.length > 0 ? (
        <Stack component="section" gap="xs" aria-labelledby="login-register-heading">
          <Title order={2} size="h4" id="login-register-heading">
            {t('register.heading')}
          </Title>
          {registrationLinks.map((l) => (
            <Anchor key={l.path} component={Link} to={withContextQuery(l.path, search)}>
              {l.label}
            </Anchor>
          ))}
        </Stack>
      ) : null}
      <Stack component="section" gap="xs" aria-labelledby="login-legal-heading">
        <Title order={2} size="h4" id="login-legal-heading">
          {t('legalHeading')}
        </Title>
        <Text size="sm">{t('legalIntro')}</Text>
        <Anchor component={Link} to={legalPaths.accessibility}>
          {t('shell:legal.accessibility')}
        </Anchor>
        <Anchor component={Link} to={legalPaths.privacy}>
          {t('shell:legal.privacy')}
        </Anchor>
        <Anchor component={Link} to={legalPaths.terms}>
          {t('shell:legal.terms')}
        </Anchor>
      </Stack>
      {passwordChangeFor ? (
        <Suspense fallback={null}>
          <ChangePasswordModal
            opened
            username={passwordChangeFor}
            onClose={() => setPasswordChangeFor(null)}
            onChanged={(account) => {
              setPasswordChangeFor(null);
              void enter(account).then(() => notify.success(t('changePassword.success')));
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
