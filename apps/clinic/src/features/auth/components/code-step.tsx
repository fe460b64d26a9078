import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Input, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { staffEnrolmentConfirmSchema } from '@portal/contracts/clinic-auth';
import { z } from 'zod';
import { FormAlert, type FormMessage } from '@portal/ui/forms';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmitCode } from '../api/code';
import { apiMessage, challengeExpired } from './api-message';

const codeForm = z.object({ code: staffEnrolmentConfirmSchema.shape.code });

/**
 * The six digits of an authenticator app as one labelled field: a PinInput that takes digits only,
 * offers the phone's one-time-code autofill, and names each box for a screen reader.
 */
export function TotpField({ value, onChange, label, error, onComplete }: { value: string; onChange: (v: string) => void; label: string; error?: string; onComplete?: (v: string) => void }) {
  const { t } = useTranslation('auth');
  const labelId = useId();
  return (
    <Input.Wrapper label={label} error={error} required labelElement="div" labelProps={{ id: labelId }}>
      <PinInput
        role="group"
        aria-labelledby={labelId}
        length={6}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': t('code.digit', { n: index + 1 }) })}
        mt={4}
      />
    </Input.Wrapper>
  );
}

/** Step 2: the code of the app (or a recovery code) for the challenge → the session. */
export function CodeStep({ challenge, onSignedIn, onExpired }: { challenge: string; onSignedIn: () => void; onExpired: () => void }) {
  const { t } = useTranslation('auth');
  const submitCode = useSubmitCode();
  const [recovery, setRecovery] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<{ code: string; recoveryCode: string }>({
    resolver: zodResolver(
      recovery ? z.object({ recoveryCode: z.string().trim().min(1, t('code.recoveryRequired')) }) : codeForm,
    ) as never,
    defaultValues: { code: '', recoveryCode: '' },
  });

  const send = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await submitCode.mutateAsync(recovery ? { challenge, recoveryCode: values.recoveryCode.trim() } : { challenge, code: values.code });
      onSignedIn();
    } catch (error) {
      if (challengeExpired(error)) return onExpired();
      form.setValue('code', '');
      setMessage({ tone: 'error', text: apiMessage(error) });
    }
  });

  const toggle = () => {
    setRecovery((r) => !r);
    setMessage(null);
    form.clearErrors();
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <Title order={2} fz="h3">
          {recovery ? t('code.recoveryTitle') : t('code.title')}
        </Title>
        <Text size="sm">{recovery ? t('code.recoveryHint') : t('code.hint')}</Text>
        <FormAlert message={message} />
        {recovery ? (
          <TextInput
            {...form.register('recoveryCode')}
            label={t('code.recoveryLabel')}
            autoComplete="off"
            spellCheck={false}
            required
            error={form.formState.errors.recoveryCode?.message}
          />
        ) : (
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <TotpField label={t('code.label')} value={field.value} onChange={field.onChange} error={fieldState.error ? t('code.incomplete') : undefined} />
            )}
          />
        )}
        <Button type="submit" loading={submitCode.isPending}>
          {t('signIn')}
        </Button>
        <Anchor component="button" type="button" onClick={toggle} size="sm" style={{ alignSelf: 'flex-start' }}>
          {recovery ? t('code.useApp') : t('code.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
}
