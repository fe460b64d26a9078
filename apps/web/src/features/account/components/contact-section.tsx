import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Account } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { StatusBadge } from '@portal/ui/page';
import { openChangePassword } from '../../../shared/session/change-password-dialog';
import { useCurrentAccount } from '../../../shared/session/current-account';
import { useGeneratePhoneCode } from '../api/confirm-phone-code';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';
import { ContactCodeModal } from './contact-code-modal';
import { ContactEditModal } from './contact-edit-modal';
import { ContactPhoneModal } from './contact-phone-modal';
import { formatPhone } from '@portal/domain';

// Dark enough for white 11 px text (axe: 4.5:1); green.9 and yellow.9 are not.
const palette = { confirmed: 'teal.9', unconfirmed: 'gray.7' } as const;

function ConfirmedBadge({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('account');
  const status = confirmed ? 'confirmed' : 'unconfirmed';
  return <StatusBadge status={status} palette={palette} label={t(`contact.${status}`)} />;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Stack component="dd" m={0} gap={6} align="flex-start">
        {children}
      </Stack>
    </div>
  );
}

type Modal = 'edit' | 'phone' | 'code' | null;

/**
 * The contact part of the account tab (spec part 1 §2 "Account area", §4 "E-mail or phone change"):
 * the e-mail and the phone with their confirmation state and any new value waiting for its link or
 * code, editing the account data, resending the e-mail confirmation, changing and confirming the
 * phone, and changing the password.
 */
export function ContactSection() {
  const { t } = useTranslation(['account', 'common']);
  const { data: account, isError } = useCurrentAccount();
  const [modal, setModal] = useState<Modal>(null);
  const resend = useResendEmailConfirmation();
  const generate = useGeneratePhoneCode();

  if (isError) return <Alert color="red">{t('contact.loadFailed')}</Alert>;
  if (!account) return null;
  const { email, restoreEmail, phoneNumber, restorePhone, preferredCommunicationChannel } = account.contactData;
  /** The address a new link goes to: the pending new one, else the account's own while unconfirmed. */
  const emailToConfirm = restoreEmail ?? (email && !account.emailConfirmed ? email : null);
  const none = t('contact.none');

  const onResend = () => {
    if (!emailToConfirm) return;
    resend.mutate(emailToConfirm, {
      onSuccess: () => notify.success(t('contact.resend.sent')),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) notify.warning(t('contact.resend.notFound'));
        else if (isApiError(error) && error.status === 429 && error.body) notify.warning(error.body.message);
        else notify.failure(error, t('contact.resend.failed'));
      },
    });
  };

  // The account's own unconfirmed number gets a code first; a pending one was sent its code already.
  const onConfirmPhone = () => {
    if (restorePhone || !phoneNumber) {
      setModal('code');
      return;
    }
    generate.mutate(phoneNumber, {
      onSuccess: () => {
        notify.info(t('contact.codeModal.sent'));
        setModal('code');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429 && error.body) notify.warning(error.body.message);
        else notify.failure(error, t('contact.codeModal.sendFailed'));
      },
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="contact-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="contact-title">
            {fullName(account)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('fields.username')}: {account.username} · {t(`fields.types.${account.type}`)}
          </Text>
        </div>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Row label={t('contact.email')}>
            <Group gap="xs" wrap="wrap">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {email ?? none}
              </Text>
              {email ? <ConfirmedBadge confirmed={account.emailConfirmed} /> : null}
            </Group>
            {restoreEmail ? (
              <Text size="sm" data-testid="pending-email">
                {t('contact.pendingEmail', { email: restoreEmail })}
              </Text>
            ) : null}
            {emailToConfirm ? (
              <Button variant="light" size="xs" loading={resend.isPending} onClick={onResend}>
                {t('contact.resendEmail')}
              </Button>
            ) : null}
          </Row>
          <Row label={t('contact.phone')}>
            <Group gap="xs" wrap="wrap">
              <Text fw={500}>{phoneNumber ? formatPhone(phoneNumber) : none}</Text>
              {phoneNumber ? <ConfirmedBadge confirmed={account.phoneConfirmed} /> : null}
            </Group>
            {restorePhone ? (
              <Text size="sm" data-testid="pending-phone">
                {t('contact.pendingPhone', { phone: formatPhone(restorePhone) })}
              </Text>
            ) : null}
            <Group gap="xs">
              {restorePhone || (phoneNumber && !account.phoneConfirmed) ? (
                <Button variant="light" size="xs" loading={generate.isPending} onClick={onConfirmPhone}>
                  {restorePhone ? t('contact.enterCode') : t('contact.confirmPhone')}
                </Button>
              ) : null}
              <Button variant="light" size="xs" onClick={() => setModal('phone')}>
                {t('contact.changePhone')}
              </Button>
            </Group>
          </Row>
          <Row label={t('contact.channel')}>
            <Text fw={500}>{preferredCommunicationChannel === 'SMS' ? t('contact.channelSms') : t('contact.channelEmail')}</Text>
          </Row>
          <Row label={t('contact.marketing')}>
            <Text fw={500}>{account.settings.marketingMessagesConsent ? t('contact.marketingYes') : t('contact.marketingNo')}</Text>
          </Row>
        </SimpleGrid>
        <Group gap="sm">
          <Button onClick={() => setModal('edit')}>{t('contact.edit')}</Button>
          <Button variant="outline" onClick={openChangePassword}>
            {t('contact.changePassword')}
          </Button>
        </Group>
      </Stack>
      <ContactEditModal account={account} opened={modal === 'edit'} onClose={() => setModal(null)} />
      <ContactPhoneModal
        account={account}
        opened={modal === 'phone'}
        onClose={() => setModal(null)}
        onCodeSent={() => setModal('code')}
      />
      <ContactCodeModal account={account} opened={modal === 'code'} onClose={() => setModal(null)} />
    </Paper>
  );
}

const fullName = (a: Pick<Account, 'name' | 'middleName' | 'lastName'>) => [a.name, a.middleName, a.lastName].filter(Boolean).join(' ');
