import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { E_SERVICE_SIGN_IN_URL, useEServiceSignIn } from '../api/e-service-sign-in';
import { printAuthorisationForm } from '../api/printouts';
import { SignatureModal } from './signature-modal';

/**
 * The authorisation block (spec part 1 §2: shown while the account type is not AUTHORIZED): every way
 * to have the identity confirmed — at the clinic with the printed form, through Profil Zaufany (the
 * e-service sign-in, when the installation has it), or by a document signed electronically.
 */
export function AuthorisationSection({ account }: { account: { id: number; type: string } }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [signing, setSigning] = useState(false);
  const { data: eService } = useEServiceSignIn();
  if (account.type === 'AUTHORIZED') return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} data-testid="authorisation-block" bg="var(--mantine-color-yellow-light)">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {t('documents.authorisation.title')}
        </Title>
        <Text>{t('documents.authorisation.intro')}</Text>
        <List type="ordered" spacing="md">
          <List.Item>
            <Stack gap={4} align="flex-start">
              <Text fw={600}>{t('documents.authorisation.clinic.title')}</Text>
              <Text size="sm">{t('documents.authorisation.clinic.text')}</Text>
              <Button variant="white" onClick={() => void printAuthorisationForm(account.id)}>
                {t('documents.authorisation.clinic.action')}
              </Button>
            </Stack>
          </List.Item>
          {eService ? (
            <List.Item>
              <Stack gap={4} align="flex-start">
                <Text fw={600}>{t('documents.authorisation.eService.title')}</Text>
                <Text size="sm">{t('documents.authorisation.eService.text')}</Text>
                <Button component="a" href={E_SERVICE_SIGN_IN_URL} variant="white">
                  {t('documents.authorisation.eService.action')}
                </Button>
              </Stack>
            </List.Item>
          ) : null}
          <List.Item>
            <Stack gap={4} align="flex-start">
              <Text fw={600}>{t('documents.authorisation.signature.title')}</Text>
              <Text size="sm">{t('documents.authorisation.signature.text')}</Text>
              <Button variant="white" onClick={() => setSigning(true)}>
                {t('documents.authorisation.signature.action')}
              </Button>
            </Stack>
          </List.Item>
        </List>
      </Stack>
      <SignatureModal opened={signing} onClose={() => setSigning(false)} />
    </Paper>
  );
}
