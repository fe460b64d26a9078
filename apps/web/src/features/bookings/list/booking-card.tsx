import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { Booking } from '@portal/contracts';
import type { BookingStatus } from '@portal/domain';
import { formatDateTime, formatDay, formatMoney, formatPhone } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookingCalendarUrl } from '../api/bookings-list';
import { bookingActions, confirmPagePath, modifyPath, questionnairePagePath, referralPagePath, startState, telehealthPath, visitTime } from './list-rules';

const palette: Record<BookingStatus, MantineColor> = { SCHEDULED: 'blue.8', REGISTERED: 'teal.9', EXECUTED: 'gray.7', CANCELED: 'red.9' };

/** What the card's buttons do that is not a link: the page owns the dialogs and the calls. */
export interface BookingCardHandlers {
  onAttachments: (b: Booking) => void;
  onPrintout: (b: Booking) => void;
  onCancel: (b: Booking) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One booking (spec part 2 §3 "Booking", §4): when, what, who and where, whose, its status (as shown:
 * SCHEDULED with orderStatus GTRE is REGISTERED, the server answers it so), payment, referral,
 * attachments, confirmation, the clinic's reason when it cancelled, and the actions its status allows.
 */
export function BookingCard({ booking: b, accountId, handlers, showPatient }: { booking: Booking; accountId: number | null; handlers: BookingCardHandlers; showPatient: boolean }) {
  const { t } = useTranslation('bookings');
  const titleId = `booking-${b.system}-${b.systemId}`;
  const referral = b.details.referral;
  const actions = bookingActions(b);
  // A teleconsultation starts within its window (spec §9); outside it a sentence tells from when, or that it passed.
  const start = b.teleconsultationId !== null ? startState(b, new Date()) : null;
  const payment = b.payment.funding === 'NFZ' ? t('list.paymentNfz') : b.payment.itemName
        ? t('list.paymentPriceItem', { price: formatMoney(b.payment.price) || '—', item: b.payment.itemName })
        : t('list.paymentPrice', { price: formatMoney(b.payment.price) || '—' });

  return (
    <Card withBorder component="article" aria-labelledby={titleId} data-testid="booking-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {visitTime(b)} · {b.service.description}
            </Title>
            {b.teleconsultationId !== null && (
              <Text size="sm" c="dimmed">
                {t('list.teleconsultation')}
              </Text>
            )}
            {showPatient && (
              <Text size="sm" c="dimmed">
                {t('list.patient')}: {b.patient.name} {b.patient.lastName}
              </Text>
            )}
          </div>
          <StatusBadge status={b.status} palette={palette} label={t(`list.status.${b.status}`)} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('list.practitioner')}>{b.practitioner.displayName}</Field>
          <Field label={t('list.unit')}>
            {b.organizationUnit.description}, {b.organizationUnit.address}
            {b.organizationUnit.contact.phoneNumber && `, ${t('list.phone')} ${formatPhone(b.organizationUnit.contact.phoneNumber)}`}
          </Field>
          <Field label={t('list.payment')}>{payment}</Field>
          {b.status === 'SCHEDULED' && <Field label={t('list.confirmation')}>{b.confirmed ? t('list.confirmed') : t('list.notConfirmed')}</Field>}
          {referral && (
            <Field label={t('list.referral')}>
              {referral.refENumber
                ? t('list.eReferral', { number: referral.refENumber })
                : [referral.issueDate && t('list.issued', { date: formatDay(referral.issueDate) }), referral.institutionName ?? referral.institutionCro, referral.practitionerName ?? referral.practiceNo]
                    .filter(Boolean)
                    .join(', ')}
            </Field>
          )}
          {b.service.condition && <Field label={t('list.condition')}>{b.service.condition}</Field>}
        </SimpleGrid>
        {b.details.attachments.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('list.attachments')}
            </Text>
            <List size="sm">
              {b.details.attachments.map((a) => (
                <List.Item key={a.id} style={{ overflowWrap: 'anywhere' }}>
                  {a.fileName}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {b.status === 'CANCELED' && b.cancelledBy === 'CLINIC' && (
          <Text size="sm" c="red.8">
            {t('list.cancelledByClinic')}
            {b.cancelReason ? `: ${b.cancelReason}` : ''}
          </Text>
        )}
        {start && start.verdict !== 'OPEN' && (b.status === 'SCHEDULED' || b.status === 'REGISTERED') && (
          <Text size="sm" id={`${titleId}-start`}>
            {start.verdict === 'TOO_EARLY' ? t('list.startTooEarly', { time: formatDateTime(start.opensAt.toISOString()) }) : t('list.startTooLate')}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {actions.map((a) => {
            const label = t(`list.actions.${a}`);
            const aria = `${label}: ${b.service.description}, ${visitTime(b)}`;
            switch (a) {
              case 'confirm':
                return <Button key={a} size="compact-sm" component={Link} to={confirmPagePath(b)} aria-label={aria}>{label}</Button>;
              case 'questionnaire':
                return accountId === null ? null : (
                  <Button key={a} size="compact-sm" variant="light" component={Link} to={questionnairePagePath(b, accountId)} aria-label={aria}>
                    {b.details.lastQuestionnaireFulfillment ? t('list.actions.questionnaireFilled') : label}
                  </Button>
                );
              case 'referral':
                return <Button key={a} size="compact-sm" variant="light" component={Link} to={referralPagePath(b)} aria-label={aria}>{label}</Button>;
              case 'attachments':
                return <Button key={a} size="compact-sm" variant="light" onClick={() => handlers.onAttachments(b)} aria-label={aria}>{label}</Button>;
              case 'printout':
                return <Button key={a} size="compact-sm" variant="default" onClick={() => handlers.onPrintout(b)} aria-label={aria}>{label}</Button>;
              case 'calendar':
                return <Button key={a} size="compact-sm" variant="default" component="a" href={bookingCalendarUrl(b)} download aria-label={aria}>{label}</Button>;
              case 'start':
                return start?.verdict === 'OPEN' ? (
                  <Button key={a} size="compact-sm" component={Link} to={telehealthPath(b)} aria-label={aria}>{label}</Button>
                ) : (
                  <Button key={a} size="compact-sm" disabled aria-label={aria} aria-describedby={`${titleId}-start`}>{label}</Button>
                );
              case 'modify':
                return <Button key={a} size="compact-sm" variant="light" component={Link} to={modifyPath(b)} aria-label={aria}>{label}</Button>;
              case 'cancel':
                return <Button key={a} size="compact-sm" variant="outline" color="red.9" onClick={() => handlers.onCancel(b)} aria-label={aria}>{label}</Button>;
            }
          })}
        </Group>
      </Stack>
    </Card>
  );
}
