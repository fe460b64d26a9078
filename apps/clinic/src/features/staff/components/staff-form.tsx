import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { everyStaffRoleValues, PASSWORD_MIN_LENGTH, staffCreateSchema, staffUpdateSchema, z, type StaffMember } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { applyServerErrors, FormAlert, FormCheckboxGroup, FormPasswordInput, FormTextInput, fieldPaths, type FormMessage } from '@portal/ui/forms';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePartnerChoices, usePartnerPersonnelChoices } from '../api/partner-choices';
import { usePractitionerChoices } from '../api/practitioner-choices';
import { useUnitChoices } from '../api/unit-choices';

/** The form holds the e-mail as typed ('' for none) and gives the API null for it. */
const emailField = z
  .string()
  .trim()
  .max(254, 'Najwyżej 254 znaki')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Podaj poprawny adres e-mail');
const practitionerField = z.number().int().positive().nullable();
const idField = z.number().int().positive().nullable();

const createForm = staffCreateSchema.extend({ email: emailField, practitionerId: practitionerField, partnerId: idField, partnerPersonnelId: idField });
const editForm = staffUpdateSchema.extend({ email: emailField, login: z.string(), temporaryPassword: z.string(), partnerId: idField, partnerPersonnelId: idField });
export type StaffFormValues = z.infer<typeof createForm>;

/** What the form sends: the create call's body (the edit call takes the same fields but the login and password). */
export type StaffFormOutput = Omit<StaffFormValues, 'email'> & { email: string | null };

export function formValuesOf(member: StaffMember | null): StaffFormValues {
  return {
    login: member?.login ?? '',
    name: member?.name ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    roles: member?.roles ?? [],
    unitIds: member?.units.map((u) => u.id) ?? [],
    practitionerId: member?.practitionerId ?? null,
    partnerId: member?.partner?.id ?? null,
    partnerPersonnelId: member?.partner?.personnelId ?? null,
    temporaryPassword: '',
  };
}

/**
 * A member's details and permissions: names, e-mail, roles, the units she is limited to (none: every
 * unit), the practitioner she is; a new member's login and temporary password as well. The units and
 * practitioners to choose from are the organisation's (what the administrator may see).
 */
export function StaffForm({
  member,
  onSubmit,
  onCancel,
}: {
  /** The member being edited; null: a new one. */
  member: StaffMember | null;
  /** Saves; a failure comes back as thrown (its field errors are shown at the fields). */
  onSubmit: (values: StaffFormOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['staff', 'layout']);
  const creating = member === null;
  const units = useUnitChoices();
  const practitioners = usePractitionerChoices();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<StaffFormValues>({
    resolver: zodResolver(creating ? createForm : editForm) as Resolver<StaffFormValues>,
    defaultValues: formValuesOf(member),
  });

  // The member's own units stay listed while the organisation's list loads (or if it cannot).
  const unitOptions = useMemo(() => {
    const known = new Map((member?.units ?? []).map((u) => [u.id, u.name]));
    for (const u of units.data?.items ?? []) known.set(u.id, u.name);
    return [...known].map(([id, name]) => ({ value: String(id), label: name || `#${id}` }));
  }, [member, units.data]);
  const practitionerOptions = useMemo(() => {
    const items = practitioners.data?.items ?? [];
    const options = items.map((p) => ({ value: String(p.id), label: [p.degree, p.name, p.lastName].filter(Boolean).join(' ') }));
    const current = member?.practitionerId;
    if (current != null && !items.some((p) => p.id === current)) options.unshift({ value: String(current), label: `#${current}` });
    return options;
  }, [member, practitioners.data]);

  // A partner's staff member (PARTNER, given alone): her partner and, optionally, the person of its personnel, instead of units and a practitioner.
  const partnerRole = form.watch('roles').includes('PARTNER');
  const partnerId = form.watch('partnerId');
  const partners = usePartnerChoices(partnerRole);
  const personnel = usePartnerPersonnelChoices(partnerRole ? partnerId : null);
  const partnerOptions = useMemo(() => {
    const options = (partners.data?.items ?? []).filter((p) => p.active || p.id === member?.partner?.id).map((p) => ({ value: String(p.id), label: p.name }));
    if (member?.partner && !options.some((o) => o.value === String(member.partner!.id))) options.unshift({ value: String(member.partner.id), label: member.partner.name });
    return options;
  }, [member, partners.data]);
  const personOptions = useMemo(
    () =>
      (personnel.data ?? [])
        .filter((p) => p.active || p.id === member?.partner?.personnelId)
        .map((p) => ({ value: String(p.id), label: [p.name, p.lastName].join(' ') + (p.position ? ` (${p.position})` : '') })),
    [member, personnel.data],
  );

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const partner = values.roles.includes('PARTNER')
        ? { unitIds: [], practitionerId: null, partnerId: values.partnerId, partnerPersonnelId: values.partnerId === null ? null : values.partnerPersonnelId }
        : { partnerId: null, partnerPersonnelId: null };
      await onSubmit({ ...values, ...partner, email: values.email.trim() || null });
    } catch (error) {
      // A taken login is the login field's fault (the API says so in its message, without a field).
      if (creating && isApiError(error) && error.status === 409 && error.body?.message) {
        form.setError('login', { message: error.body.message }, { shouldFocus: true });
        return;
      }
      if (applyServerErrors(error, form.setError, fieldPaths(formValuesOf(null)))) return;
      setMessage({ tone: 'error', text: (isApiError(error) && error.body?.message) || t('form.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <FormAlert message={message} />
        {creating && (
          <FormTextInput control={form.control} name="login" label={t('form.login')} description={t('form.loginHint')} autoComplete="off" spellCheck={false} required />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput control={form.control} name="name" label={t('form.name')} autoComplete="off" required />
          <FormTextInput control={form.control} name="lastName" label={t('form.lastName')} autoComplete="off" required />
        </SimpleGrid>
        <FormTextInput control={form.control} name="email" type="email" label={t('form.email')} autoComplete="off" />
        <FormCheckboxGroup
          control={form.control}
          name="roles"
          label={t('form.roles')}
          withAsterisk
          options={everyStaffRoleValues.map((role) => ({ value: role, label: t(`layout:roles.${role}`) }))}
        />
        {partnerRole ? (
          <>
            <Controller
              control={form.control}
              name="partnerId"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('form.partner')}
                  description={t('form.partnerHint')}
                  data={partnerOptions}
                  value={field.value == null ? null : String(field.value)}
                  onChange={(id) => {
                    field.onChange(id == null ? null : Number(id));
                    form.setValue('partnerPersonnelId', null);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message ?? (partners.isError ? t('form.partnersFailed') : undefined)}
                  withAsterisk
                  searchable
                  checkIconPosition="right"
                />
              )}
            />
            <Controller
              control={form.control}
              name="partnerPersonnelId"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t('form.partnerPerson')}
                  description={t('form.partnerPersonHint')}
                  data={personOptions}
                  value={field.value == null ? null : String(field.value)}
                  onChange={(id) => field.onChange(id == null ? null : Number(id))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={partnerId == null}
                  searchable
                  clearable
                  checkIconPosition="right"
                />
              )}
            />
          </>
        ) : (
          <>
        <Controller
          control={form.control}
          name="unitIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              label={t('form.units')}
              description={t('form.unitsHint')}
              data={unitOptions}
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? (units.isError ? t('form.unitsFailed') : undefined)}
              searchable
              clearable
              checkIconPosition="right"
            />
          )}
        />
        <Controller
          control={form.control}
          name="practitionerId"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={t('form.practitioner')}
              description={t('form.practitionerHint')}
              data={practitionerOptions}
              value={field.value == null ? null : String(field.value)}
              onChange={(id) => field.onChange(id == null ? null : Number(id))}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? (practitioners.isError ? t('form.practitionersFailed') : undefined)}
              searchable
              clearable
              checkIconPosition="right"
            />
          )}
        />
          </>
        )}
        {creating && (
          <FormPasswordInput
            control={form.control}
            name="temporaryPassword"
            label={t('form.temporaryPassword')}
            description={t('form.temporaryPasswordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {creating ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
