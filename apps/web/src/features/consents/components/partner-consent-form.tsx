import { Button, Group, Radio, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerConsentInputSchema, z, type PartnerConsentInput } from '@portal/contracts';
import { applyServerErrors, clinicToday, fieldPaths, FormAlert, useBoundField, type FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useNotifyServerDown } from '@portal/ui/page';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreatePartnerConsent } from '../api/create-partner-consent';
import { usePartnerPersonnel, usePartners } from '../api/get-partners';
import { consentPath, consentsListPath } from '../paths';
import { ValidityFields } from './person-fields';
import { saveFailure } from './save-failure';

/** Whom the consent names: the partner's whole personnel, or one person of it. */
type Recipient = 'PARTNER' | 'PERSON';

interface FormValues extends PartnerConsentInput {
  recipient: Recipient;
}

/** The contract's rules, and the form's own: a person chosen when the consent names one. */
function usePartnerFormSchema() {
  const { t } = useTranslation('consents');
  return useMemo(
    () =>
      partnerConsentInputSchema.safeExtend({ recipient: z.enum(['PARTNER', 'PERSON']) }).superRefine((v, ctx) => {
        if (v.recipient === 'PERSON' && v.personnelId === null) ctx.addIssue({ code: 'custom', path: ['personnelId'], message: t('form.personRequired') });
      }),
    [t],
  );
}
type Output = z.output<ReturnType<typeof usePartnerFormSchema>>;

/**
 * A partner consent (CPAR, POST /mpi/consents/partner/mpi-user): the partner (GET /mpi/partners/dict),
 * its whole personnel or one person of it (GET /mpi/partners/{id}/personnel), the scope — only the
 * documents she shares one by one, or her whole record — and the dates. A conflict with a consent she
 * holds (409: existsConsentPersonnel, existsConsentAll) is said at the form in the spec's words.
 */
export function PartnerConsentForm({ patientId }: { patientId: number }) {
  const { t } = useTranslation('consents');
  const navigate = useNavigate();
  const create = useCreatePartnerConsent();
  const schema = usePartnerFormSchema();
  const today = clinicToday();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { patientId, recipient: 'PARTNER', personnelId: null, validFrom: today, validTo: null },
  });
  const [partnerId, recipient, validFrom] = useWatch({ control, name: ['authorizedPartnerId', 'recipient', 'validFrom'] });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const partners = usePartners(true);
  const personnel = usePartnerPersonnel(recipient === 'PERSON' && partnerId ? partnerId : null);
  useNotifyServerDown(partners.isError, partners.errorUpdatedAt);
  useNotifyServerDown(personnel.isError, personnel.errorUpdatedAt);

  const submit = handleSubmit(async ({ recipient: _recipient, ...input }) => {
    setMessage(null);
    try {
      const consent = await create.mutateAsync(input);
      notify.success(t('new.saved'));
      void navigate(consentPath(consent.id), { replace: true });
    } catch (error) {
      setMessage(saveFailure(error, t, (e) => applyServerErrors(e, setError, fieldPaths(getValues()))));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('types.CPAR')}>
      <Stack gap="md">
        <IdSelect
          control={control}
          name="authorizedPartnerId"
          label={t('form.partner')}
          placeholder={t('form.partnerPlaceholder')}
          data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${t(`partnerKinds.${p.kind}`)})` }))}
          nothingFoundMessage={partners.isPending ? t('form.loading') : t('form.noPartners')}
          // Another partner's personnel is none of this one's.
          onChosen={() => setValue('personnelId', null)}
        />
        <RecipientChoice control={control} onWhole={() => setValue('personnelId', null)} />
        {recipient === 'PERSON' && (
          <IdSelect
            key={partnerId ?? 0}
            control={control}
            name="personnelId"
            label={t('form.person')}
            placeholder={partnerId ? t('form.personPlaceholder') : t('form.choosePartnerFirst')}
            disabled={!partnerId}
            data={(personnel.data ?? []).map((p) => ({ value: String(p.id), label: p.position ? `${p.name} ${p.lastName}, ${p.position}` : `${p.name} ${p.lastName}` }))}
            nothingFoundMessage={personnel.isPending ? t('form.loading') : t('form.noPersonnel')}
          />
        )}
        <ScopeChoice control={control} />
        <ValidityFields
          control={control}
          names={{ from: 'validFrom', to: 'validTo' }}
          labels={{ from: t('form.validFrom'), to: t('form.validTo'), toHint: t('form.validToHint') }}
          from={validFrom}
          today={today}
        />
        <FormAlert message={message} />
        <Group gap="sm">
          <Button type="submit" loading={create.isPending}>
            {t('new.submit')}
          </Button>
          <Button variant="default" component={Link} to={consentsListPath(patientId)}>
            {t('new.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A choice of an id from a list (a partner, a person): the form holds the number. */
function IdSelect({
  control,
  name,
  onChosen,
  ...props
}: {
  control: Control<FormValues, unknown, Output>;
  name: 'authorizedPartnerId' | 'personnelId';
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  nothingFoundMessage: string;
  disabled?: boolean;
  onChosen?: () => void;
}) {
  const { field, error } = useBoundField({ control, name });
  const value = typeof field.value === 'number' ? String(field.value) : null;
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(chosen) => {
        field.onChange(chosen ? Number(chosen) : name === 'personnelId' ? null : undefined);
        onChosen?.();
      }}
      onBlur={field.onBlur}
      error={error}
      required
      searchable
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}

/** The whole personnel of the partner, or one person of it. */
function RecipientChoice({ control, onWhole }: { control: Control<FormValues, unknown, Output>; onWhole: () => void }) {
  const { t } = useTranslation('consents');
  const { field } = useBoundField({ control, name: 'recipient' });
  return (
    <Radio.Group
      label={t('form.recipient')}
      value={field.value}
      onChange={(value) => {
        const next: Recipient = value === 'PERSON' ? 'PERSON' : 'PARTNER';
        field.onChange(next);
        if (next === 'PARTNER') onWhole();
      }}
      name={field.name}
    >
      <Stack mt="xs" gap="xs">
        <Radio value="PARTNER" label={t('form.recipientPartner')} ref={field.ref} />
        <Radio value="PERSON" label={t('form.recipientPerson')} />
      </Stack>
    </Radio.Group>
  );
}

/** Only the documents she shares one by one, or her whole record; the form holds the contract's boolean. */
function ScopeChoice({ control }: { control: Control<FormValues, unknown, Output> }) {
  const { t } = useTranslation('consents');
  const { field, error } = useBoundField({ control, name: 'onlySelectedDocuments' });
  const value = typeof field.value === 'boolean' ? String(field.value) : null;
  return (
    <Radio.Group label={t('form.scope')} value={value} onChange={(v) => field.onChange(v === 'true')} name={field.name} error={error} withAsterisk>
      <Stack mt="xs" gap="xs">
        <Radio value="true" label={t('scope.selected')} description={t('form.scopeSelectedHint')} ref={field.ref} aria-invalid={error ? true : undefined} />
        <Radio value="false" label={t('scope.whole')} description={t('form.scopeWholeHint')} aria-invalid={error ? true : undefined} />
      </Stack>
    </Radio.Group>
  );
}
