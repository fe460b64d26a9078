import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { digitsOnly, normalizePhone } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAccountQuery, useCurrentAccount } from '../../../../shared/session/current-account';
import { useOwnPatient } from '../../../../shared/session/own-patient';
import { changeContactPhone, confirmPhoneCode, generatePhoneCode } from '../../api/account-calls';
import { getPhoneRequired } from '../../api/checks';
import { phoneCodeValid } from '../sms-code';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { StepActions } from './step-actions';

/**
 * Step 9, only when the service needs a (confirmed) phone she lacks (spec part 2 §2, §8): the number,
 * "send code", the code, "confirm". The spec's messages word for word (from i18n).
 */
export function ContactDataStep() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('contactdata');
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const own = useOwnPatient();
  const [phone, setPhone] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  if (account.isPending || own.isPending) return <Loader size="sm" aria-label={t('wizard.loading')} />;
  const current = account.data?.contactData.restorePhone ?? account.data?.contactData.phoneNumber ?? '';
  const value = phone ?? current;

  const sendCode = async () => {
    const number = normalizePhone(value);
    if (!number) {
      // A few digits typed are a number too short, not a missing one.
      setPhoneError(digitsOnly(value).length > 0 ? t('contact.phoneTooShort') : t('contact.phoneRequired'));
      phoneInput.current?.focus();
      return;
    }
    setPhoneError(null);
    setBusy(true);
    try {
      const same = digitsOnly(number) === digitsOnly(current);
      if (!same && own.data) {
        try {
          await changeContactPhone({ phoneNumber: number, patientId: own.data.id });
        } catch (error) {
          if (isApiError(error) && error.errorCode === 'PHONE_ALREADY_IN_USE') notify.warning(t('contact.phoneInUse'));
          else if (isApiError(error) && error.status === 400 && error.body) notify.warning(error.body.message);
          else notify.failure(error, t('contact.phoneSaveFailed'));
          return;
        }
        notify.success(t('contact.phoneSaved'));
      } else {
        await generatePhoneCode(number);
      }
      await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
      setSentTo(number);
    } catch (error) {
      notify.failure(error, t('contact.codeSendFailed'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!sentTo) return;
    if (!phoneCodeValid(code)) {
      setCodeError(t('contact.codeFormat'));
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      await confirmPhoneCode({ phoneNumber: sentTo, confirmationCode: code.trim() });
      notify.success(t('contact.phoneConfirmed'));
      await queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey });
      const still = await getPhoneRequired(state.patientId!, state.entry!.medicalService.code);
      nav.next(update((s) => ({ ...s, facts: { ...s.facts, phoneNeeded: still.value } })));
    } catch (error) {
      if (isApiError(error) && error.status === 400) setCodeError(t('contact.codeInvalid'));
      else notify.failure(error, t('contact.phoneConfirmFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('contact.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('contact.phone')} description={t('contact.phoneHint')} value={value}
          onChange={(e) => {
            setPhone(e.currentTarget.value);
            setPhoneError(null);
          }}
          error={phoneError}
          ref={phoneInput}
          type="tel"
          autoComplete="tel"
          required
          style={{ flex: '1 1 16rem' }} />
        <Button variant="light" onClick={() => void sendCode()} loading={busy && !sentTo}>
          {t('contact.sendCode')}
        </Button>
      </Group>
      {sentTo ? (
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('contact.code')}
            description={t('contact.codeSent', { phone: sentTo })}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeError}
            style={{ flex: '1 1 12rem' }}
            data-autofocus
          />
          <Button mt={{ base: 0, sm: 'xl' }} onClick={() => void confirm()} loading={busy}>
            {t('contact.confirm')}
          </Button>
        </Group>
      ) : null}
      <StepActions onBack={nav.back} />
    </Stack>
  );
}
