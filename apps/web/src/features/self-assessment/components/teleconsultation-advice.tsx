import { Alert, Anchor, Button, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Identification } from '@portal/contracts';
import { formatPhone, type TriageLevel } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { SelfAssessmentSaved } from '../api/save-self-assessment';
import { selfAssessmentListPath } from '../paths';
import { TriageLevelBadge } from './triage-level-badge';

const EMERGENCY = '112';

/**
 * The clinic's phone from the identification the app's root route read (its loader data, route id
 * 'root': shared/settings/root-data). Read here from the router rather than through root-data's hook:
 * importing that module, which the sign-in page carries, from this lazily loaded page made the bundler
 * split shared code out of the sign-in page's chunk, over its script budget.
 */
const useClinicPhone = () => (useRouteLoaderData('root') as { identification?: Identification | null } | undefined)?.identification?.contactPhone?.trim() || null;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What to do when the result calls for a doctor and no teleconsultation can be started here: stay at
 * home, call the clinic (its number from the identification, when the provider gave one), and 112 in
 * an emergency — first and emphasised when the result is the most urgent one — and, while this build
 * has the booking wizard, a link to book a visit there (no teleconsultation wizard yet). The heading takes the
 * focus, since this replaces the interview.
 */
export function TeleconsultationAdvice({ result, bookingPath = null }: { result: SelfAssessmentSaved; bookingPath?: string | null }) {
  const { t } = useTranslation('self-assessment');
  const phone = useClinicPhone();
  const level = result.triageLevel as TriageLevel;
  const urgent = level === 'isolation_ambulance';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const emergency = (
    <Text fw={urgent ? 700 : undefined} c={urgent ? 'red.9' : undefined} size={urgent ? 'lg' : undefined} data-testid="emergency">
      {urgent ? t('advice.urgent') : t('advice.emergency')}{' '}
      <Anchor href={telHref(EMERGENCY)} fw={700} c={urgent ? 'red.9' : undefined} inherit>
        {EMERGENCY}
      </Anchor>
      .
    </Text>
  );

  return (
    <Stack gap="md" data-testid="teleconsultation-advice">
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('advice.title')}
      </Title>
      <Group gap="xs">
        <Text>{t('advice.saved', { level: t(`level.${level}`) })}</Text>
        <TriageLevelBadge level={level} />
      </Group>
      {urgent && (
        <Alert color="red" variant="outline" role="alert">
          {emergency}
        </Alert>
      )}
      <List spacing="sm">
        <List.Item>{t('advice.stayHome')}</List.Item>
        <List.Item data-testid="call-clinic">
          {phone ? (
            <>
              {t('advice.callClinic')}{' '}
              <Anchor href={telHref(phone)} fw={700} inherit>
                {formatPhone(phone)}
              </Anchor>
            </>
          ) : (
            t('advice.callClinicUnknown')
          )}
        </List.Item>
        {!urgent && <List.Item>{emergency}</List.Item>}
      </List>
      <Group gap="sm">
        {bookingPath && !urgent && (
          <Button component={Link} to={bookingPath} data-testid="book-visit">
            {t('advice.book')}
          </Button>
        )}
        <Button component="a" href={result.url} target="_blank" rel="noopener noreferrer" variant="default">
          {t('advice.recommendation')}
          <VisuallyHidden>{` (${t('advice.newTab')})`}</VisuallyHidden>
        </Button>
        <Button component={Link} to={selfAssessmentListPath}>
          {t('list')}
        </Button>
      </Group>
    </Stack>
  );
}
