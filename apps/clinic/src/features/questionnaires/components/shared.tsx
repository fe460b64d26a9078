import { Button, Group } from '@mantine/core';
import { formatDay, formatDateTime } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { answersPath, assignmentsPath, NEW, questionnairePath } from '../paths';

/** Only an administrator writes questionnaires, assignments and programmes; everyone else reads them. */
export const useIsAdmin = () => useMember().roles.includes('ADMIN');

/** Patients' answers are medical data: administrators, doctors, nurses and midwives read them (the server's rule too). */
export const ANSWER_READERS = ['ADMIN', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const;
export const useReadsAnswers = () => useMember().roles.some((r) => (ANSWER_READERS as readonly string[]).includes(r));

const activity = { ACTIVE: 'teal.9', INACTIVE: 'gray.7' } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('questionnaires');
  return <StatusBadge status={active ? 'ACTIVE' : 'INACTIVE'} palette={activity} label={active ? t('active') : t('inactive')} />;
}

/** The id of the page's address (`:param`), null for `new`, 'invalid' for anything else (the page says not found). */
export function useRecordId(param: string): number | null | 'invalid' {
  const value = useParams()[param];
  if (value === NEW) return null;
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'invalid';
}

/** An instant as the clinic reads it: DD-MM-RRRR HH:MM in the clinic's zone (the portal's formatter). */
export const clinicDateTime = (iso: string): string => formatDateTime(iso);

/** DD-MM-YYYY of a calendar day, or null. */
export const day = (date: string | null) => (date ? formatDay(date) : null);

/**
 * A failed save of a form that is not a field's fault: a 4xx says the server's Polish message, anything
 * else (no connection, 5xx) the form's own.
 */
export function notifyFailure(error: unknown, fallback: string) {
  if (isApiError(error) && error.body && error.status >= 400 && error.status < 500) notify.error(error.body.message);
  else notify.failure(error, fallback);
}

/** A stored questionnaire's three pages: its content, where it is asked, and the answers (for those who read them). */
export function QuestionnaireTabs({ id }: { id: number }) {
  const { t } = useTranslation('questionnaires');
  const { pathname } = useLocation();
  const tabs = [
    { to: questionnairePath(id), label: t('tabs.content') },
    { to: assignmentsPath(id), label: t('tabs.assignments') },
    ...(useReadsAnswers() ? [{ to: answersPath(id), label: t('tabs.answers') }] : []),
  ];
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="xs">
      {tabs.map(({ to, label }) => {
        const current = pathname === to;
        return (
          <Button key={to} component={Link} to={to} size="xs" variant={current ? 'filled' : 'light'} aria-current={current ? 'page' : undefined}>
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
