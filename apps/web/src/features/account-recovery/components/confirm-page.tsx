import type { EmailConfirmedResponse, RedirectContext } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pickContextQuery } from '../../../shared/context-query';
import { usePageTitle } from '../../../shared/use-page-title';
import { confirmEmail } from '../api/confirm-email';
import { Outcome, OutcomeText } from './outcome';

type ConfirmResult = { ok: true; confirmed: EmailConfirmedResponse; loginQuery: string } | { ok: false; loginQuery: string };

/** The context the server stored with the link, as the query of /login (the link's own query wins). */
function loginQueryOf(search: URLSearchParams, context: RedirectContext | null): string {
  const query = pickContextQuery(search);
  const fromServer: Array<[string, string | number | null | undefined]> = [
    ['service', context?.medicalServiceCode],
    ['orgUnit', context?.organizationalUnitId],
    ['employee', context?.employeeId],
    ['occupation', context?.occupationCode],
  ];
  for (const [key, value] of fromServer) if (!query.has(key) && value != null && value !== '') query.set(key, String(value));
  const s = query.toString();
  return s ? `?${s}` : '';
}

/**
 * /confirm?token=…: the link is used in the loader, once per visit (a single-use token must not be
 * sent twice by a re-rendering page). No token, or token=true, goes to sign-in.
 */
export async function confirmLoader({ request }: LoaderFunctionArgs): Promise<ConfirmResult | Response> {
  const search = new URL(request.url).searchParams;
  const token = search.get('token');
  if (!token || token === 'true') {
    const q = pickContextQuery(search).toString();
    return redirect(q ? `/login?${q}` : '/login');
  }
  try {
    const confirmed = await confirmEmail(token);
    return { ok: true, confirmed, loginQuery: loginQueryOf(search, confirmed.context) };
  } catch {
    return { ok: false, loginQuery: loginQueryOf(search, null) };
  }
}

/** The result of the link: success (on to sign-in, keeping the context) or failure (ask for a new link). */
export function ConfirmPage() {
  const { t } = useTranslation('account-recovery');
  const result = useLoaderData() as ConfirmResult;
  usePageTitle(t('confirm.title'));
  if (result.ok) {
    return (
      <Outcome
        title={t('confirm.successTitle')}
        tone="success"
        links={[{ to: `/login${result.loginQuery}`, label: t('signIn') }]}
      >
        <OutcomeText>{t('confirm.successText', { email: result.confirmed.email })}</OutcomeText>
      </Outcome>
    );
  }
  return (
    <Outcome
      title={t('confirm.failureTitle')}
      tone="failure"
      links={[
        { to: `/resendactivationlink${result.loginQuery}`, label: t('confirm.resendLink') },
        { to: `/login${result.loginQuery}`, label: t('backToLogin') },
      ]}
    >
      <OutcomeText>{t('confirm.failureText')}</OutcomeText>
      <OutcomeText>{t('confirm.failureHint')}</OutcomeText>
    </Outcome>
  );
}
