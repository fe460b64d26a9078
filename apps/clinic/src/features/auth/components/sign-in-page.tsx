import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { StaffSignInStep } from '@portal/contracts';
import type { FormMessage } from '@portal/ui/forms';
import { PageHeading } from '@portal/ui/page';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { meQuery } from '../api/me';
import { isConsolePath } from '../paths';
import { PasswordStep } from './password-step';

const loadSecondFactor = () => import('./second-factor');
const CodeStep = lazy(() => loadSecondFactor().then((m) => ({ default: m.CodeStep })));
const EnrolStep = lazy(() => loadSecondFactor().then((m) => ({ default: m.EnrolStep })));
const RecoveryCodesStep = lazy(() => loadSecondFactor().then((m) => ({ default: m.RecoveryCodesStep })));

type Step = { at: 'password' } | { at: 'code' | 'enrol'; challenge: string } | { at: 'codes'; codes: string[] };

/**
 * /clinic/login: login and password, then the code of the authenticator app (or a recovery code) — or,
 * at the first sign-in, the enrolment (QR code, first code, recovery codes shown once). Afterwards the
 * member goes where they wanted (`?next=`), else to the dashboard.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ at: 'password' });
  const [login, setLogin] = useState('');
  const [notice, setNotice] = useState<FormMessage | null>(search.get('expired') ? { tone: 'warning', text: t('sessionExpired', { ns: 'common' }) } : null);

  const next = search.get('next');
  const enter = useCallback(() => {
    queryClient.removeQueries({ queryKey: meQuery.queryKey });
    void navigate(isConsolePath(next) ? next : '/', { replace: true });
  }, [navigate, next, queryClient]);

  const expired = useCallback(() => {
    setNotice({ tone: 'warning', text: t('challengeExpired') });
    setStep({ at: 'password' });
  }, [t]);

  const passed = (answer: StaffSignInStep, who: string) => {
    setLogin(who);
    setNotice(null);
    setStep({ at: answer.next === 'ENROL' ? 'enrol' : 'code', challenge: answer.challenge });
  };

  return (
    <Stack maw={440} mx="auto" w="100%">
      <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
      <Text c="dimmed">{t('intro')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {step.at === 'password' && <PasswordStep notice={notice} onPassed={passed} onSending={() => void loadSecondFactor()} />}
        <Suspense
          fallback={
            <Group justify="center" py="md">
              <Loader role="status" aria-label={t('loading', { ns: 'common' })} />
            </Group>
          }
        >
          {step.at === 'code' && <CodeStep challenge={step.challenge} onSignedIn={enter} onExpired={expired} />}
          {step.at === 'enrol' && <EnrolStep challenge={step.challenge} onEnrolled={({ recoveryCodes }) => setStep({ at: 'codes', codes: recoveryCodes })} onExpired={expired} />}
          {step.at === 'codes' && <RecoveryCodesStep codes={step.codes} login={login} onDone={enter} />}
        </Suspense>
      </Paper>
    </Stack>
  );
}
