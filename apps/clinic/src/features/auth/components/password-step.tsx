import { Button, Stack, TextInput } from '@mantine/core';
import type { StaffSignIn, StaffSignInStep } from '@portal/contracts';
import { FormAlert, PasswordField, type FormMessage } from '@portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in';
import { apiMessage } from './api-message';

type Field = keyof StaffSignIn;

/**
 * Step 1: login and password → the next step and its challenge. Two required fields are checked by
 * hand (as on the patient portal's sign-in page): a form library and zod would take the sign-in page
 * past its script budget; the later steps use them (their chunk loads while this step is sent).
 */
export function PasswordStep({ notice, onPassed, onSending }: { notice: FormMessage | null; onPassed: (step: StaffSignInStep, login: string) => void; onSending: () => void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [values, setValues] = useState<StaffSignIn>({ login: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<FormMessage | null>(notice);

  const change = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { login: values.login.trim(), password: values.password };
    const missing = { login: body.login ? undefined : t('loginRequired'), password: body.password ? undefined : t('passwordRequired') };
    setErrors(missing);
    if (missing.login || missing.password) return;
    setMessage(null);
    onSending();
    try {
      onPassed(await signIn.mutateAsync(body), body.login);
    } catch (error) {
      setMessage({ tone: 'error', text: apiMessage(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <FormAlert message={message} />
        <TextInput label={t('login')} name="login" value={values.login} onChange={change('login')} error={errors.login} autoComplete="username" required />
        <PasswordField label={t('password')} name="password" value={values.password} onChange={change('password')} error={errors.password} autoComplete="current-password" required />
        <Button type="submit" loading={signIn.isPending}>
          {t('next')}
        </Button>
      </Stack>
    </form>
  );
}
