import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClinicPatientCard } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePatientCard } from '../api/patient-card';
import { useConfirmIdentity, useRejectIdentity } from '../api/review-identity';
import { IDENTITIES_PATH, patientCardPath } from '../paths';
import { CarerAuthorisations } from './carer-authorisations';
import { DocumentViewer } from './document-viewer';
import { identityStateOf } from './patient-card';
import { day, Field, IdentityBadge } from './parts';
import { RejectDialog } from './reject-dialog';

function Review({ card }: { card: ClinicPatientCard }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const confirm = useConfirmIdentity();
  const reject = useRejectIdentity();
  const [rejecting, setRejecting] = useState(false);
  const name = `${card.name} ${card.lastName}`;
  const waiting = card.identityStatus === 'REQUESTED';
  const document = [card.identity.documentNumber, card.identity.countryCode].filter(Boolean).join(', ');

  const onConfirm = async () => {
    const sure = await confirmAction({ title: t('review.confirmTitle'), message: t('review.confirmMessage', { name }), confirmLabel: t('review.confirm'), danger: false });
    if (!sure) return;
    try {
      const result = await confirm.mutateAsync(card.id);
      notify.success(t('review.confirmed'));
      if (!result.mailed && card.account) notify.info(t('review.notMailed'));
      navigate(IDENTITIES_PATH);
    } catch (error) {
      reportFailure(error, t('review.failed'));
    }
  };

  const onReject = async (reason: string) => {
    try {
      const result = await reject.mutateAsync({ patientId: card.id, reason });
      setRejecting(false);
      notify.success(t('review.rejected'));
      if (!result.mailed && card.account) notify.info(t('review.notMailed'));
      navigate(IDENTITIES_PATH);
    } catch (error) {
      if (!(isApiError(error) && error.body?.errors)) reportFailure(error, t('review.failed'));
      throw error;
    }
  };

  return (
    <Stack>
      <Paper withBorder p="lg">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
          <Field label={t('card.fields.name')}>{[card.name, card.middleName, card.lastName].filter(Boolean).join(' ')}</Field>
          <Field label={t('card.fields.birthDate')}>{day(card.birthDate) ?? t('card.none')}</Field>
          <Field label={card.identity.nationalIdentificationNumber ? t('card.fields.pesel') : t('card.fields.document')}>
            {card.identity.nationalIdentificationNumber ?? (document || t('card.none'))}
          </Field>
          <Field label={t('card.fields.login')}>{card.account?.login ?? t('queue.noLogin')}</Field>
          <Field label={t('card.fields.status')}>
            <IdentityBadge state={identityStateOf(card)} />
          </Field>
          <Field label={t('card.fields.detailsSource')}>{t(`card.detailsSources.${card.detailsSource}`)}</Field>
        </SimpleGrid>
      </Paper>
      <section aria-labelledby="review-document">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="review-document">
            {t('review.document')}
          </Title>
          <DocumentViewer patientId={card.id} files={card.attachments} />
        </Stack>
      </section>
      {/* Who may act as her carer: shown where her identity is checked, read-only (issue 30). */}
      <section aria-labelledby="review-carers">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="review-carers">
            {t('carers.reviewTitle')}
          </Title>
          <Text size="sm">{t('carers.reviewIntro')}</Text>
          <CarerAuthorisations patientId={card.id} inForceOnly />
        </Stack>
      </section>
      {waiting ? (
        <Group>
          <Button onClick={() => void onConfirm()} loading={confirm.isPending}>
            {t('review.confirm')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </Button>
        </Group>
      ) : (
        <Alert color="blue">{t('review.notWaiting')}</Alert>
      )}
      <Anchor component={Link} to={patientCardPath(card.id)} size="sm">
        {t('card.title')}
      </Anchor>
      <RejectDialog opened={rejecting} onClose={() => setRejecting(false)} onReject={onReject} sending={reject.isPending} />
    </Stack>
  );
}

/** /clinic/identities/:patientId — the document scan beside the person's data, then confirm (with a confirm dialog) or reject (with a reason). */
export function IdentityReviewPage() {
  const { t } = useTranslation('patients');
  const patientId = Number(useParams().patientId);
  const card = usePatientCard(patientId);
  return (
    <Stack>
      <Anchor component={Link} to={IDENTITIES_PATH} size="sm">
        {t('review.backToQueue')}
      </Anchor>
      <PageHeading documentTitle={t('review.title')}>{card.data ? `${t('review.title')}: ${card.data.name} ${card.data.lastName}` : t('review.title')}</PageHeading>
      <QueryBoundary query={card} failure={t('card.failed')}>
        {(data) => <Review card={data} />}
      </QueryBoundary>
    </Stack>
  );
}
