import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { staffEnrolmentConfirmSchema, type StaffRecoveryCodes } from '@portal/contracts/clinic-auth';
import { z } from 'zod';
import { FormAlert, type FormMessage } from '@portal/ui/forms';
import { LoadFailure } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirmEnrolment } from '../api/enrolment-confirm';
import { useEnrolment } from '../api/enrolment';
import { apiMessage, challengeExpired } from './api-message';
import { TotpField } from './code-step';

const codeForm = z.object({ code: staffEnrolmentConfirmSchema.shape.code });

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step 2 at the first sign-in: scan the QR code (or type the key), then the first code → the recovery codes. */
export function EnrolStep({ challenge, onEnrolled, onExpired }: { challenge: string; onEnrolled: (codes: StaffRecoveryCodes) => void; onExpired: () => void }) {
  const { t } = useTranslation('auth');
  const enrolment = useEnrolment(challenge);
  const confirm = useConfirmEnrolment();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const expired = enrolment.isError && challengeExpired(enrolment.error);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const send = form.handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      onEnrolled(await confirm.mutateAsync({ challenge, code }));
    } catch (error) {
      if (challengeExpired(error)) return onExpired();
      form.setValue('code', '');
      setMessage({ tone: 'error', text: apiMessage(error) });
    }
  });

  return (
    <Stack>
      <Title order={2} fz="h3">
        {t('enrol.title')}
      </Title>
      <Text size="sm">{t('enrol.hint')}</Text>
      {enrolment.isError ? (
        <LoadFailure message={t('enrol.loadFailed')} query={enrolment} />
      ) : !enrolment.data ? (
        <Group justify="center" py="md">
          <Loader role="status" aria-label={t('loading', { ns: 'ui' })} />
        </Group>
      ) : (
        <>
          <Image
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.data.qrSvg)}`}
            alt={t('enrol.qrAlt')}
            w={200}
            h={200}
            fit="contain"
            style={{ alignSelf: 'center', background: 'white' }}
          />
          <div>
            <Text size="sm" fw={500} id="enrol-secret-label">
              {t('enrol.secret')}
            </Text>
            <Code block aria-labelledby="enrol-secret-label" style={{ fontSize: '1rem', letterSpacing: '0.05em', wordBreak: 'break-all' }}>
              {grouped(enrolment.data.secret)}
            </Code>
          </div>
          <form onSubmit={send} noValidate>
            <Stack>
              <FormAlert message={message} />
              <Controller
                control={form.control}
                name="code"
                render={({ field, fieldState }) => (
                  <TotpField label={t('enrol.firstCode')} value={field.value} onChange={field.onChange} error={fieldState.error ? t('code.incomplete') : undefined} />
                )}
              />
              <Button type="submit" loading={confirm.isPending}>
                {t('enrol.confirm')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
