import { Alert, Anchor, Button, DataList, Group, Stack, Text } from '@mantine/core';
import { consentIdParamsSchema, type Consent } from '@portal/contracts';
import { formatDateTime, formatDay } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, useIsPhone } from '@portal/ui/page';
import { openPrintout } from '@portal/ui/printout';
import { RecordDetailPage } from '@portal/ui/records';
import { useSigningReturn, useStartSigning } from '@portal/ui/signing';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCancelConsent } from '../api/cancel-consent';
import { useConsent } from '../api/get-consent';
import { consentKeys } from '../api/keys';
import { requestSignUrl } from '../api/sign-consent';
import { consentPrintoutPath, consentsListPath, CONSENTS_PATH, signedConsentFilePath } from '../paths';
import { ConsentBadges } from './consent-badges';
import { addressWords, consentTypeName, identityWords, recipientWords, scopeWords } from './consent-words';

/**
 * /consents/:id?epuapstatus (spec part 2 §2, §4 "Consent"): one consent — its type, state, patient,
 * validity, partner and person or the authorised person, scope, signature — and what can be done with
 * it: sign it through the e-service while it is REGISTERED (→ SIGNED), print it, withdraw it (→
 * CANCELLED, with the day it ended as validTo). Back from the e-service the page says how it went.
 */
export function ConsentDetailsPage() {
  const { t } = useTranslation('consents');
  const queryClient = useQueryClient();
  const parsed = consentIdParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const query = useConsent(id ?? 0, { enabled: parsed.success });
  useSigningReturn({ signed: t('sign.success'), onReturn: () => void queryClient.invalidateQueries({ queryKey: consentKeys.all }) });

  return (
    <RecordDetailPage
      query={query}
      valid={parsed.success}
      title={t('details.title')}
      heading={(c) => consentTypeName(t, c.consentType)}
      documentTitle={(c) => `${consentTypeName(t, c.consentType)} - ${t('title')}`}
      badges={(c) => <ConsentBadges consent={c} />}
      back={{ label: t('details.back'), to: (c) => consentsListPath(c.patientId) }}
      loading={t('details.loading')}
      failure={t('details.loadFailed')}
      notFound={{ to: CONSENTS_PATH, title: t('details.notFoundTitle'), message: t('details.notFound'), label: t('details.back') }}
    >
      {(c) => <ConsentView consent={c} />}
    </RecordDetailPage>
  );
}

function ConsentView({ consent: c }: { consent: Consent }) {
  const { t } = useTranslation('consents');
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: consentKeys.all });
  const { start, starting } = useStartSigning({ request: (urls) => requestSignUrl(c.id, urls), onRefused: readAgain });
  const cancel = useCancelConsent();
  const none = t('none');
  const person = c.authorizedPerson;
  const scope = scopeWords(t, c);

  const rows: [string, ReactNode][] = [
    [t('fields.type'), consentTypeName(t, c.consentType)],
    [t('fields.status'), t(`statuses.${c.consentStatus}`)],
    [t('fields.patient'), `${c.patient.name} ${c.patient.lastName}`],
    [t('fields.validFrom'), formatDay(c.validFrom)],
    [t('fields.validTo'), c.validTo ? formatDay(c.validTo) : t('validity.noEnd')],
    ...(c.authorizedPartnerId !== null ? ([[t('fields.recipient'), recipientWords(t, c) ?? none]] as [string, ReactNode][]) : []),
    ...(scope ? ([[t('fields.scope'), scope]] as [string, ReactNode][]) : []),
    ...(person
      ? ([
          [t('fields.authorizedPerson'), `${person.name} ${person.lastName}`],
          [t('fields.identity'), identityWords(t, person.identity)],
          [t('fields.address'), addressWords(person.address)],
        ] as [string, ReactNode][])
      : []),
    ...(c.systemId ? ([[t('fields.systemId'), c.systemId]] as [string, ReactNode][]) : []),
    [t('fields.createdAt'), formatDateTime(c.createdAt)],
    ...(c.cancelledAt ? ([[t('fields.cancelledAt'), formatDateTime(c.cancelledAt)]] as [string, ReactNode][]) : []),
    [t('fields.signature'), <Signature key="signature" consent={c} />],
  ];

  const onCancel = async () => {
    if (!(await confirmAction({ title: t('cancel.title'), message: t('cancel.message'), confirmLabel: t('cancel.confirm') }))) return;
    cancel.mutate(c.id, {
      onSuccess: (cancelled) => notify.success(cancelled.validTo ? t('cancel.doneUntil', { date: formatDay(cancelled.validTo) }) : t('cancel.done')),
      onError: (error) => {
        // Withdrawn meanwhile (409 CONSENT_STATE): the server says so, and the page reads it again.
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body) {
          notify.warning(error.body.message);
          readAgain();
        } else notify.failure(error, t('cancel.failed'));
      },
    });
  };

  return (
    <>
      {c.consentStatus === 'REGISTERED' && (
        <Alert color="blue" variant="light">
          {t('details.signHint')}
        </Alert>
      )}
      <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={240} withDivider aria-label={t('details.title')}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Group gap="sm" role="group" aria-label={t('details.actions')}>
        {c.consentStatus === 'REGISTERED' && (
          <Button onClick={start} loading={starting}>
            {t('details.sign')}
          </Button>
        )}
        <Button variant="default" onClick={() => void openPrintout(consentPrintoutPath(c.id))}>
          {t('details.print')}
        </Button>
        {c.consentStatus !== 'CANCELLED' && (
          <Button variant="default" color="red" onClick={() => void onCancel()} loading={cancel.isPending}>
            {t('details.cancel')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** Who signed it through the e-service, when, with which certificate; a consent handed in signed at the desk; or not signed yet. */
function Signature({ consent: { signature, consentStatus, id } }: { consent: Consent }) {
  const { t } = useTranslation('consents');
  if (!signature) return <>{consentStatus === 'REGISTERED' ? t('details.notSigned') : t('details.signedAtDesk')}</>;
  return (
    <Stack gap={2}>
      <Text inherit>
        {t(`details.signedBy.${signature.signedBy}`, { name: signature.signerName })}, {t('details.signedAt', { date: formatDateTime(signature.signedAt) })}
      </Text>
      <Text inherit size="sm" c="dimmed">
        {t('details.certificate', { issuer: signature.certificateIssuer, serial: signature.certificateSerial })}
      </Text>
      <Anchor href={signedConsentFilePath(id)} download size="sm">
        {t('details.signedFile')}
      </Anchor>
    </Stack>
  );
}
