import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { consentStatuses, type ConsentStatus } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChoiceFilter, useFilterParams } from '../../../shared/list-filters';
import { usePatientCard } from '../api/patient-card';
import { usePatientConsents, type ClinicConsent } from '../api/patient-consents';
import { patientCardPath } from '../paths';
import { CarerAuthorisations } from './carer-authorisations';
import { ConsentStatusBadge, InForceBadge, useConsentWords } from './consent-parts';
import { Field, moment } from '../../../shared/record-fields';

const PARTNER_CONSENT = 'CPAR';

/** Who signed it and when, or that it is not signed (yet). */
function useSignatureText() {
  const { t } = useTranslation('patients');
  return (c: Pick<ClinicConsent, 'signature'>) =>
    c.signature ? t(`consents.signature.${c.signature.signedBy}`, { name: c.signature.signerName, date: moment(c.signature.signedAt) }) : t('consents.signature.none');
}

/** One consent: its type in words, state, validity; a partner consent's partner, person and scope; an authorisation's person; the signature and who filed it. */
function ConsentItem({ consent: c }: { consent: ClinicConsent }) {
  const { t } = useTranslation('patients');
  const words = useConsentWords();
  const signature = useSignatureText();
  const headingId = `consent-${c.id}`;
  const person = c.authorizedPerson;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId} data-testid={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId}>
            {words.type(c.consentType)}
          </Title>
          <Group gap={4}>
            <ConsentStatusBadge status={c.consentStatus} />
            <InForceBadge inForce={c.active} label={c.active ? t('consents.activeToday') : t('consents.notActiveToday')} />
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0} spacing="xs" verticalSpacing="xs">
          <Field label={t('consents.fields.validity')}>{words.validity(c.validFrom, c.validTo)}</Field>
          {c.consentType === PARTNER_CONSENT || c.authorizedPartnerId !== null ? (
            <>
              <Field label={t('consents.fields.partner')}>{c.partnerName ?? '—'}</Field>
              <Field label={t('consents.fields.personnel')}>{c.personnelId === null ? t('consents.wholePartner') : (c.personnelName ?? '—')}</Field>
              {c.onlySelectedDocuments !== null ? (
                <Field label={t('consents.fields.scope')}>{c.onlySelectedDocuments ? t('consents.scopes.selected') : t('consents.scopes.whole')}</Field>
              ) : null}
              {c.systemId ? <Field label={t('consents.fields.systemId')}>{c.systemId}</Field> : null}
            </>
          ) : null}
          {person ? (
            <Field label={t('consents.fields.authorizedPerson')}>
              {[
                `${person.name} ${person.lastName}`,
                words.identity(person.identity.nationalIdentificationNumber, person.identity.documentNumber, person.identity.country),
                words.address(person.address),
              ].join('\n')}
            </Field>
          ) : null}
          <Field label={t('consents.fields.signature')}>{signature(c)}</Field>
          <Field label={t('consents.fields.filed')}>
            {c.filedBy ? t('consents.filedBy', { date: moment(c.createdAt), name: c.filedBy }) : t('consents.filedByClinic', { date: moment(c.createdAt) })}
          </Field>
          {c.cancelledAt ? <Field label={t('consents.fields.cancelled')}>{moment(c.cancelledAt)}</Field> : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const statusOf = (value: string): ConsentStatus | undefined => consentStatuses.find((s) => s === value);

/**
 * /patients/:patientId/consents — the patient's consents in every state (filtered by state in the
 * address), then the carers she authorised; both reads are in her "who viewed my data".
 */
export function PatientConsentsPage() {
  const { t } = useTranslation('patients');
  const patientId = Number(useParams().patientId);
  const card = usePatientCard(patientId);
  const filters = useFilterParams();
  const status = statusOf(filters.get('consentStatus'));
  const consents = usePatientConsents(patientId, status);
  const title = card.data ? t('consents.titleOf', { name: `${card.data.name} ${card.data.lastName}` }) : t('consents.title');
  return (
    <Stack>
      <Anchor component={Link} to={patientCardPath(patientId)} size="sm">
        ← {t('card.title')}
      </Anchor>
      <PageHeading documentTitle={title}>{title}</PageHeading>
      <Stack component="section" aria-labelledby="consents-list" gap="sm">
        <Title order={2} fz="h4" id="consents-list">
          {t('consents.listTitle')}
        </Title>
        <Text size="sm">{t('consents.intro')}</Text>
        <Group>
          <ChoiceFilter name="consentStatus" label={t('consents.statusFilter')} data={consentStatuses.map((s) => ({ value: s, label: t(`consents.statuses.${s}`) }))} />
        </Group>
        <PagedList
          query={consents}
          renderItem={(c) => <ConsentItem key={c.id} consent={c} />}
          empty={status ? t('consents.emptyOfStatus') : t('consents.empty')}
          failure={t('consents.loadFailed')}
        />
      </Stack>
      <Stack component="section" aria-labelledby="consents-carers" gap="sm">
        <Title order={2} fz="h4" id="consents-carers">
          {t('carers.title')}
        </Title>
        <Text size="sm">{t('carers.intro')}</Text>
        <CarerAuthorisations patientId={patientId} />
      </Stack>
    </Stack>
  );
}
