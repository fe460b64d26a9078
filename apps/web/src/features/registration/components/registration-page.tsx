import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import {
  registrationResults,
  type RegistrationRequest,
  type RegistrationResponse,
  type RegistrationResult,
  type RegistrationSettings,
} from '@portal/contracts';
import type { RegistrationRole } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { pickContextQuery, withContextQuery } from '../../../shared/context-query';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { usePageTitle } from '../../../shared/use-page-title';
import type { RegistrationPageData } from '../api/get-registration-settings';

export { registrationLoader } from '../api/get-registration-settings';
import { RegistrationForm } from './registration-form';
import { RegistrationSummary, type SummaryContacts } from './registration-summary';

/** The booking context of the query (spec part 1 §2) as the request's redirectContext. */
export function redirectContextOf(search: URLSearchParams): RegistrationRequest['redirectContext'] {
  const context = {
    medicalServiceCode: search.get('service'),
    organizationalUnitId: search.get('orgUnit'),
    employeeId: search.get('employee'),
    occupationCode: search.get('occupation'),
  };
  return Object.values(context).some(Boolean) ? context : null;
}

/**
 * The summary state's address: the page's path with the answer's outcome and flags (and the context
 * query kept). The login and the phone number are personal data and stay out of the URL (history,
 * logs, referrers): they travel in the navigation's state (`summaryContactsOf`).
 */
export function summarySearch(search: URLSearchParams, response: RegistrationResponse): string {
  const q = pickContextQuery(search);
  q.set('result', response.result);
  q.set('isEmailAddress', String(response.isEmailAddress));
  q.set('preferredCommunicationChannel', response.preferredCommunicationChannel);
  if (response.smsCodeSent) q.set('smsCodeSent', 'true');
  if (response.linkPending) q.set('linkPending', 'true');
  return q.toString();
}

/** The navigation state of the summary: the contacts the answer named. */
export const summaryState = (response: RegistrationResponse): { contacts: SummaryContacts } => ({
  contacts: { username: response.username ?? null, phoneNumber: response.phoneNumber ?? null },
});

/** The contacts of the navigation's state, or none (an address opened anew). */
function summaryContactsOf(state: unknown): SummaryContacts | null {
  const contacts = (state as { contacts?: Partial<SummaryContacts> } | null)?.contacts;
  if (!contacts || typeof contacts !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { username: text(contacts.username), phoneNumber: text(contacts.phoneNumber) };
}

/**
 * The contact a link to the ward and child pages brings (spec part 1 §2: params phoneNumber and
 * isEmailAddress): the phone fills the form's phone, and `isEmailAddress` says whether the person is
 * reached by e-mail — false: by the phone, so SMS is the preferred channel (when phone confirmation is
 * on and a phone came with it); true: e-mail. The form's own page for me keeps only the phone.
 */
export function linkedContactOf(
  role: RegistrationRole,
  search: URLSearchParams,
  settings: Pick<RegistrationSettings, 'phoneConfirmationEnabled'>,
): { phone: string | null; channel: 'EMAIL' | 'SMS' } {
  const phone = search.get('phoneNumber') || null;
  if (role === 'PATIENT') return { phone, channel: 'EMAIL' };
  const byPhone = search.get('isEmailAddress') === 'false' && Boolean(phone) && settings.phoneConfirmationEnabled;
  return { phone, channel: byPhone ? 'SMS' : 'EMAIL' };
}

const isResult = (value: string | null): value is RegistrationResult => (registrationResults as readonly string[]).includes(value ?? '');

/**
 * /registration, /registrationward, /registrationchild (spec part 1 §2): the form, then — with
 * `result` in the query, so a reload keeps it — the summary state.
 */
function RegistrationPage({ role }: { role: RegistrationRole }) {
  const { t } = useTranslation('registration');
  const data = useLoaderData() as RegistrationPageData | null;
  const [search] = useSearchParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const result = search.get('result');
  usePageTitle(isResult(result) ? t(`summary.title.${result}`) : t(`title.${role}`));

  const linked = data ? linkedContactOf(role, search, data.registration) : null;
  if (isResult(result)) return <RegistrationSummary result={result} search={search} contacts={summaryContactsOf(state)} />;

  const offered = data
    ? { PATIENT: data.login.showLinkToCreateAccountForMe, WARD: data.login.showLinkToCreateAccountForWard, CHILD: data.login.showLinkToCreateAccountForChild }[role]
    : true;

  return (
    <LocalizedDatesProvider>
      <Stack maw={880} mx="auto" gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t(`title.${role}`)}</Title>
          {data && offered ? <Text>{t(`intro.${role}`)}</Text> : null}
        </Stack>
        {!data ? (
          <Alert color="red" variant="light" role="alert" title={t('settingsFailed')}>
            <Button mt="xs" color="red" onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : !offered ? (
          <Alert color="yellow" variant="light">
            {t('notOffered')}
          </Alert>
        ) : (
          <RegistrationForm
            role={role}
            settings={data.registration}
            redirectContext={redirectContextOf(search)}
            initialPhone={linked?.phone}
            initialChannel={linked?.channel}
            onRegistered={(response) => {
              void navigate(`${pathname}?${summarySearch(search, response)}`, { replace: true, state: summaryState(response) });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        <Text>
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={withContextQuery('/login', search)}>
            {t('toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </LocalizedDatesProvider>
  );
}

export const RegistrationForMePage = () => <RegistrationPage role="PATIENT" />;
export const RegistrationWardPage = () => <RegistrationPage role="WARD" />;
export const RegistrationChildPage = () => <RegistrationPage role="CHILD" />;
