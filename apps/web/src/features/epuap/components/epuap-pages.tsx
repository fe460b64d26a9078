import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeExists } from '../../../app/modules';
import i18n from '../../../i18n';
import type { Resources } from '../../../i18n/resources';
import { logEvent } from '../../../shared/api/event-log';
import { pickContextQuery, withContextQuery } from '../../../shared/context-query';
import { getCurrentAccount, logout } from '../../../shared/session/account-api';
import { notificationPath } from '../../../shared/session/notification-link';
import { usePageTitle } from '../../../shared/use-page-title';

/*
 * The two landing pages of the public e-service, in one module: they load together, and the sign-in
 * page's script carries one lazy import for both.
 */

type EpuapTexts = `epuap.${keyof Resources['login']['epuap']}`;
const SIGN_IN: EpuapTexts = 'epuap.login';

/** The text set of the e-service operation named by `type` (default and fallback: sign-in). */
function epuapTexts(type: string | null): EpuapTexts {
  return type && /^[a-z]+$/.test(type) && i18n.exists(`login:epuap.${type}`) ? (`epuap.${type}` as EpuapTexts) : SIGN_IN;
}

/**
 * /epuap/success — the e-service signed the person in: load the account into the signed-in area's
 * cache and go on like any sign-in, to the notice's page (nguid) or through the messages to confirm to /main with the context query.
 * An account that cannot be loaded ends the session (spec part 1 §4 "Sign-in").
 */
export function EpuapSuccessPage() {
  const [search] = useSearchParams();
  const texts = epuapTexts(search.get('type'));
  const { t } = useTranslation('login');
  usePageTitle(t(`${texts}.successTitle`));
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const nguid = search.get('nguid');
    void (async () => {
      try {
        const account = await getCurrentAccount();
        const [{ queryClient }, { currentAccountQuery }, target, { signInNext }] = await Promise.all([
          import('../../../shared/query-client'),
          import('../../../shared/session/current-account'),
          nguid ? notificationPath(nguid) : null,
          import('../../../shared/session/sign-in-next'),
        ]);
        if (!current) return;
        queryClient.setQueryData(currentAccountQuery.queryKey, account);
        // The notice's page wins; else the messages to confirm, then /main with the context.
        await navigate(target ?? (await signInNext(search, routeExists)), { replace: true });
      } catch {
        if (!current) return;
        logEvent('LOGIN_FAILURE', null, 'Account could not be loaded after e-service sign-in');
        setFailed(true);
        await logout().catch(() => undefined);
      }
    })();
    return () => {
      current = false;
    };
    // Runs once, on arrival from the e-service.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t(`${texts}.successTitle`)}</Title>
      {failed ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {t(`${texts}.accountLoadFailed`)}
          </Alert>
          <Anchor component={Link} to={withContextQuery('/login', search)}>
            {t('backToLogin')}
          </Anchor>
        </>
      ) : (
        <Text role="status">{t(`${texts}.loadingAccount`)}</Text>
      )}
    </Stack>
  );
}

/** The server's code for a blocked account (contracts: E_SERVICE_ERROR_BLOCKED; not imported, to keep zod out of this page). */
const BLOCKED_CODE = '3';

/**
 * /epuap/error?code=2|3 — the e-service sign-in failed (spec part 1 §8 "Sign-in errors"): code 3 the
 * account is blocked, any other code a failure of the sign-in (cancelled, no account, rejected answer).
 */
export function EpuapErrorPage() {
  const [search] = useSearchParams();
  const texts = epuapTexts(search.get('type'));
  const { t } = useTranslation('login');
  usePageTitle(t(`${texts}.errorTitle`));
  const blocked = search.get('code') === BLOCKED_CODE;
  const retry = pickContextQuery(search);
  const nguid = search.get('nguid');
  if (nguid) retry.set('nguid', nguid);
  const retryQuery = retry.toString() ? `?${retry.toString()}` : '';

  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t(`${texts}.errorTitle`)}</Title>
      <Alert color="red" variant="light" role="alert">
        {t(blocked ? `${texts}.blocked` : `${texts}.failed`)}
      </Alert>
      {blocked || texts !== SIGN_IN ? null : (
        <>
          <Text>{t(`${texts}.failedHint`)}</Text>
          {/* A server address (a redirect to the e-service), not a page of the app. */}
          <Anchor href={`/api/mpi/epuap/sso${retryQuery}`}>{t(`${texts}.retry`)}</Anchor>
        </>
      )}
      <Anchor component={Link} to={`/login${retryQuery}`}>
        {t('backToLogin')}
      </Anchor>
    </Stack>
  );
}
