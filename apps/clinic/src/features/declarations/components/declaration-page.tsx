import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClinicDeclaration } from '@portal/contracts';
import { declarationActive, OTHER_REASON_CODE, type ChoiceReasonCode } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDeclaration } from '../api/declaration';
import { useAcceptDeclaration, useRejectDeclaration, useWithdrawDeclaration } from '../api/decisions';
import { DECLARATIONS_PATH, patientCardPath, patientDeclarationsPath } from '../paths';
import { author, DecisionBadge, Field, moment, patientName, practitionerName, StateBadge, useSignatureText } from './parts';
import { ReasonDialog } from './reason-dialog';

/** One of the two choices of the form (of the provider, of the practitioner): its order number and reason. */
function useChoiceText() {
  const { t } = useTranslation('declarations');
  return (order: number | null, reason: number | null, other: string | null) => {
    if (order === null) return '—';
    if (reason === null) return t('choice.order', { number: order });
    const words = t(`choice.reasons.${reason as ChoiceReasonCode}`, { defaultValue: String(reason) });
    return t('choice.withReason', { number: order, reason: reason === OTHER_REASON_CODE && other ? `${words}: ${other}` : words });
  };
}

function Details({ declaration: d }: { declaration: ClinicDeclaration }) {
  const { t } = useTranslation('declarations');
  const signature = useSignatureText();
  const choice = useChoiceText();
  const unit = d.hospitalOrganizationUnit;
  return (
    <Stack>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
        <Field label={t('detail.patient')}>
          <Anchor component={Link} to={patientCardPath(d.patientId)} inherit>
            {patientName(d)}
          </Anchor>
        </Field>
        <Field label="PESEL">{d.patientNationalIdentificationNumber ?? '—'}</Field>
        <Field label={t('detail.type')}>{t(`types.${d.type}`)}</Field>
        <Field label={t('detail.practitioner')}>
          {practitionerName(d.practitioner)}
          {d.practitioner.practiceNumber ? ` (${t('detail.practiceNumber', { number: d.practitioner.practiceNumber })})` : ''}
        </Field>
        <Field label={t('detail.unit')}>{`${unit.name}, ${unit.address}`}</Field>
        <Field label={t('detail.registered')}>{moment(d.registrationDate)}</Field>
        <Field label={t('detail.submitted')}>{moment(d.dateOfSubmission)}</Field>
        <Field label={t('detail.signature')}>
          {signature(d)}
          {d.signature ? `\n${t('detail.certificate', { issuer: d.signature.certificateIssuer, serial: d.signature.certificateSerial })}` : ''}
        </Field>
        <Field label={t('detail.providerChoice')}>{choice(d.healthcareProviderChoiceOrderNumber, d.healthcareProviderChoiceOrderReasonCode, d.healthcareProviderChoiceOtherReason)}</Field>
        <Field label={t('detail.practitionerChoice')}>{choice(d.practitionerChoiceOrderNumber, d.practitionerChoiceOrderReasonCode, d.practitionerChoiceOtherReason)}</Field>
        <Field label={t('detail.stateExport')}>{t(`exportStates.${d.stateExport}`)}</Field>
        <Field label={t('detail.systemId')}>{d.systemId ?? '—'}</Field>
        <Field label={t('detail.inForce')}>{d.inForce ? t('detail.yes') : t('detail.no')}</Field>
      </SimpleGrid>
      <Anchor component={Link} to={patientDeclarationsPath(d.patientId)} size="sm">
        {t('detail.patientDeclarations')}
      </Anchor>
    </Stack>
  );
}

type Dialog = 'reject' | 'withdraw' | null;

/**
 * The clinic's decision: accept a signed declaration waiting for it (it becomes active), reject one
 * that waits (the patient gets the reason by e-mail and a message), withdraw any active one. Each
 * change answered 409 (the declaration changed meanwhile) shows the server's message, and the page
 * reads the declaration again.
 */
function Decision({ declaration: d }: { declaration: ClinicDeclaration }) {
  const { t } = useTranslation('declarations');
  const accept = useAcceptDeclaration(d.id);
  const reject = useRejectDeclaration(d.id);
  const withdraw = useWithdrawDeclaration(d.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const active = declarationActive(d);
  const waiting = active && d.decision === 'PENDING';
  const acceptable = waiting && d.state === 'SUBMITTED';
  const names = { name: patientName(d), type: t(`types.${d.type}`), practitioner: practitionerName(d.practitioner) };

  const doAccept = async () => {
    const sure = await confirmAction({ title: t('decide.acceptTitle'), message: t('decide.acceptMessage', names), confirmLabel: t('decide.accept'), danger: false });
    if (!sure) return;
    try {
      await accept.mutateAsync(undefined);
      notify.success(t('decide.accepted'));
    } catch (error) {
      reportFailure(error, t('decide.failed'));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="declaration-decision">
      <Stack>
        <Title order={2} fz="h4" id="declaration-decision">
          {t('decide.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
          <Field label={t('detail.decision')}>{t(`decisions.${d.decision}`)}</Field>
          <Field label={t('detail.decidedBy')}>{d.decidedBy ? author(d.decidedBy) : moment(d.decidedAt)}</Field>
          {d.decisionReason ? <Field label={t('detail.decisionReason')}>{d.decisionReason}</Field> : null}
          {d.canceledAt ? <Field label={t('detail.canceled')}>{d.canceledBy ? author(d.canceledBy) : moment(d.canceledAt)}</Field> : null}
          {d.cancelReason ? <Field label={t('detail.cancelReason')}>{d.cancelReason}</Field> : null}
        </SimpleGrid>
        {!active ? <Text c="dimmed">{t('decide.inactive')}</Text> : null}
        {waiting && d.state === 'REGISTERED' ? <Text c="dimmed">{t('decide.notSigned')}</Text> : null}
        {active ? (
          <Group justify="flex-end" wrap="wrap">
            {acceptable ? (
              <Button onClick={() => void doAccept()} loading={accept.isPending}>
                {t('decide.accept')}
              </Button>
            ) : null}
            {waiting ? (
              <Button color="red" variant="outline" onClick={() => setDialog('reject')}>
                {t('decide.reject')}
              </Button>
            ) : null}
            <Button color="red" variant="subtle" onClick={() => setDialog('withdraw')}>
              {t('decide.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('decide.rejectTitle')}
        intro={t('decide.rejectMessage', names)}
        submitLabel={t('decide.reject')}
        failure={t('decide.failed')}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await reject.mutateAsync({ reason });
          notify.success(t('decide.rejected'));
        }}
      />
      <ReasonDialog
        opened={dialog === 'withdraw'}
        title={t('decide.withdrawTitle')}
        intro={t('decide.withdrawMessage', names)}
        submitLabel={t('decide.withdraw')}
        failure={t('decide.failed')}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await withdraw.mutateAsync({ reason });
          notify.success(t('decide.withdrawn'));
        }}
      />
    </Paper>
  );
}

/** /declarations/:declarationId — one declaration: the patient, the choice, the signature, the export; the clinic's decision. */
export function DeclarationPage() {
  const { t } = useTranslation('declarations');
  const declarationId = Number(useParams().declarationId);
  const declaration = useDeclaration(declarationId);
  return (
    <Stack>
      <Anchor component={Link} to={DECLARATIONS_PATH} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <QueryBoundary query={declaration} failure={t('detail.loadFailed')}>
        {(d) => (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <PageHeading documentTitle={t('detail.title', { name: patientName(d) })}>{t('detail.title', { name: patientName(d) })}</PageHeading>
              <Group gap={4}>
                <StateBadge state={d.state} />
                <DecisionBadge decision={d.decision} />
              </Group>
            </Group>
            <Details declaration={d} />
            <Decision key={`${d.state}-${d.decision}`} declaration={d} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
