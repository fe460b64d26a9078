import { Button, Group } from '@mantine/core';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormMultiSelect, type FieldBinding } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { StatusBadge } from '@portal/ui/page';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMember } from '../../../app/member';
import { useUnitChoices } from '../api/get-units';
import { PARTNERS_PATH, PRACTITIONERS_PATH, SERVICES_PATH, UNITS_PATH } from '../paths';

/** Only an administrator changes the organisation; everyone else reads it. */
export const useIsAdmin = () => useMember().roles.includes('ADMIN');

const activity = { ACTIVE: 'teal.9', INACTIVE: 'gray.7' } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('organisation');
  return <StatusBadge status={active ? 'ACTIVE' : 'INACTIVE'} palette={activity} label={active ? t('active') : t('inactive')} />;
}

/** What every record page of the organisation shows around its form (`EntityPage`): the sections, the record's activity, its words for a record not there. */
export function useRecordFrame() {
  const { t } = useTranslation('organisation');
  return { nav: <OrganisationSwitch />, badge: (record: { active: boolean }) => <ActiveBadge active={record.active} />, notFound: t('notFound'), failure: t('notFoundOrFailed') };
}

/** The lists of the organisation, as links (the current one marked); the partners for an administrator (their label is the menu's, loaded with the layout). */
export function OrganisationSwitch() {
  const { t } = useTranslation('organisation');
  const { t: tMenu } = useTranslation('layout');
  const { pathname } = useLocation();
  const admin = useIsAdmin();
  const sections = [
    { to: UNITS_PATH, label: t('units.title') },
    { to: PRACTITIONERS_PATH, label: t('practitioners.title') },
    { to: SERVICES_PATH, label: t('services.title') },
    ...(admin ? [{ to: PARTNERS_PATH, label: tMenu('nav.partners') }] : []),
  ];
  return (
    <Group component="nav" aria-label={t('sections')} gap="xs">
      {sections.map(({ to, label }) => {
        const current = pathname.startsWith(to);
        return (
          <Button key={to} component={Link} to={to} size="xs" variant={current ? 'filled' : 'light'} aria-current={current ? 'page' : undefined}>
            {label}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * What a failed save shows: the server's field errors at their fields (400), a taken code or number
 * at its field (409), anything else as a toast. The server's messages are Polish, as everywhere.
 */
function showSaveFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[], conflictField: FieldPath<T>, fallback: string) {
  if (isApiError(error) && error.status === 400 && error.body) {
    notify.warning(error.body.message);
    applyServerErrors(error, setError, fields);
  } else if (isApiError(error) && error.status === 409 && error.body) {
    setError(conflictField, { type: 'server', message: error.body.message }, { shouldFocus: true });
    notify.warning(error.body.message);
  } else if (isApiError(error) && error.body && error.status < 500 && error.status > 0) {
    notify.error(error.body.message);
  } else {
    notify.failure(error, fallback);
  }
}

/** A yes/no filter of a list as the select shows it ('' = any). */
export const flagOf = (value: string): boolean | undefined => (value === '' ? undefined : value === 'true');

/** A value of a fixed list read from the address, or undefined when it is none of them. */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);

/**
 * Saving a record's form, the same for units, practitioners and services: a new record opens its own
 * page, a stored one stays; a 400 marks the fields, a 409 the unique one (`conflictField`), the rest is
 * a notice. `save` creates or updates; its answer is the stored record.
 */
export function useSaveRecord<T extends FieldValues, I>(options: {
  isNew: boolean;
  save: (input: I) => Promise<{ id: number }>;
  pathOf: (id: number) => string;
  setError: UseFormSetError<T>;
  fields: readonly string[];
  conflictField: FieldPath<T>;
}) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = async (input: I) => {
    setSaving(true);
    try {
      const saved = await options.save(input);
      notify.success(t('saved'));
      if (options.isNew) void navigate(options.pathOf(saved.id), { replace: true });
    } catch (error) {
      showSaveFailure(error, options.setError, options.fields, options.conflictField, t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/** The units a practitioner works in or a service is offered in: of those the member sees, at least one. */
export function UnitsField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name }: FieldBinding<T, N, TOut>) {
  const { t } = useTranslation('organisation');
  const units = useUnitChoices();
  return <FormMultiSelect control={control} name={name} numeric label={t('unitsField')} data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} withAsterisk />;
}
