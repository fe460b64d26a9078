import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClinicPatientLink, ClinicPatientCard } from '@portal/contracts';
import { formatFileSize, formatPhone } from '@portal/domain';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, StatusBadge } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideLink } from '../api/decide-link';
import { attachmentUrl } from '../paths';
import { day, Field, IdentityBadge, moment, type IdentityState } from './parts';

/** The identity's state as the clinic sees it: a REQUESTED record the clinic looked at and refused is "rejected". */
export const identityStateOf = (card: Pick<ClinicPatientCard, 'identityStatus' | 'identityReview'>): IdentityState =>
  card.identityStatus === 'REQUESTED' && card.identityReview?.rejectionReason ? 'REJECTED' : card.identityStatus;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

// The patient portal's link colours (white text at 4.5:1 or more).
const linkPalette = { P: '#9c4a00', C: 'teal.9', J: 'red.9', D: 'gray.7' } as const;

/**
 * The clinic's decision on a guardian's link: confirm a waiting one (the person, or a child's parent,
 * showed who acts for them), block a waiting or confirmed one. Each asks first.
 */
function LinkActions({ link, patient }: { link: ClinicPatientLink; patient: string }) {
  const { t } = useTranslation('patients');
  const decide = useDecideLink();
  const guardian = `${link.name} ${link.lastName}`;
  const run = async (decision: 'CONFIRM' | 'BLOCK') => {
    const sure = await confirmAction({
      title: t(decision === 'CONFIRM' ? 'card.linkActions.confirmTitle' : 'card.linkActions.blockTitle'),
      message: t(decision === 'CONFIRM' ? 'card.linkActions.confirmMessage' : 'card.linkActions.blockMessage', { guardian, patient }),
      confirmLabel: t(decision === 'CONFIRM' ? 'card.linkActions.confirm' : 'card.linkActions.block'),
      danger: decision === 'BLOCK',
    });
    if (!sure) return;
    try {
      await decide.mutateAsync({ patientId: link.patientId, accountId: link.accountId, decision });
      notify.success(t(decision === 'CONFIRM' ? 'card.linkActions.confirmed' : 'card.linkActions.blocked'));
    } catch (error) {
      reportFailure(error, t('card.linkActions.failed'));
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {link.status === 'P' ? (
        <Button size="compact-sm" variant="light" onClick={() => void run('CONFIRM')} loading={decide.isPending} aria-label={`${t('card.linkActions.confirm')}: ${guardian}`}>
          {t('card.linkActions.confirm')}
        </Button>
      ) : null}
      {link.status === 'P' || link.status === 'C' ? (
        <Button size="compact-sm" variant="subtle" color="red.9" onClick={() => void run('BLOCK')} loading={decide.isPending} aria-label={`${t('card.linkActions.block')}: ${guardian}`}>
          {t('card.linkActions.block')}
        </Button>
      ) : null}
    </Group>
  );
}

function Links({ links, empty, caption, decideFor }: { links: ClinicPatientLink[]; empty: string; caption: string; decideFor?: string }) {
  const { t } = useTranslation('patients');
  if (links.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    // A table of text only: its scrolling region takes the keyboard focus itself, so it can be scrolled without a mouse.
    <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('card.linkColumns.person')}</Table.Th>
            <Table.Th>{t('card.linkColumns.role')}</Table.Th>
            <Table.Th>{t('card.linkColumns.status')}</Table.Th>
            <Table.Th>{t('card.linkColumns.access')}</Table.Th>
            {decideFor !== undefined ? <Table.Th>{t('card.linkColumns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={`${link.accountId}-${link.patientId}`}>
              <Table.Td>{`${link.name} ${link.lastName}`}</Table.Td>
              <Table.Td>{t(`card.roles.${link.role}`)}</Table.Td>
              <Table.Td>
                <StatusBadge status={link.status} palette={linkPalette} label={t(`card.linkStatuses.${link.status}`)} />
              </Table.Td>
              <Table.Td>{link.active ? t('card.access.yes') : t('card.access.no')}</Table.Td>
              {decideFor !== undefined ? (
                <Table.Td>
                  <LinkActions link={link} patient={decideFor} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the clinic decided about the identity, and who; or that it waits. */
function Review({ card }: { card: ClinicPatientCard }) {
  const { t } = useTranslation('patients');
  const review = card.identityReview;
  if (!review) return card.identityStatus === 'REQUESTED' ? <Text>{t('card.notReviewed')}</Text> : null;
  const date = moment(review.at);
  const name = review.by ? `${review.by.name} ${review.by.lastName}` : null;
  if (review.rejectionReason) {
    return (
      <Stack gap={4}>
        <Text>{name ? t('card.rejectedBy', { date, name }) : t('card.rejectedAt', { date })}</Text>
        <Text>{t('card.reason', { reason: review.rejectionReason })}</Text>
      </Stack>
    );
  }
  return <Text>{name ? t('card.confirmedBy', { date, name }) : t('card.confirmedAt', { date })}</Text>;
}

/**
 * The card's sections: data, identity, account, links both ways, attachments. `decides`: the member may
 * confirm or block the guardians' links (a registrar or an administrator).
 */
export function PatientCardSections({ card, decides = false }: { card: ClinicPatientCard; decides?: boolean }) {
  const { t } = useTranslation('patients');
  const none = t('card.none');
  const { address, identity, account } = card;
  const document = identity.documentNumber ? [identity.documentNumber, identity.countryCode].filter(Boolean).join(', ') : none;
  return (
    <Stack>
      <Section title={t('card.sections.data')}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
          <Field label={t('card.fields.name')}>{[card.name, card.middleName, card.lastName].filter(Boolean).join(' ')}</Field>
          <Field label={t('card.fields.birthDate')}>{day(card.birthDate) ?? none}</Field>
          <Field label={t('card.fields.gender')}>{t(`card.genders.${card.gender}`)}</Field>
          <Field label={t('card.fields.pesel')}>{identity.nationalIdentificationNumber ?? none}</Field>
          <Field label={t('card.fields.document')}>{document}</Field>
          <Field label={t('card.fields.address')}>
            {[address.street, address.houseNumber, address.postalCode, address.city, address.countryCode].filter(Boolean).join(' ') || none}
          </Field>
          <Field label={t('card.fields.detailsSource')}>{t(`card.detailsSources.${card.detailsSource}`)}</Field>
          <Field label={t('card.fields.createdAt')}>{moment(card.createdAt)}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('card.sections.identity')}>
        <div>
          <IdentityBadge state={identityStateOf(card)} />
        </div>
        <Review card={card} />
      </Section>
      <Section title={t('card.sections.account')}>
        {account ? (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
            <Field label={t('card.fields.login')}>{account.login}</Field>
            <Field label={t('card.fields.accountType')}>{t(`card.accountTypes.${account.type}`)}</Field>
            <Field label={t('card.fields.email')}>
              {account.email ? `${account.email} (${account.emailConfirmed ? t('card.confirmed') : t('card.notConfirmed')})` : none}
            </Field>
            <Field label={t('card.fields.phone')}>
              {account.phoneNumber ? `${formatPhone(account.phoneNumber)} (${account.phoneConfirmed ? t('card.confirmed') : t('card.notConfirmed')})` : none}
            </Field>
            <Field label={t('card.fields.accountStatus')}>{t(`card.accountStatuses.${account.status}`)}</Field>
            <Field label={t('card.fields.createdAt')}>{moment(account.createdAt)}</Field>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('card.noAccount')}</Text>
        )}
      </Section>
      <Section title={t('card.sections.guardians')}>
        <Links
          links={card.guardians}
          empty={t('card.noGuardians')}
          caption={t('card.sections.guardians')}
          decideFor={decides ? `${card.name} ${card.lastName}` : undefined}
        />
      </Section>
      {account ? (
        <Section title={t('card.sections.profiles')}>
          <Links links={card.profiles} empty={t('card.noProfiles')} caption={t('card.sections.profiles')} />
        </Section>
      ) : null}
      <Section title={t('card.sections.attachments')}>
        {card.attachments.length === 0 ? (
          <Text c="dimmed">{t('card.noAttachments')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('card.sections.attachments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('card.attachmentColumns.name')}</Table.Th>
                  <Table.Th>{t('card.attachmentColumns.type')}</Table.Th>
                  <Table.Th>{t('card.attachmentColumns.size')}</Table.Th>
                  <Table.Th>{t('card.attachmentColumns.uploadedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {card.attachments.map((file) => (
                  <Table.Tr key={file.id}>
                    <Table.Td>
                      <Anchor href={attachmentUrl(card.id, file.id)} target="_blank" rel="noopener" aria-label={t('card.openAttachment', { name: file.fileName })}>
                        {file.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{file.mimeType}</Table.Td>
                    <Table.Td>{formatFileSize(file.size)}</Table.Td>
                    <Table.Td>{moment(file.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  );
}
