import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { E_SERVICE_SIGN_IN_URL, useEServiceSignIn } from '../api/e-service-sign-in';
import { printAuthorisationForm } from '../api/printouts';
import { IdentityReviewNotice } from './identity-review-notice';
import { SignatureModal } from './signature-modal';

/** Long labels wrap on a phone instead of running out of the block. */
const wrapping = { h: 'auto', py: 8, styles: { label: { whiteSpace: 'normal' as const } } };

/** One way to become authorised: a numbered item with its heading, explanation and action. */
function Way({ number, title, text, children }: { number: number; title: string; text: string; children: ReactNode }) {
  return (
    <Stack gap={4} align="flex-start" component="li">
      <Title order={3} fz="md">
        {number}. {title}
      </Title>
      <Text size="sm">{text}</Text>
      {children}
    </Stack>
  );
}

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
        <IdentityReviewNotice />
        <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          <Way number={1} title={t('documents.authorisation.clinic.title')} text={t('documents.authorisation.clinic.text')}>
            <Button variant="white" {...wrapping} onClick={() => void printAuthorisationForm(account.id)}>
              {t('documents.authorisation.clinic.action')}
            </Button>
          </Way>
          {eService ? (
            <Way number={2} title={t('documents.authorisation.eService.title')} text={t('documents.authorisation.eService.text')}>
              <Button component="a" href={E_SERVICE_SIGN_IN_URL} variant="white" {...wrapping}>
                {t('documents.authorisation.eService.action')}
              </Button>
            </Way>
          ) : null}
          <Way number={eService ? 3 : 2} title={t('documents.authorisation.signature.title')} text={t('documents.authorisation.signature.text')}>
            <Button variant="white" {...wrapping} onClick={() => setSigning(true)}>
              {t('documents.authorisation.signature.action')}
            </Button>
          </Way>
        </Stack>
      </Stack>
      <SignatureModal opened={signing} onClose={() => setSigning(false)} />
    </Paper>
  );
}
